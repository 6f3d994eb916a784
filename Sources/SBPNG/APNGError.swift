import SBOutput

/// Why an animated PNG could not be written: the values that were wrong, never the command-line
/// option that gave them (the command line adds its option names to these messages).
package enum APNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A canvas without pixels (width or height below 1).
    case emptyCanvas(width: Int, height: Int)
    /// A frame rate whose one-frame delay no fraction of two 16-bit numbers holds exactly
    /// (``APNGDelay``); or a rate that is not a positive number.
    case inexactDelay(fps: Double)
    /// A frame of another size than the canvas.
    case frameSize(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int)
    /// The animation was finished with no frame in it (`path` is "(memory)" for an in-memory writer).
    case noFrames(path: String)
    /// The output could not be made or put in place (its folder missing, a folder in its place,
    /// the rename refused): SBOutput's sentence.
    case output(OutputError)
    /// Writing the file failed on the way: the file and the system's reason.
    case write(path: String, reason: String)
    /// The writer could not read back what it had written (to switch the file to RGBA).
    case readBack(path: String, reason: String)
    /// The writer was used out of order, or its own file did not read back as it wrote it (a bug
    /// in sbrender, not in the input).
    case `internal`(String)

    package var description: String {
        switch self {
        case .emptyCanvas(let width, let height):
            "an APNG needs a picture of at least 1x1 pixels, got \(width)x\(height)"
        case .inexactDelay(let fps):
            "a frame rate of \(fps) fps: a frame's delay, 1/\(fps) s, cannot be written exactly in an APNG (a delay is a fraction of two numbers up to 65535); use a rate such as 30, 29.97 or 12.5"
        case .frameSize(let width, let height, let canvasWidth, let canvasHeight):
            "frame of \(width)x\(height) pixels in an APNG of \(canvasWidth)x\(canvasHeight)"
        case .noFrames(let path):
            path == "(memory)" ? "an APNG needs at least one frame" : "cannot write \(path): the animation has no frames"
        case .output(let error):
            error.description
        case .write(let path, let reason):
            "cannot write \(path): \(reason)"
        case .readBack(let path, let reason):
            "cannot read back \(path): \(reason)"
        case .internal(let what):
            "internal: \(what)"
        }
    }
}
