public import Foundation

/// A size class: how much room a dimension of the interface has (UIKit's
/// `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Little room (an iPhone's width in portrait).
    case compact = 1
    /// Plenty of room (an iPad's width).
    case regular = 2
}

/// Which way text and leading-to-trailing layouts run (UIKit's
/// `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft = 1
}

/// The layout direction a trait collection records (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Apple Vision Pro.
    case vision = 6
    /// A Mac running Catalyst apps in the Mac idiom.
    case mac = 5
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Light mode.
    case light = 1
    /// Dark mode.
    case dark = 2
}

/// The environment's traits a layout reads: size classes, scale, layout direction, idiom
/// (UIKit's `UITraitCollection`). Immutable, as UIKit's is; combine with ``init(traitsFrom:)``.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The reader's text size (Dynamic Type).
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         scale: CGFloat = 0, direction: UITraitEnvironmentLayoutDirection = .unspecified,
         idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified,
         category: UIContentSizeCategory = .unspecified) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        layoutDirection = direction
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        super.init()
    }

    /// A collection that specifies only light or dark.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// A collection that specifies only the content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(horizontal: .unspecified)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(idiom: idiom)
    }

    /// The traits of all the collections: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var style = UIUserInterfaceStyle.unspecified
        var category = UIContentSizeCategory.unspecified
        for t in traitCollections {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.preferredContentSizeCategory != .unspecified { category = t.preferredContentSizeCategory }
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.layoutDirection != .unspecified { direction = t.layoutDirection }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
        }
        self.init(horizontal: h, vertical: v, scale: scale, direction: direction, idiom: idiom, style: style, category: category)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.preferredContentSizeCategory == .unspecified || t.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Equal traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.horizontalSizeClass == horizontalSizeClass && o.verticalSizeClass == verticalSizeClass
            && o.displayScale == displayScale && o.layoutDirection == layoutDirection
            && o.userInterfaceIdiom == userInterfaceIdiom && o.userInterfaceStyle == userInterfaceStyle
            && o.preferredContentSizeCategory == preferredContentSizeCategory
    }

    /// A hash of the traits.
    open override var hash: Int {
        var h = Hasher()
        h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass)
        h.combine(displayScale)
        h.combine(layoutDirection)
        h.combine(userInterfaceIdiom)
        h.combine(userInterfaceStyle)
        h.combine(preferredContentSizeCategory)
        return h.finalize()
    }
}
