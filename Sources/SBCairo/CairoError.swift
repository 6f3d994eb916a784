import CCairo
import SBLayout

/// Everything that can go wrong in SBCairo. Each case carries what failed and, in
/// ``description``, what to do about it.
package enum CairoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A surface size outside what SBCairo accepts (non-positive, non-finite, more than
    /// ``SurfaceLimits/maximumSide`` on a side, or more than ``SurfaceLimits/maximumPixels`` in all).
    case invalidSize(width: Double, height: Double, reason: String)
    /// Cairo reported an error status while doing `operation`.
    case cairo(operation: String, status: String)
    /// A drawing argument that would put the cairo context into a permanent error state
    /// (a transform that cannot be inverted, a bad dash pattern, a non-finite number).
    case invalidArgument(operation: String, reason: String)
    /// Some pinned fonts are not where they should be (`missingFiles` relative to `directory`).
    case fontsMissing(directory: String, missingFiles: [String])
    /// Fontconfig or Pango refused to set up or answer.
    case fontConfiguration(String)
    /// An operation used an object after it was finished (a vector document already
    /// turned into bytes, for example).
    case finished(operation: String)

    /// What failed and, where there is one, what to do about it.
    package var description: String {
        switch self {
        case let .invalidSize(width, height, reason):
            return "invalid surface size \(Self.format(width)) x \(Self.format(height)): \(reason)"
        case let .cairo(operation, status):
            return "cairo failed while \(operation): \(status)\(Self.advice(for: status))"
        case let .invalidArgument(operation, reason):
            return "invalid argument to \(operation): \(reason)"
        case let .fontsMissing(directory, missingFiles):
            var packages: [String] = []
            for file in missingFiles {
                if let name = PinnedFonts.package(of: file)?.name, !packages.contains(name) { packages.append(name) }
            }
            let shown = missingFiles.prefix(4).joined(separator: ", ") + (missingFiles.count > 4 ? ", ..." : "")
            return "\(missingFiles.count) pinned font file(s) are missing from \(directory) (\(shown)); "
                + "install them with `apt-get install \(packages.joined(separator: " "))`, or point FontSetup "
                + "at a directory laid out as /usr/share/fonts that holds those packages' files"
        case let .fontConfiguration(message):
            return "font configuration failed: \(message)"
        case let .finished(operation):
            return "cannot \(operation): the surface is already finished; create a new one"
        }
    }

    private static func format(_ value: Double) -> String { NumberText.plain(value) }

    private static func advice(for status: String) -> String {
        if status.contains("out of memory") {
            return " (make the surface smaller or render fewer frames at once)"
        }
        if status.contains("write error") {
            return " (the output stream refused the bytes)"
        }
        if status.contains("finished") {
            return " (the document was already turned into bytes; draw on a new surface)"
        }
        if status.contains("invalid matrix") {
            return " (a transform with a zero scale cannot be inverted; skip drawing instead)"
        }
        return ""
    }
}

extension CairoError {
    /// The error for a cairo status, or nil for success.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw CairoError.cairo(operation: operation(), status: Self.text(for: status))
    }

    /// `pointer`, a cairo object just created (a `kind` such as "surface"), when there is one and
    /// its `status` is success; otherwise it is destroyed and the error names `operation`.
    static func created(_ pointer: OpaquePointer?, _ kind: String, operation: String,
                        status: (OpaquePointer) -> cairo_status_t, destroy: (OpaquePointer) -> Void) throws -> OpaquePointer {
        guard let pointer else {
            throw CairoError.cairo(operation: operation, status: "no \(kind) was returned")
        }
        let code = status(pointer)
        guard code == CAIRO_STATUS_SUCCESS else {
            destroy(pointer)
            throw CairoError.cairo(operation: operation, status: CairoError.text(for: code))
        }
        return pointer
    }

    static func text(for status: cairo_status_t) -> String {
        guard let cString = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
        return String(cString: cString)
    }
}
