/// Each layout's seed demo: the content and settings of the document's own example, used for
/// everything a user does not set.
public enum SeedDemo {
    /// The iPad portrait viewport every demo uses, in points.
    public static let viewport = Size(width: 768, height: 1024)

    /// Items per section and sections of each demo.
    /// - Parameters:
    ///   - layout: the layout.
    ///   - homeScreen: true for the springboard's home-screen mode (SwiftSpringBoard's pages of 5,
    ///     4 and 6 items), false for the tutorial's 32 items.
    ///   - direction: the flow layout's scroll direction; horizontal gives recipe 10-3's scroller.
    /// - Returns: the number of items in each section.
    public static func itemCounts(for layout: LayoutName, homeScreen: Bool, direction: ScrollDirection? = nil) -> [Int] {
        switch layout {
        case .flow where direction == .horizontal:
            // Recipe 10-3, the horizontal scroller: 100 sections of one item.
            Array(repeating: 1, count: 100)
        case .springboard:
            // SwiftSpringBoard's example data: pages of 5, 4 and 6 items.
            homeScreen ? [5, 4, 6] : [tutorialItemCount]
        case .flow: Array(repeating: 12, count: 10)
        case .circle: [12]
        case .punched: Array(repeating: 1, count: 20)
        case .grid: Array(repeating: 7, count: 8)
        case .compositional: compositional(viewport: viewport).itemCounts
        case .homescreen: HomeScreenSpec.demo().itemCounts
        }
    }

    /// The tutorial's items are the device's font families; the demo shows 32 of them (a full
    /// first page of 20 and a partly filled second page).
    public static let tutorialItemCount = 32

    /// The grid demo's item sizes, repeated over the items: the recipe's sample code gives every
    /// item BASE_SIZE x BASE_SIZE, 200 x 200 points (its varying sizes are commented out).
    public static let gridItemSizes: [Size] = [Size(width: 200, height: 200)]

    /// Recipe 10-3's horizontal scroller's item size, 100 x 100 points (its spacing is 10).
    public static let horizontalScrollerItemSize = Size(width: 100, height: 100)
    /// Recipe 10-3's horizontal scroller's section insets, (40, 10, 40, 10) points.
    public static let horizontalScrollerInset = EdgeInsets(top: 40, left: 10, bottom: 40, right: 10)

    /// The flow demo's header and footer reference size (recipe 10-1).
    public static let flowSupplementarySize = Size(width: 60, height: 30)
}
