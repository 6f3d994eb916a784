import CCairo

/// A PDF document drawn in memory, one or more pages. Draw with a ``Canvas``, start further
/// pages with ``Canvas/showPage()``, then call ``finish()`` for the bytes; the caller writes the
/// file. One user unit is one PDF point.
///
/// Cairo 1.16 writes the current time as the document's creation date; SBCairo sets the
/// creation and modification dates to ``fixedDate`` instead, so the same drawing gives the
/// same bytes.
package final class PDFSurface {
    /// The date written into every document: 2000-01-01 00:00:00 UTC.
    package static let fixedDate = "2000-01-01T00:00:00Z"

    let handle: SurfaceHandle
    /// The first page's width, in points.
    package let width: Double
    /// The first page's height, in points.
    package let height: Double
    private var finishedBytes: [UInt8]?

    /// An empty document whose first page is `width` x `height` points.
    /// - Parameters:
    ///   - width: the first page's width, in points.
    ///   - height: the first page's height, in points.
    ///   - title: the document title written into its metadata, if any.
    /// - Throws: ``CairoError/invalidSize(width:height:reason:)`` for sizes that are not finite
    ///   and positive or exceed ``SurfaceLimits/maximumVectorSide``.
    package init(width: Double, height: Double, title: String? = nil) throws {
        try SurfaceLimits.validateVector(width: width, height: height)
        let sink = ByteSink()
        handle = try SurfaceHandle(
            taking: cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height),
            sink: sink, operation: "creating a \(width) x \(height) PDF surface")
        cairo_pdf_surface_set_metadata(handle.pointer, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedDate)
        cairo_pdf_surface_set_metadata(handle.pointer, CAIRO_PDF_METADATA_MOD_DATE, Self.fixedDate)
        if let title {
            cairo_pdf_surface_set_metadata(handle.pointer, CAIRO_PDF_METADATA_TITLE, title)
        }
        try handle.checkStatus("configuring a PDF surface")
        self.width = width
        self.height = height
    }

    /// Sets the size of the next page, in points (call before drawing on it, after
    /// ``Canvas/showPage()``).
    package func setNextPageSize(width: Double, height: Double) throws {
        try SurfaceLimits.validateVector(width: width, height: height)
        guard finishedBytes == nil else { throw CairoError.finished(operation: "resize a PDF page") }
        cairo_pdf_surface_set_size(handle.pointer, width, height)
        try handle.checkStatus("setting a PDF page size")
    }

    /// Finishes the document and returns its bytes. Calling it again returns the same bytes;
    /// drawing after it fails.
    package func finish() throws -> [UInt8] {
        if let finishedBytes { return finishedBytes }
        cairo_surface_finish(handle.pointer)
        try handle.checkStatus("finishing a PDF document")
        let bytes = handle.sink?.bytes ?? []
        finishedBytes = bytes
        return bytes
    }
}
