/// How much a layout constraint, content hugging or compression resistance matters: 1 to 1000,
/// where 1000 (``required``) must hold (UIKit's `UILayoutPriority`).
///
/// A higher priority wins over any amount of error at lower priorities: SBUIKit's solver
/// compares priorities lexicographically, so 251 beats 250 whatever the sizes involved.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority's value.
    public var rawValue: Float

    /// A priority of this value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of this value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that can resize a window scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the priority at which a window scene holds its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority with which ``UIView/systemLayoutSizeFitting(_:)`` pulls the view towards
    /// the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// The priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
    /// Adds `rhs` to a priority.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue += rhs }
    /// Subtracts `rhs` from a priority.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue -= rhs }
}
