/// A first argument that looks like a mistyped subcommand (`sbrender lyout x.png`): `render` is the
/// default command, so without this check the word would be taken as the picture to write.
///
/// A word counts as a mistyped subcommand when it is not an option, has no extension and no
/// slash (so it cannot name a picture: a picture's format comes from its extension), is not an
/// existing file, and is at most two edits (insert, delete, replace, swap two neighbours) from a
/// subcommand's name.
enum CommandSuggestion {
    /// The subcommand `word` was probably meant to be, or nil.
    static func suggestion(for word: String, commands: [String], exists: (String) -> Bool) -> String? {
        guard !word.isEmpty, !word.hasPrefix("-"), !word.contains("."), !word.contains("/"),
              !commands.contains(word), !exists(word) else { return nil }
        let lower = word.lowercased()
        let scored = commands.map { (name: $0, distance: distance(lower, $0)) }.filter { $0.distance <= 2 }
        return scored.min { $0.distance < $1.distance }?.name
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each count 1.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
