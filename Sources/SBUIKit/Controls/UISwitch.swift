public import Foundation
internal import SBLayout

/// A headless `UISwitch`, drawn still in its on or off position: a 51 x 31 pill (green when
/// on, light grey when off) with a white 27-point knob 2 points in from the side.
@preconcurrency @MainActor open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false { didSet { setNeedsLayout() } }
    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor?
    /// The knob's colour (nil: white).
    open var thumbTintColor: UIColor?

    /// A switch; its size is always 51 x 31, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    /// Required by UIKit's archiving: an off switch.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = CGSize(width: 51, height: 31)
    }

    /// Turns the switch on or off (drawn at once; no animation headlessly). It sends no
    /// `.valueChanged`, as UIKit's doesn't for a change made in code.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 x 31.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    /// 51 x 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func drawingContent(in rect: CGRect) -> [DrawOp] {
        let track = Rect(x: Double(rect.midX) - 25.5, y: Double(rect.midY) - 15.5, width: 51, height: 31)
        var ops: [DrawOp] = []
        let alpha = isEnabled ? 1.0 : 0.5
        if isOn {
            ops.append(.fill(track, radius: 15.5, drawn(onTintColor ?? .systemGreen).withAlpha(multipliedBy: alpha)))
        } else {
            // Off: iOS's track fill (120, 120, 128) at 16% opacity.
            ops.append(.fill(track, radius: 15.5, drawn(.secondarySystemFill).withAlpha(multipliedBy: alpha)))
        }
        let knob = Rect(x: isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        ops.append(.fillEllipse(knob.offsetBy(dx: 0, dy: 1.5), Color(red: 0, green: 0, blue: 0, alpha: 0.12 * alpha)))
        ops.append(.fillEllipse(knob, drawn(thumbTintColor ?? .white)))
        return ops
    }
}
