/// UIScrollView paging: a swipe ends on a whole multiple of the page width, the nearest page in
/// the swipe's direction, at most one page away from where it started.
package enum Paging {
    /// The page a swipe that started on `currentPage` comes to rest on.
    /// - Parameters:
    ///   - currentPage: the page the swipe started on.
    ///   - proposed: where the scroll would stop without paging (x offset).
    ///   - velocity: points per second at release (x).
    ///   - pageWidth: the viewport width.
    ///   - pageCount: how many pages the content has (at least 1).
    /// - Returns: the page index, from 0 to `pageCount - 1`.
    package static func targetPage(currentPage: Int, proposed: Double, velocity: Double, pageWidth: Double, pageCount: Int) -> Int {
        guard pageWidth > 0 else { return 0 }
        let position = proposed / pageWidth
        var page: Int
        if velocity > 0 {
            page = Int(position.rounded(.up))
        } else if velocity < 0 {
            page = Int(position.rounded(.down))
        } else {
            page = Int(position.rounded(.toNearestOrAwayFromZero))
        }
        page = min(max(page, currentPage - 1), currentPage + 1)
        return min(max(page, 0), max(0, pageCount - 1))
    }

    /// How many pages of `pageWidth` a content width needs: at least one, and a content that
    /// overruns a page boundary by less than a billionth of a page (rounding) adds none.
    package static func pageCount(contentWidth: Double, pageWidth: Double) -> Int {
        guard pageWidth > 0, contentWidth > 0 else { return 1 }
        return max(1, Int((contentWidth / pageWidth - 1e-9).rounded(.up)))
    }
}
