/// The seed demos' shared values: the content and settings of the documents' own examples, used
/// for everything a user does not set. (Each layout's item counts are its definition's,
/// ``LayoutDefinition/seedItemCounts(for:)``.)
@usableFromInline package enum SeedDemo {
    /// The iPad portrait viewport every demo uses, in points.
    @usableFromInline package static let viewport = Size(width: 768, height: 1024)

    /// The tutorial's items are the device's font families; the demo shows 32 of them (a full
    /// first page of 20 and a partly filled second page).
    package static let tutorialItemCount = 32

    /// The grid demo's item sizes, repeated over the items: the recipe's sample code gives every
    /// item BASE_SIZE x BASE_SIZE, 200 x 200 points (its varying sizes are commented out).
    package static let gridItemSizes: [Size] = [Size(width: 200, height: 200)]

    /// Recipe 10-3's horizontal scroller's item size, 100 x 100 points (its spacing is 10).
    package static let horizontalScrollerItemSize = Size(width: 100, height: 100)
    /// Recipe 10-3's horizontal scroller's section insets, (40, 10, 40, 10) points.
    package static let horizontalScrollerInset = EdgeInsets(top: 40, left: 10, bottom: 40, right: 10)

    /// The flow demo's header and footer reference size (recipe 10-1).
    package static let flowSupplementarySize = Size(width: 60, height: 30)
}
