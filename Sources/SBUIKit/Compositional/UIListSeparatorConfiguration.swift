import Foundation

/// How a list row's separators look (UIKit's `UIListSeparatorConfiguration`, iOS 14.5): whether
/// the top and bottom separators show and where they start and end. Set it on a list
/// (``UICollectionLayoutListConfiguration/separatorConfiguration``) and change it for single rows
/// with ``UICollectionLayoutListConfiguration/itemSeparatorHandler``. `.automatic` and
/// ``automaticInsets`` leave the choice to the list, resolved as SBLayout's
/// `UIListSeparatorConfiguration` documents. The colour is UIKit's separator grey (SBUIKit has no
/// `UIColor`; scenes set the colour with `list.separatorConfiguration.color`).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides.
        case automatic = 0
        /// Shown.
        case visible = 1
        /// Not shown.
        case hidden = 2
    }

    /// The placeholder for "the list's own inset" on an edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .infinity, leading: .infinity, bottom: .infinity, trailing: .infinity)

    /// The top separator's visibility. `.automatic` by default (no top separator).
    public var topSeparatorVisibility = Visibility.automatic
    /// The bottom separator's visibility. `.automatic` by default.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's insets (leading and trailing are used). Automatic by default.
    public var topSeparatorInsets = automaticInsets
    /// The bottom separator's insets (leading and trailing are used). Automatic by default.
    public var bottomSeparatorInsets = automaticInsets

    /// The configuration a list of `listAppearance` starts with: every value automatic (the list
    /// resolves `.automatic` for its appearance when it lays out).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        self.init()
    }

    /// Every value automatic.
    init() {}
}
