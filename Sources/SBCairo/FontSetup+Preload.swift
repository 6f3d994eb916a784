import CCairo

extension FontSetup {
    /// Loads the faces nearly every picture's text is set in, the system family's regular and
    /// bold: their files, shaping tables and metrics. The first text drawn then does not wait
    /// for them. Meant for a set-up made ahead of time on a thread of its own (`sbrender` makes
    /// its fonts while it parses its command line); text drawn afterwards is the same, pixel for
    /// pixel, with or without it. Does nothing for ``FontSource/system``, whose system family is
    /// the machine's.
    package func preloadSystemFaces() {
        guard case .pinned = source else { return }
        for weight in [FontWeight.regular, .bold] {
            let font = FontDescriptor(family: PinnedFonts.systemFamily, size: 12, weight: weight)
            _ = try? TextLayout("Ag", font: font, fonts: self).logicalExtents
        }
    }
}
