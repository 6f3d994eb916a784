import SBLayout

/// The navigation bar above the cookbook's collection views (the scene key `navigationBar`).
///
/// Every sample of the cookbook's chapter 10 puts its `UICollectionViewController` in a
/// `UINavigationController` with `edgesForExtendedLayout = UIRectEdgeNone`, so the collection
/// view lies below the bar. iOS 7's bar runs up behind the status bar: 20 points of status bar
/// and 44 of bar, 64 in all.
public enum NavigationBar: String, Hashable, Sendable, CaseIterable {
    /// iOS 7's navigation bar, as the cookbook's samples show it: the translucent light bar with
    /// a hairline at its foot, the status bar's black text in its top 20 points, the sample's
    /// title and bar buttons in the window's tint (`COOKBOOK_PURPLE_COLOR`).
    case cookbook
    /// No navigation bar (the default): the collection view below the status bar, if any.
    case none

    /// The status bar's part of the bar, in points (iOS 7's status bar height).
    package static let statusBarHeight = 20.0
    /// The bar itself, below the status bar, in points (UINavigationBar's height in portrait).
    package static let barHeight = 44.0

    /// The height the bar takes from the top of the canvas: 20 + 44 = 64 points, or 0.
    package var height: Double {
        switch self {
        case .cookbook: NavigationBar.statusBarHeight + NavigationBar.barHeight
        case .none: 0
        }
    }

    /// The bar's own colour when nothing tints it (*assumption*: iOS 7's default translucent
    /// bar over the white window reads as white 0.97, #f7f7f7).
    package static let background = Color(white: 247.0 / 255.0)
    /// The hairline at the bar's foot (the bar's shadow image): black at alpha 0.3, one pixel.
    package static let hairline = Color(white: 0, alpha: 0.3)
    /// The window's tint, the bar buttons' colour: the samples' `COOKBOOK_PURPLE_COLOR`
    /// (0.20392, 0.19607, 0.61176).
    package static let tint = Color(red: 0.20392, green: 0.19607, blue: 0.61176)
    /// A disabled bar button's colour (*assumption*: iOS 7 greys it out, black at alpha 0.25).
    package static let disabled = Color(white: 0, alpha: 0.25)

    /// The bar's colour: ``background``, or with the Colorize menu action of recipe 10-9 the
    /// cell's colour at alpha 0.2 (`barTintColor = [color colorWithAlphaComponent:0.2f]`) over
    /// it: 0.2 x cell + 0.8 x background, channel by channel.
    /// - Parameter tint: the colour the bar is tinted with, or nil.
    package static func barColor(tint: Color?) -> Color {
        guard let tint else { return background }
        let a = 0.2
        return Color(red: a * tint.red + (1 - a) * background.red,
                     green: a * tint.green + (1 - a) * background.green,
                     blue: a * tint.blue + (1 - a) * background.blue)
    }

    /// What the bar shows for a layout's sample: its title and its left and right bar buttons
    /// (a layout's registration gives them, ``LayoutRegistration/navigationBarItems``; the
    /// cookbook's flow, punched and grid samples set neither, an empty bar).
    public struct Items: Hashable, Sendable {
        /// The view controller's title, centred; nil when the sample sets none.
        public var title: String?
        /// The left bar button's title, or nil.
        public var left: String?
        /// The right bar button's title, or nil.
        public var right: String?

        /// A title and bar buttons; nil for none.
        public init(title: String? = nil, left: String? = nil, right: String? = nil) {
            self.title = title
            self.left = left
            self.right = right
        }
    }

    /// Whether the circle sample's Add button is enabled: while there are fewer items than
    /// its limit, 20 on an iPad (a canvas 768 points wide or more) and 8 on an iPhone
    /// (`count < (IS_IPAD ? 20 : 8)`).
    package static func addEnabled(itemCount: Int, canvasWidth: Double) -> Bool {
        itemCount < (canvasWidth >= 768 ? 20 : 8)
    }

    /// Whether the circle sample's Delete button is enabled: while there is an item
    /// (`count != 0`).
    package static func deleteEnabled(itemCount: Int) -> Bool {
        itemCount != 0
    }
}
