public import Foundation

/// The content view of a ``UIListContentConfiguration`` (UIKit's `UIListContentView`): a
/// `UIImageView` and two `UILabel`s, laid out with Auto Layout in the configuration's margins and
/// paddings, and drawn as those views draw. Use it in a cell of your own as UIKit's is used.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageGuide = UILayoutGuide()
    private let textGuide = UILayoutGuide()
    private let secondaryTextGuide = UILayoutGuide()
    private let columnGuide = UILayoutGuide()
    private var applied: UIListContentConfiguration
    private var activeConstraints: [NSLayoutConstraint] = []
    /// What the active constraints were made for: rebuilt only when it changes.
    private var constraintKey: [CGFloat] = []

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        applied = configuration
        super.init(frame: .zero)
        setUp()
        apply(configuration)
    }

    /// Required by UIKit's archiving: a view showing `cell()`.
    public required init?(coder: NSCoder) {
        applied = .cell()
        super.init(coder: coder)
        setUp()
        apply(applied)
    }

    private func setUp() {
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        for g in [imageGuide, textGuide, secondaryTextGuide, columnGuide] { addLayoutGuide(g) }
        imageGuide.identifier = "UIListContentView-image"
        textGuide.identifier = "UIListContentView-text"
        secondaryTextGuide.identifier = "UIListContentView-secondaryText"
    }

    /// The configuration shown; a configuration that is not a ``UIListContentConfiguration`` is
    /// ignored.
    open var configuration: any UIContentConfiguration {
        get { applied }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            apply(list)
        }
    }

    /// Whether `configuration` is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Where the image is laid out, or nil without an image.
    public var imageLayoutGuide: UILayoutGuide? { hasImage ? imageGuide : nil }
    /// Where the text is laid out, or nil without a text.
    public var textLayoutGuide: UILayoutGuide? { hasText ? textGuide : nil }
    /// Where the secondary text is laid out, or nil without one.
    public var secondaryTextLayoutGuide: UILayoutGuide? { hasSecondaryText ? secondaryTextGuide : nil }

    private var hasImage: Bool { applied.image != nil }
    private var hasText: Bool { !(applied.attributedText?.string ?? applied.text ?? "").isEmpty }
    private var hasSecondaryText: Bool { !(applied.secondaryAttributedText?.string ?? applied.secondaryText ?? "").isEmpty }

    private func apply(_ c: UIListContentConfiguration) {
        applied = c
        imageView.isHidden = c.image == nil
        imageView.image = c.image
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = c.imageProperties.tintColor.map { c.imageProperties.tintColorTransformer?($0) ?? $0 }
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        Self.style(textLabel, text: c.text, attributed: c.attributedText, c.textProperties)
        Self.style(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, c.secondaryTextProperties)
        textLabel.isHidden = !hasText
        secondaryTextLabel.isHidden = !hasSecondaryText
        rebuildConstraintsIfNeeded()
        alignSideBySideTexts()
    }

    /// Side by side, the texts take their style's alignment over the configuration's natural
    /// one: a value cell's secondary text toward the trailing edge; a `.value2` table cell's
    /// text toward its column's trailing edge and its secondary text toward the leading edge.
    private func alignSideBySideTexts() {
        let c = applied
        guard c.prefersSideBySideTextAndSecondaryText, hasText, hasSecondaryText else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leading: NSTextAlignment = rtl ? .right : .left, trailing: NSTextAlignment = rtl ? .left : .right
        if c.style == .value2Cell {
            textLabel.textAlignment = trailing
            secondaryTextLabel.textAlignment = leading
        } else {
            secondaryTextLabel.textAlignment = trailing
        }
    }

    private static func style(_ label: UILabel, text: String?, attributed: NSAttributedString?, _ p: UIListContentConfiguration.TextProperties) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(p.transform.apply)
        }
        label.font = p.font
        label.textColor = p.resolvedColor()
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontForContentSizeCategory = p.adjustsFontForContentSizeCategory
        label.textAlignment = switch p.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        rebuildConstraintsIfNeeded()
    }

    /// The superview's side margin the content keeps (``UIListContentConfiguration/axesPreservingSuperviewLayoutMargins``):
    /// the list's layout margin when the view is in a list cell, else none.
    private var superviewSideMargin: CGFloat {
        var v = superview
        while let view = v {
            if let cell = view as? UICollectionViewCell { return cell.listContext?.margin ?? 0 }
            v = view.superview
        }
        return 0
    }

    /// The image's size: its own (the symbol configuration's for a symbol), within the
    /// maximum size, keeping its aspect ratio.
    private var imageSize: CGSize {
        guard let image = applied.image else { return .zero }
        var size = image.size
        if image.isSymbolImage, let symbol = applied.imageProperties.preferredSymbolConfiguration {
            size = image.withConfiguration(symbol).size
        }
        let maximum = applied.imageProperties.maximumSize
        var factor: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { factor = min(factor, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { factor = min(factor, maximum.height / size.height) }
        return CGSize(width: size.width * factor, height: size.height * factor)
    }

    /// The width of a `.value2` table cell's text column: 67 points (*assumption*: the column
    /// of UIKit's `.value2` cells on a 320-point-wide table, which UIKit does not document).
    static let value2ColumnWidth: CGFloat = 67

    private func rebuildConstraintsIfNeeded() {
        let c = applied
        var m = c.directionalLayoutMargins
        if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            let side = superviewSideMargin
            m.leading = max(m.leading, side)
            m.trailing = max(m.trailing, side)
        }
        let size = imageSize
        let reserved = c.imageProperties.reservedLayoutSize
        let reservedWidth = reserved.width == UIListContentConfiguration.ImageProperties.standardDimension ? c.standardImageWidth : reserved.width
        let reservedHeight = reserved.height == UIListContentConfiguration.ImageProperties.standardDimension ? c.standardImageWidth : reserved.height
        let sideBySide = c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondaryText
        let key: [CGFloat] = [m.top, m.leading, m.bottom, m.trailing, size.width, size.height, reservedWidth, reservedHeight,
                              c.imageToTextPadding, c.textToSecondaryTextHorizontalPadding, c.textToSecondaryTextVerticalPadding,
                              c.minimumHeight, hasImage ? 1 : 0, hasText ? 1 : 0, hasSecondaryText ? 1 : 0, sideBySide ? 1 : 0,
                              c.style == .value2Cell ? 1 : 0]
        guard key != constraintKey else { return }
        constraintKey = key
        NSLayoutConstraint.deactivate(activeConstraints)
        var cs: [NSLayoutConstraint] = [heightAnchor.constraint(greaterThanOrEqualToConstant: c.minimumHeight)]
        // The image: centred in its slot (at least the reserved size), the slot at the leading
        // margin and centred vertically.
        var textLeading = leadingAnchor, textInset = m.leading
        if hasImage {
            cs += [imageGuide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading),
                   imageGuide.widthAnchor.constraint(equalToConstant: max(reservedWidth, size.width)),
                   imageGuide.heightAnchor.constraint(equalToConstant: max(reservedHeight, size.height)),
                   imageGuide.centerYAnchor.constraint(equalTo: centerYAnchor),
                   imageGuide.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
                   imageGuide.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom),
                   imageView.widthAnchor.constraint(equalToConstant: size.width),
                   imageView.heightAnchor.constraint(equalToConstant: size.height),
                   imageView.centerXAnchor.constraint(equalTo: imageGuide.centerXAnchor),
                   imageView.centerYAnchor.constraint(equalTo: imageGuide.centerYAnchor)]
            textLeading = imageGuide.trailingAnchor
            textInset = c.imageToTextPadding
        }
        let shown = [(textLabel, textGuide, hasText), (secondaryTextLabel, secondaryTextGuide, hasSecondaryText)].filter(\.2)
        for (label, guide, _) in shown {
            cs += [guide.leadingAnchor.constraint(equalTo: label.leadingAnchor), guide.trailingAnchor.constraint(equalTo: label.trailingAnchor),
                   guide.topAnchor.constraint(equalTo: label.topAnchor), guide.bottomAnchor.constraint(equalTo: label.bottomAnchor)]
        }
        if sideBySide, c.style == .value2Cell {
            // UITableViewCell's `.value2`: the text right-aligned in a column of
            // `value2ColumnWidth` from the leading margin, the secondary text left-aligned from
            // the padding after it to the trailing margin, each centred vertically.
            textLabel.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
            cs += [textLabel.leadingAnchor.constraint(equalTo: textLeading, constant: textInset),
                   textLabel.widthAnchor.constraint(equalToConstant: Self.value2ColumnWidth),
                   secondaryTextLabel.leadingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: c.textToSecondaryTextHorizontalPadding),
                   secondaryTextLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing)]
            for label in [textLabel, secondaryTextLabel] {
                cs += [label.centerYAnchor.constraint(equalTo: centerYAnchor),
                       label.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
                       label.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom)]
            }
        } else if sideBySide {
            // The text at the leading side, the secondary text at the trailing margin, each
            // centred vertically; the secondary text keeps its width, the text gives way.
            secondaryTextLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            secondaryTextLabel.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
            textLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            textLabel.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
            cs += [textLabel.leadingAnchor.constraint(equalTo: textLeading, constant: textInset),
                   secondaryTextLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
                   secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor, constant: c.textToSecondaryTextHorizontalPadding)]
            for label in [textLabel, secondaryTextLabel] {
                cs += [label.centerYAnchor.constraint(equalTo: centerYAnchor),
                       label.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
                       label.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom)]
            }
        } else if let first = shown.first?.0, let last = shown.last?.0 {
            // The texts in a column from the image (or the leading margin) to the trailing
            // margin, the column centred vertically within the margins.
            for (label, _, _) in shown {
                label.setContentHuggingPriority(.defaultLow, for: .horizontal)
                cs += [label.leadingAnchor.constraint(equalTo: textLeading, constant: textInset),
                       label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing)]
            }
            if shown.count == 2 {
                cs.append(secondaryTextLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: c.textToSecondaryTextVerticalPadding))
            }
            cs += [columnGuide.topAnchor.constraint(equalTo: first.topAnchor), columnGuide.bottomAnchor.constraint(equalTo: last.bottomAnchor),
                   columnGuide.centerYAnchor.constraint(equalTo: centerYAnchor),
                   columnGuide.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
                   columnGuide.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom)]
        } else {
            // Only an image (or nothing): the margins hold the height.
            if hasImage {
                cs.append(heightAnchor.constraint(greaterThanOrEqualToConstant: m.top + max(reservedHeight, size.height) + m.bottom))
            }
        }
        // With no trailing content, the view is as wide as its leading content and margins.
        if hasImage, shown.isEmpty {
            cs.append(imageGuide.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -m.trailing))
        }
        activeConstraints = cs
        NSLayoutConstraint.activate(cs)
    }
}
