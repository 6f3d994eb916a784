/// The springboard demo's labels: the font families of an iPad running iOS 6, which is what the
/// tutorial's data model (UIFont familyNames) lists. The first twenty are the benchmark scene's.
package enum DemoLabels {
    /// The labels, in order: item `i` of the demo is labelled `fontFamilies[i]`.
    package static let fontFamilies: [String] = [
        "Academy Engraved LET", "American Typewriter", "Arial Rounded MT Bold", "Avenir Next Condensed",
        "Baskerville", "Bodoni 72 Oldstyle", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Cochin",
        "Copperplate", "Courier New", "Didot", "Euphemia UCAS", "Futura", "Georgia", "Gill Sans",
        "Helvetica Neue", "Hoefler Text", "Marker Felt",
        "Menlo", "Noteworthy", "Optima", "Palatino", "Papyrus", "Party LET", "Snell Roundhand",
        "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana", "Zapfino", "Avenir", "Bodoni 72",
        "Damascus", "Devanagari Sangam MN", "Farah", "Gujarati Sangam MN", "Heiti SC", "Kailasa",
        "Mishafi", "Savoye LET", "Sinhala Sangam MN", "Symbol", "Zapf Dingbats", "Arial", "Helvetica",
        "Oriya Sangam MN", "Telugu Sangam MN", "Tamil Sangam MN", "Kannada Sangam MN", "Malayalam Sangam MN",
    ]

    /// The label of the item with this identity; past the end of the list the names repeat with
    /// a number ("Academy Engraved LET 2").
    package static func label(identity: Int) -> String {
        let n = fontFamilies.count
        if identity >= 0 && identity < n { return fontFamilies[identity] }
        return "\(fontFamilies[((identity % n) + n) % n]) \(identity / n + 1)"
    }
}
