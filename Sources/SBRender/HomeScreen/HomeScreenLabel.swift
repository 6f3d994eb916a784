/// How a home-screen label is shortened to its box.
package enum HomeScreenLabel {
    /// `text` when `fits` accepts it; else its longest start that `fits` accepts with "…" after
    /// it, the spaces before the ellipsis left out ("A Very Long…", as iOS truncates, not
    /// "A Very Long …"); "…" alone when no character fits. A longer start is taken never to be
    /// narrower, so the length is found by halving.
    package static func truncated(_ text: String, fits: (String) -> Bool) -> String {
        guard !fits(text) else { return text }
        let characters = Array(text)
        func candidate(_ n: Int) -> String {
            var head = String(characters[..<n])
            while head.last?.isWhitespace == true { head.removeLast() }
            return head + "\u{2026}"
        }
        var low = 0, high = characters.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(candidate(mid)) { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }
}
