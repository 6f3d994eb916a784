public import Foundation
internal import SBLayout
internal import SBRender

/// A headless `UIButton`: titles, title colours and images per state, a `.system` button's
/// title in the tint colour (dimmed when highlighted, grey when disabled), and iOS 15's
/// ``Configuration`` (plain, tinted, gray, filled) with its title, subtitle, image, colours and
/// content insets. A tap is ``UIControl/sendActions(for:)`` with `.touchUpInside`.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// The kind of button (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// Titles in the colours set for them (white by default).
        case custom = 0
        /// Titles in the tint colour.
        case system = 1
        /// The detail disclosure (i) button.
        case detailDisclosure = 2
        /// The light info button.
        case infoLight = 3
        /// The dark info button.
        case infoDark = 4
        /// The add (+) button.
        case contactAdd = 5
        /// A close (x) button.
        case close = 7

        /// A plain system button.
        public static let plain = ButtonType.system
    }

    /// iOS 15's button configuration (UIKit's `UIButton.Configuration`): a look (plain,
    /// tinted, gray, filled, borderless, bordered) with a title, subtitle, image, colours and
    /// insets.
    public struct Configuration: Hashable, Sendable {
        /// The look's background.
        enum Look: Hashable, Sendable { case plain, tinted, gray, filled }
        /// How round the background's corners are (UIKit's `CornerStyle`).
        public enum CornerStyle: Hashable, Sendable {
            /// The size's default (6 pt on a medium button).
            case dynamic
            /// The background's own corner radius.
            case fixed
            /// 4 pt.
            case small
            /// 6 pt.
            case medium
            /// 10 pt.
            case large
            /// Half the height.
            case capsule
        }
        /// Where the image goes beside the title (UIKit's `NSDirectionalRectEdge` subset).
        public enum ImagePlacement: Hashable, Sendable {
            /// Before the title.
            case leading
            /// After the title.
            case trailing
            /// Above the title.
            case top
            /// Below the title.
            case bottom
        }

        var look: Look
        /// The title.
        public var title: String?
        /// A smaller line under the title.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Where the image goes.
        public var imagePlacement = ImagePlacement.leading
        /// The gap between the image and the title: 0 by default, as UIKit's.
        public var imagePadding: CGFloat = 0
        /// The gap between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The text and image colour (nil: the look's: white on filled, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// The background colour (nil: the look's: the tint on filled, a tint wash on tinted, grey on gray).
        public var baseBackgroundColor: UIColor?
        /// The insets around the content: 7 pt top and bottom, 12 pt leading and trailing (a
        /// medium button's; an assumption from measured screenshots).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The corner style.
        public var cornerStyle = CornerStyle.dynamic
        /// Whether the button shows a spinner in place of its image (drawn as the image).
        public var showsActivityIndicator = false

        /// No background, tinted content.
        public static func plain() -> Configuration { Configuration(look: .plain) }
        /// No background (as plain).
        public static func borderless() -> Configuration { Configuration(look: .plain) }
        /// A tinted wash behind tinted content.
        public static func tinted() -> Configuration { Configuration(look: .tinted) }
        /// A grey background behind tinted content.
        public static func gray() -> Configuration { Configuration(look: .gray) }
        /// A grey background (as gray).
        public static func bordered() -> Configuration { Configuration(look: .gray) }
        /// The tint as the background, white content.
        public static func filled() -> Configuration { Configuration(look: .filled) }
        /// The tint as the background (as filled).
        public static func borderedProminent() -> Configuration { Configuration(look: .filled) }
        /// A tinted wash (as tinted).
        public static func borderedTinted() -> Configuration { Configuration(look: .tinted) }

        /// Equal configurations (images by identity).
        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.look == b.look && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image && a.imagePlacement == b.imagePlacement
                && a.imagePadding == b.imagePadding && a.baseForegroundColor == b.baseForegroundColor
                && a.baseBackgroundColor == b.baseBackgroundColor && a.contentInsets == b.contentInsets && a.cornerStyle == b.cornerStyle
        }

        /// A hash of the text.
        public func hash(into h: inout Hasher) {
            h.combine(look)
            h.combine(title)
            h.combine(subtitle)
        }
    }

    /// The button's type.
    public let buttonType: ButtonType
    /// The configuration (nil: the classic per-state titles and colours).
    open var configuration: Configuration? {
        didSet { contentDidChange() }
    }

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// The label that draws the title (its font is the title's: 15 pt system by default for a
    /// classic button).
    public let titleLabel: UILabel? = UILabel()
    /// The view that draws the image.
    public let imageView: UIImageView? = UIImageView()

    /// The insets around the title and image of a classic button (deprecated in UIKit; zero by
    /// default).
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { contentDidChange() } }

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpButton()
    }

    /// A button of `buttonType` running `primaryAction` when tapped, titled by it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A system button with a configuration, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// A custom-type button with this frame (as UIKit's `init(frame:)`).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpButton()
    }

    /// Required by UIKit's archiving: a custom-type button.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUpButton()
    }

    private func setUpButton() {
        titleLabel?.font = UIFont.systemFont(ofSize: 15)
        titleLabel?.textAlignment = .center
        if [.detailDisclosure, .infoLight, .infoDark].contains(buttonType) { images[0] = UIImage(systemName: "info.circle") }
        if buttonType == .contactAdd { images[0] = UIImage(systemName: "plus.circle") }
        if buttonType == .close { images[0] = UIImage(systemName: "xmark.circle.fill") }
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        contentDidChange()
    }

    /// A tap: ``UIControl/sendActions(for:)`` sends `.touchUpInside` and the primary action.
    open override func sendActions(for controlEvents: UIControl.Event) {
        var events = controlEvents
        if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
        super.sendActions(for: events)
    }

    // MARK: Per-state content

    /// The value for `state` in `table`, else the normal state's (UIKit's fallback).
    private func lookup<T>(_ table: [UInt: T], _ state: UIControl.State) -> T? {
        table[state.rawValue] ?? (state.contains(.selected) ? table[UIControl.State.selected.rawValue] : nil) ?? table[0]
    }

    /// Sets the title for a state (nil: the normal state's).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// Sets an attributed title for a state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        setNeedsLayout()
    }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The title for a state (falling back to the normal state's).
    open func title(for state: UIControl.State) -> String? { lookup(titles, state) ?? lookup(attributedTitles, state)?.string }
    /// The attributed title for a state.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { lookup(attributedTitles, state) }
    /// The image for a state.
    open func image(for state: UIControl.State) -> UIImage? { lookup(images, state) }

    /// The title colour for a state: the one set, else the type's: the tint colour for a system
    /// button (at 20% opacity highlighted; grey disabled), white for a custom one.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let c = lookup(titleColors, state) { return c }
        if buttonType == .custom { return state.contains(.disabled) ? UIColor.white.withAlphaComponent(0.5) : .white }
        if state.contains(.disabled) { return UIColor.systemGray }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
    }

    /// The current state's title.
    open var currentTitle: String? { title(for: state) }
    /// The current state's title colour.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The current state's image.
    open var currentImage: UIImage? { image(for: state) }

    // MARK: Layout and drawing

    /// What the button shows now.
    private struct Content {
        var title: String?
        var attributedTitle: NSAttributedString?
        var subtitle: String?
        var image: UIImage?
        var font: UIFont
        var foreground: UIColor
        var background: UIColor?
        var insets: UIEdgeInsets
        var padding: CGFloat
        var placement: Configuration.ImagePlacement
        var cornerRadius: CGFloat?
    }

    private var content: Content {
        if let c = configuration {
            let tint: UIColor = tintColor
            var foreground = c.baseForegroundColor ?? (c.look == .filled ? .white : tint)
            var background: UIColor? = c.baseBackgroundColor ?? {
                switch c.look {
                case .plain: return nil
                case .tinted: return tint.withAlphaComponent(0.15)
                case .gray: return UIColor.systemGray5
                case .filled: return tint
                }
            }()
            if !isEnabled {
                foreground = UIColor.systemGray
                if background != nil { background = UIColor.systemGray5 }
            }
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let i = c.contentInsets
            let radius: CGFloat? = switch c.cornerStyle {
            case .dynamic, .medium: 6
            case .small: 4
            case .large: 10
            case .capsule: .greatestFiniteMagnitude
            case .fixed: nil
            }
            return Content(title: c.title, attributedTitle: nil, subtitle: c.subtitle, image: c.image,
                           font: UIFont.systemFont(ofSize: 17, weight: c.look == .filled ? .semibold : .regular), foreground: foreground,
                           background: background,
                           insets: UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom, right: rtl ? i.leading : i.trailing),
                           padding: c.imagePadding, placement: c.imagePlacement, cornerRadius: radius)
        }
        return Content(title: title(for: state), attributedTitle: attributedTitle(for: state), subtitle: nil, image: image(for: state),
                       font: titleLabel?.font ?? UIFont.systemFont(ofSize: 15), foreground: titleColor(for: state) ?? tintColor,
                       background: nil, insets: contentEdgeInsets, padding: 0, placement: .leading, cornerRadius: nil)
    }

    /// A label showing `text` in the content's font and colour, for measuring and drawing.
    private func label(_ content: Content, subtitle: Bool = false) -> UILabel {
        let l = UILabel()
        l.traitCollection = traitCollection
        if subtitle {
            l.font = UIFont.systemFont(ofSize: 15)
            l.text = content.subtitle
        } else if let attributed = content.attributedTitle {
            l.font = content.font
            l.attributedText = attributed
        } else {
            l.font = content.font
            l.text = content.title
        }
        l.textColor = content.foreground
        return l
    }

    /// The title's and image's sizes, arranged by the placement.
    private func contentSize(_ c: Content) -> (size: CGSize, title: CGSize, subtitle: CGSize, image: CGSize) {
        let hasTitle = !(c.title ?? c.attributedTitle?.string ?? "").isEmpty
        let title = hasTitle ? label(c).intrinsicContentSize : .zero
        let subtitle = (c.subtitle ?? "").isEmpty ? .zero : label(c, subtitle: true).intrinsicContentSize
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + subtitle.height)
        let image = c.image?.size ?? .zero
        let gap = hasTitle && c.image != nil ? c.padding : 0
        let size: CGSize = switch c.placement {
        case .leading, .trailing: CGSize(width: text.width + gap + image.width, height: max(text.height, image.height))
        case .top, .bottom: CGSize(width: max(text.width, image.width), height: text.height + gap + image.height)
        }
        return (size, title, subtitle, image)
    }

    /// The title and image's size plus the insets; a classic button is at least 30 points tall
    /// (its title's line plus 6 above and below: Interface Builder's default button height, 30,
    /// for the 15-point system font).
    open override var intrinsicContentSize: CGSize {
        let c = content
        let s = contentSize(c).size
        var height = s.height + c.insets.top + c.insets.bottom
        if configuration == nil { height = max(height, s.height + 12) }
        return CGSize(width: s.width + c.insets.left + c.insets.right, height: height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func drawingContent(in rect: CGRect) -> [DrawOp] {
        let c = content
        var ops: [DrawOp] = []
        if let background = c.background {
            let radius = c.cornerRadius.map { min($0, rect.height / 2) } ?? Double(layer.cornerRadius)
            ops.append(.fill(Rect(rect), radius: Double(radius), drawn(background)))
        }
        let sizes = contentSize(c)
        let inner = rect.inset(by: c.insets)
        guard !inner.isNull else { return ops }
        // The content block centred in the insets (UIKit's default content alignment).
        let block = CGRect(x: inner.midX - sizes.size.width / 2, y: inner.midY - sizes.size.height / 2,
                           width: sizes.size.width, height: sizes.size.height)
        let text = CGSize(width: max(sizes.title.width, sizes.subtitle.width), height: sizes.title.height + sizes.subtitle.height)
        let gap = sizes.title.width > 0 && c.image != nil ? c.padding : 0
        var imageRect = CGRect.zero, textRect = CGRect.zero
        switch c.placement {
        case .leading, .trailing:
            let imageFirst = (c.placement == .leading) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let ix = imageFirst ? block.minX : block.maxX - sizes.image.width
            let tx = imageFirst ? block.minX + sizes.image.width + gap : block.minX
            imageRect = CGRect(x: ix, y: block.midY - sizes.image.height / 2, width: sizes.image.width, height: sizes.image.height)
            textRect = CGRect(x: tx, y: block.midY - text.height / 2, width: text.width, height: text.height)
        case .top, .bottom:
            let iy = c.placement == .top ? block.minY : block.maxY - sizes.image.height
            let ty = c.placement == .top ? block.minY + sizes.image.height + gap : block.minY
            imageRect = CGRect(x: block.midX - sizes.image.width / 2, y: iy, width: sizes.image.width, height: sizes.image.height)
            textRect = CGRect(x: block.midX - text.width / 2, y: ty, width: text.width, height: text.height)
        }
        if let image = c.image {
            ops += image.drawOps(in: imageRect, contentMode: .scaleToFill, tint: c.foreground.resolvedColor(with: traitCollection))
        }
        if sizes.title.width > 0 {
            let titleRect = CGRect(x: textRect.minX, y: textRect.minY, width: textRect.width, height: sizes.title.height)
            ops += label(c).drawingContent(in: CGRect(origin: .zero, size: titleRect.size)).map { $0.offset(by: titleRect.origin) }
        }
        if sizes.subtitle.width > 0 {
            let subtitleRect = CGRect(x: textRect.minX, y: textRect.minY + sizes.title.height, width: textRect.width, height: sizes.subtitle.height)
            ops += label(c, subtitle: true).drawingContent(in: CGRect(origin: .zero, size: subtitleRect.size)).map { $0.offset(by: subtitleRect.origin) }
        }
        return ops
    }
}
