import CCairo

/// An SVG document drawn in memory. Draw into it with a ``Canvas``, then call ``finish()`` for the
/// bytes; the caller writes the file.
///
/// One user unit is one SVG user unit; `unit` only decides how the root element's `width` and
/// `height` are labelled (`px` by default, so a 768 x 1024 canvas shows as 768 x 1024 CSS
/// pixels in a browser, the way an iOS point maps to a CSS pixel). Output is SVG 1.1.
/// Cairo numbers some element ids from process-wide counters; ``finish()`` renumbers them in
/// order of appearance so the same drawing gives the same bytes in any process.
package final class SVGSurface {
    /// The unit written on the root element's width and height.
    package enum Unit: Sendable, Hashable {
        /// A unit: `px` (CSS pixels, the default) or `pt` (points).
        case px, pt

        var cairoValue: cairo_svg_unit_t {
            switch self {
            case .px: CAIRO_SVG_UNIT_PX
            case .pt: CAIRO_SVG_UNIT_PT
            }
        }
    }

    let handle: SurfaceHandle
    /// The document's width, in user units.
    package let width: Double
    /// The document's height, in user units.
    package let height: Double
    private var finishedBytes: [UInt8]?

    /// An empty `width` x `height` document.
    /// - Parameters:
    ///   - width: the width, in user units.
    ///   - height: the height, in user units.
    ///   - unit: the unit written on the root element's width and height.
    /// - Throws: ``CairoError/invalidSize(width:height:reason:)`` for sizes that are not finite
    ///   and positive or exceed ``SurfaceLimits/maximumVectorSide``.
    package init(width: Double, height: Double, unit: Unit = .px) throws {
        try SurfaceLimits.validateVector(width: width, height: height)
        let sink = ByteSink()
        handle = try SurfaceHandle(
            taking: cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, width, height),
            sink: sink, operation: "creating a \(width) x \(height) SVG surface")
        cairo_svg_surface_restrict_to_version(handle.pointer, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(handle.pointer, unit.cairoValue)
        try handle.checkStatus("configuring an SVG surface")
        self.width = width
        self.height = height
    }

    /// Finishes the document and returns its bytes (UTF-8 XML). Calling it again returns the
    /// same bytes; drawing after it fails.
    package func finish() throws -> [UInt8] {
        if let finishedBytes { return finishedBytes }
        cairo_surface_finish(handle.pointer)
        try handle.checkStatus("finishing an SVG document")
        let bytes = SVGIdentifierNormalizer.normalize(handle.sink?.bytes ?? [])
        finishedBytes = bytes
        return bytes
    }
}
