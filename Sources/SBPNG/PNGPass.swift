/// One reduced image of the data stream: the whole image, or one of the seven Adam7 passes.
struct PNGPass: Sendable, Hashable {
    /// 0 for a plain image, 1...7 for Adam7 passes (for error messages).
    let number: Int
    let xStart: Int
    let yStart: Int
    let xStep: Int
    let yStep: Int
    /// Pixels per row of this pass.
    let width: Int
    /// Rows in this pass.
    let height: Int

    /// The Adam7 passes of a `width` x `height` image that hold at least one pixel
    /// (PNG 1.2, section 8.2).
    static func adam7(width: Int, height: Int) -> [PNGPass] {
        let pattern = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var passes: [PNGPass] = []
        for (index, (xs, ys, dx, dy)) in pattern.enumerated() {
            let w = width > xs ? (width - xs + dx - 1) / dx : 0
            let h = height > ys ? (height - ys + dy - 1) / dy : 0
            if w > 0 && h > 0 {
                passes.append(PNGPass(number: index + 1, xStart: xs, yStart: ys, xStep: dx, yStep: dy,
                                      width: w, height: h))
            }
        }
        return passes
    }
}
