import SBLayout
import SBPNG
import SBScene

/// Reads PNG files for wallpapers and item images with sbrender's own decoder, which checks
/// them strictly: a corrupt file gets a message that says what is wrong. Every message starts
/// with the scene key that names the file (`wallpaper`, `sections[0].items[1].image`).
enum ImageLoader {
    /// The largest image file read, in bytes (a PNG of the largest size sbrender decodes, 16384 x
    /// 16384, fits with room to spare unless it is noise).
    static let maximumFileBytes = 1 << 30

    /// Decodes the PNG file at `path`.
    /// - Parameters:
    ///   - path: the file.
    ///   - keyPath: the scene key that names it, for messages.
    ///   - maximumPixels: the most pixels the image may have; checked against the PNG's header
    ///     before it is decoded.
    static func load(path: String, keyPath: String, maximumPixels: Int = PNGLimits.maximumPixels) throws -> LoadedImage {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maximumBytes: maximumFileBytes)
        } catch {
            throw RenderError("\(keyPath): cannot read the image \(path): it \(error.description)")
        }
        // IHDR's width and height (bytes 16 to 23), when the file starts like a PNG; the decoder
        // says what is wrong with a file that does not.
        if bytes.count >= 24, bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]) {
            let word = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            let (w, h) = (word(16), word(20))
            let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
            if !overflow, pixels > maximumPixels, w <= PNGLimits.maximumSide, h <= PNGLimits.maximumSide {
                throw RenderError("\(keyPath): the image \(path) is \(w) x \(h) pixels; the item images of a picture hold at most \(Limits.imagePixels) pixels together (\(maximumPixels) are left)")
            }
        }
        do {
            return LoadedImage(key: path, image: try PNGDecoder.decode(bytes))
        } catch {
            throw RenderError("\(keyPath): the image \(path) cannot be used: \(error)")
        }
    }
}
