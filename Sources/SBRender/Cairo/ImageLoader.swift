import Foundation
import SBPNG

/// Reads PNG files for wallpapers and item images with sbrender's own decoder, which checks
/// them strictly: a corrupt file gets a message that says what is wrong.
enum ImageLoader {
    static func load(path: String) throws -> LoadedImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError("cannot read the image \(path): no such file, or not readable")
        }
        do {
            return LoadedImage(key: path, image: try PNGDecoder.decode([UInt8](data)))
        } catch {
            throw RenderError("the image \(path) cannot be used: \(error)")
        }
    }
}
