import SBPNG

/// Lays images out left to right in one picture, top-aligned, with a gap between them: the
/// artefact written when a golden comparison fails (reference | actual | diff).
package struct SideBySideComposer: Sendable {
    /// Columns between two panels (negative counts as 0).
    package var gap: Int
    /// Colour of the gaps and of the space below shorter panels; nil leaves them transparent.
    package var background: DiffColor?
    /// Colour of the line drawn down the middle of each gap of 5 columns or more, so that panels
    /// with white (or transparent) edges are told apart on a white background; nil draws none.
    package var separator: DiffColor?

    /// The mid grey of the default separator: as far from white as from black.
    package static let defaultSeparator = DiffColor(red: 128, green: 128, blue: 128)

    /// A composer with a `gap` of columns (8 by default), a background (transparent by default)
    /// and a separator line in the gaps (mid grey by default).
    package init(gap: Int = 8, background: DiffColor? = nil, separator: DiffColor? = SideBySideComposer.defaultSeparator) {
        self.gap = gap
        self.background = background
        self.separator = separator
    }

    /// Reference, actual and (when there is one) diff image side by side. The panels need not have
    /// the same size, so this also serves when the comparison failed on a size mismatch.
    package func compose(reference: RGBAImage, actual: RGBAImage, diff: RGBAImage?) -> RGBAImage {
        compose([reference, actual] + (diff.map { [$0] } ?? []))
    }

    /// The panels side by side, in order.
    package func compose(_ panels: [RGBAImage]) -> RGBAImage {
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
        if let separator, spacing >= 5 {
            var left = 0
            for panelWidth in widths.dropLast() {
                left += panelWidth
                let x = left + spacing / 2
                for y in 0..<height {
                    let i = (y * width + x) * 4
                    canvas.pixels[i] = separator.red
                    canvas.pixels[i + 1] = separator.green
                    canvas.pixels[i + 2] = separator.blue
                    canvas.pixels[i + 3] = 255
                }
                left += spacing
            }
        }
        return canvas
    }
}
