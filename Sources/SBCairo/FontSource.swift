/// Where a ``FontSetup`` gets its fonts.
package enum FontSource: Sendable, Hashable {
    /// Only the files ``PinnedFonts/files`` lists, relative to `directory` (Debian's
    /// /usr/share/fonts), with SBCairo's own aliases, fallback chain and rendering rules and
    /// nothing from the machine's fonts.conf. The same text renders to the same pixels on every
    /// machine with those packages (``PinnedFonts/packages``).
    case pinned(directory: String)
    /// The machine's own fontconfig configuration and every font installed on it.
    /// Machine-dependent: for listing the installed fonts, not for reproducible pictures.
    case system

    /// The pinned fonts from Debian's standard location.
    package static let pinned = FontSource.pinned(directory: PinnedFonts.defaultDirectory)
}
