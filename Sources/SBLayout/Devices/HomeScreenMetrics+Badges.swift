/// Where the badges of a home-screen icon go, so that the look draws them and tests check them
/// against their neighbours with the same numbers.
extension HomeScreenMetrics {
    /// The red badge on an icon `icon`: 24 points tall at a 60-point icon (scaled with the icon),
    /// `contentWidth` plus 7 points each side wide and at least round, its centre 5 points inside
    /// the icon's top-right corner (measured on public screenshots). So it reaches 7 points above
    /// the icon and 7 right of it (12 - 5) when round.
    /// - Parameters:
    ///   - icon: the icon's rectangle.
    ///   - contentWidth: the width of the count's text at 16/60 of the icon's side.
    package static func badgeRect(onIcon icon: Rect, contentWidth: Double) -> Rect {
        let k = icon.width / 60
        let height = 24 * k
        let width = max(height, contentWidth + 14 * k)
        return Rect(x: icon.maxX - 5 * k - width / 2, y: icon.minY + 5 * k - height / 2, width: width, height: height)
    }

    /// Jiggle mode's minus badge on an icon: a disc 22 points across at a 60-point icon, centred
    /// 4 points inside the icon's top-left corner (iOS 14 to 18, public screenshots): it reaches
    /// 7 points above and left of the icon.
    package static func minusBadgeRect(onIcon icon: Rect) -> Rect {
        let k = icon.width / 60
        let d = 22 * k
        return Rect(x: icon.minX + 4 * k - d / 2, y: icon.minY + 4 * k - d / 2, width: d, height: d)
    }
}
