#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBMotion
import SBOutput

/// The numbered frames of a folder, as `sbrender animate ... DIR/` writes them.
///
/// A file counts as a frame when its name is `frame-` + a number + `.png`, the number written
/// with four digits at least and without further leading zeros (exactly `FrameFolder.name(n)`:
/// frame-0000.png, frame-0042.png, frame-12345.png). Other files (hidden temporaries, notes,
/// other pictures) are ignored; a name that starts with `frame-` and ends with `.png` but is
/// written otherwise (frame-1.png, frame-00001.png, frame-x.png) is an error, since it was
/// probably meant as a frame. The frames must be numbered from 0 without gaps, and there may be
/// at most `FrameSequence.maximumFrames` of them.
struct FrameFolderListing {
    /// The folder as given (without a trailing slash).
    let folder: String
    /// Frame paths, frame 0 first.
    let paths: [String]

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    init(folder given: String) throws {
        let folder = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
        self.folder = folder
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw Problem(description: "cannot read frames from \(folder): no such folder (make frames with `sbrender animate ... \(folder)/`)")
        }
        guard isDirectory else {
            throw Problem(description: "cannot read frames from \(folder): it is a file, not a folder of frame-0000.png, frame-0001.png, ...")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw Problem(description: "cannot read frames from \(folder): the folder is not readable")
        }
        var numbers: [Int] = []
        for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") {
            let digits = name.dropFirst("frame-".count).dropLast(".png".count)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits),
                  FrameFolder.name(n) == name else {
                throw Problem(description: "\(folder)/\(name) is not a frame name: frames are frame-0000.png, frame-0001.png, ... (four digits at least, no other leading zeros); rename or remove it")
            }
            numbers.append(n)
        }
        guard !numbers.isEmpty else {
            throw Problem(description: "no frames in \(folder): expected frame-0000.png, frame-0001.png, ... (as `sbrender animate ... \(folder)/` writes them)")
        }
        let limit = FrameSequence.maximumFrames
        guard numbers.count <= limit else {
            throw Problem(description: "\(folder) has \(numbers.count) frames, more than the \(limit) an APNG may have; assemble fewer frames")
        }
        numbers.sort()
        for (expected, n) in numbers.enumerated() where n != expected {
            let missing = FrameFolder.name(expected)
            if expected == 0 {
                throw Problem(description: "\(folder)/\(missing) is missing (the first frame there is \(FrameFolder.name(n))): frames are numbered from 0 without gaps")
            }
            throw Problem(description: "\(folder)/\(missing) is missing (frames run to \(FrameFolder.name(expected - 1)), then \(FrameFolder.name(n))): frames are numbered from 0 without gaps")
        }
        paths = numbers.map { folder + "/" + FrameFolder.name($0) }
    }
}
