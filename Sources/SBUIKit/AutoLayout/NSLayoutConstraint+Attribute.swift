extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
        case leading = 5
        /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom for a view without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom for a view without text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint with a constant only.
        case notAnAttribute = 0

        /// UIKit's older name of ``lastBaseline``.
        public static let baseline = Attribute.lastBaseline

        /// The attribute of the layout margins guide a margin attribute stands for.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        /// Whether the attribute lies on the horizontal axis.
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins: true
            default: false
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute follows the layout direction.
        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// Whether the attribute is a left or right edge, which cannot be related to a leading or
        /// trailing one.
        var isAbsoluteHorizontalEdge: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }

        /// UIKit's name of the attribute in constraint descriptions.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How a constraint's first attribute compares with its second (UIKit's
    /// `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis: content hugging, compression resistance and stack views are per axis
    /// (UIKit's `NSLayoutConstraint.Axis`, `UILayoutConstraintAxis` in Objective-C).
    public typealias Axis = UILayoutConstraintAxis

    /// Options of ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``:
    /// how to align the views across the format's axis, the direction of a horizontal format,
    /// and how vertical spacing is measured (UIKit's `NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of all the views in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// UIKit's older name of ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Horizontal formats run from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing runs from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Vertical spacing runs from baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
