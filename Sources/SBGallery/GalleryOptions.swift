import SBLayout
import SBScene

extension DocsGallery {
    /// The choices a gallery is made with, as `sbrender docs` takes them. The folder's ledger
    /// records them, so that a check compares with a gallery made the same way.
    package struct Options: Hashable, Sendable {
        static let ledgerPrefix = "# options: "

        /// The canvas of every picture, in points.
        package var canvas: Size
        /// Frames per second of the animations.
        package var fps: Double
        /// Only these entries (by id); nil for all.
        package var only: [String]?

        /// Options: a 768 x 1024 point canvas, 30 frames per second and every entry by default.
        package init(canvas: Size = SeedDemo.viewport, fps: Double = 30, only: [String]? = nil) {
            self.canvas = canvas
            self.fps = fps
            self.only = only
        }

        /// The options as the ledger line holds them: `size=768x1024 fps=30 only=circle,grid`.
        package var ledgerLine: String {
            var parts = ["size=\(DocsGallery.number(canvas.width))x\(DocsGallery.number(canvas.height))", "fps=\(DocsGallery.number(fps))"]
            if let only { parts.append("only=" + only.joined(separator: ",")) }
            return parts.joined(separator: " ")
        }

        /// The command-line flags that give these options.
        package var arguments: [String] {
            var a: [String] = []
            if canvas != SeedDemo.viewport { a += ["--size", "\(DocsGallery.number(canvas.width))x\(DocsGallery.number(canvas.height))"] }
            if fps != 30 { a += ["--fps", DocsGallery.number(fps)] }
            if let only { a += ["--only", only.joined(separator: ",")] }
            return a
        }

        /// Reads a ledger line.
        package init(ledgerLine: String) throws(GalleryOptionsError) {
            self.init()
            for part in ledgerLine.split(separator: " ") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2 else { throw GalleryOptionsError("cannot read the options '\(ledgerLine)'") }
                switch pair[0] {
                case "size":
                    let wh = pair[1].split(separator: "x").compactMap { Double($0) }
                    guard wh.count == 2, wh[0] > 0, wh[1] > 0, wh[0].isFinite, wh[1].isFinite else {
                        throw GalleryOptionsError("cannot read the size '\(pair[1])'")
                    }
                    canvas = Size(width: wh[0], height: wh[1])
                case "fps":
                    guard let v = Double(pair[1]), v > 0, v <= 120 else { throw GalleryOptionsError("cannot read the frame rate '\(pair[1])'") }
                    fps = v
                case "only":
                    only = pair[1].split(separator: ",").map(String.init)
                default:
                    throw GalleryOptionsError("unknown option '\(pair[0])'")
                }
            }
        }
    }

    /// A gallery made with these options, of the layouts `layouts` holds (sbrender's own by
    /// default).
    package init(options: Options, layouts: LayoutRegistry = .builtIn) {
        self.init(canvas: options.canvas, fps: options.fps, only: options.only.map(Set.init), layouts: layouts)
    }
}

/// Why a recorded option cannot be read.
package struct GalleryOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What cannot be read, in one sentence.
    package let description: String
    /// An error with this sentence.
    package init(_ description: String) { self.description = description }
}
