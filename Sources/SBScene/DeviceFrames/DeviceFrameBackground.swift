import SBLayout

/// What is drawn behind a framed device: nothing (transparent, as fastlane frameit's plain
/// frames are), one colour, or a vertical gradient between two colours (its marketing pictures).
public enum DeviceFrameBackground: Hashable, Sendable {
    /// Transparent.
    case none
    /// One colour.
    case color(Color)
    /// A vertical gradient from `top` to `bottom`.
    case gradient(top: Color, bottom: Color)

    /// Reads `none`, `#rrggbb` or `#top,#bottom` (the command line's `--frame-background` and a
    /// scene's string form); nil for anything else.
    public init?(text: String) {
        if text == "none" {
            self = .none
            return
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        switch parts.count {
        case 1:
            guard let c = Color(hex: parts[0]) else { return nil }
            self = .color(c)
        case 2:
            guard let top = Color(hex: parts[0]), let bottom = Color(hex: parts[1]) else { return nil }
            self = .gradient(top: top, bottom: bottom)
        default:
            return nil
        }
    }

    /// The colour text lies on: the colour, or the gradient's colours averaged; nil for none.
    public var averageColor: Color? {
        switch self {
        case .none: nil
        case .color(let c): c
        case .gradient(let top, let bottom):
            Color(red: (top.red + bottom.red) / 2, green: (top.green + bottom.green) / 2,
                  blue: (top.blue + bottom.blue) / 2, alpha: (top.alpha + bottom.alpha) / 2)
        }
    }

    /// What the values look like, for messages.
    static let expected = "none, a colour such as \"#1c1c1e\", or two colours \"#top,#bottom\" for a vertical gradient"
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
