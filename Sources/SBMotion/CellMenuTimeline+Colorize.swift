import SBLayout
import SBScene

extension CellMenuTimeline {
    /// The colour Colorize gives the cell with this identity: a pastel colour (each channel
    /// 0.5 + 0.5 x random) from the seed, drawn from a stream of its own so that it differs from the
    /// cell's demo colour.
    public static func colorized(seed: UInt64, identity: Int) -> Color {
        var g = SeededGenerator.forElement(seed: seed, index: identity, stream: 0x434F_4C5A)
        return Color(red: 0.5 + 0.5 * g.nextUnit(), green: 0.5 + 0.5 * g.nextUnit(), blue: 0.5 + 0.5 * g.nextUnit())
    }
}
