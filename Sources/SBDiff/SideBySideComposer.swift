import SBPNG

/// Lays images out left to right in one picture, top-aligned, with a gap between them: the
/// artefact written when a golden comparison fails (reference | actual | diff).
public struct SideBySideComposer: Sendable {
    /// Columns between two panels (negative counts as 0).
    public var gap: Int
    /// Colour of the gaps and of the space below shorter panels; nil leaves them transparent.
    public var background: DiffColor?

    /// A composer with a `gap` of columns (8 by default) and a background, transparent by default.
    public init(gap: Int = 8, background: DiffColor? = nil) {
        self.gap = gap
        self.background = background
    }

    /// Reference, actual and (when there is one) diff image side by side. The panels need not have
    /// the same size, so this also serves when the comparison failed on a size mismatch.
    public func compose(reference: RGBAImage, actual: RGBAImage, diff: RGBAImage?) -> RGBAImage {
        compose([reference, actual] + (diff.map { [$0] } ?? []))
    }

    /// The panels side by side, in order.
    public func compose(_ panels: [RGBAImage]) -> RGBAImage {
        let spacing = max(0, gap)
        let widths = panels.map { max(0, $0.width) }
        let width = widths.reduce(0, +) + spacing * max(0, panels.count - 1)
        let height = panels.map { max(0, $0.height) }.max() ?? 0
        let fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = background.map { ($0.red, $0.green, $0.blue, 255) } ?? (0, 0, 0, 0)
        var canvas = RGBAImage(width: width, height: height, fill: fill)
        let canvasRowBytes = width * 4

        canvas.pixels.withUnsafeMutableBufferPointer { destination in
            var left = 0
            for (panel, panelWidth) in zip(panels, widths) {
                let rowBytes = panelWidth * 4
                // A panel whose buffer is shorter than its size claims contributes the rows it has.
                let rows = rowBytes == 0 ? 0 : min(max(0, panel.height), panel.pixels.count / rowBytes)
                panel.pixels.withUnsafeBufferPointer { source in
                    for row in 0..<rows {
                        let from = UnsafeBufferPointer(rebasing: source[(row * rowBytes)..<(row * rowBytes + rowBytes)])
                        let start = row * canvasRowBytes + left * 4
                        _ = UnsafeMutableBufferPointer(rebasing: destination[start..<(start + rowBytes)])
                            .update(fromContentsOf: from)
                    }
                }
                left += panelWidth + spacing
            }
        }
        return canvas
    }
}
