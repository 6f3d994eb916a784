/// Where a ``FontSetup`` gets its fonts.
public enum FontSource: Sendable, Hashable {
    /// Only the six DejaVu fonts of Debian's fonts-dejavu-core, from `directory`, with
    /// SBCairo's own aliases and rendering rules and nothing from the machine's fonts.conf.
    /// The same text renders to the same pixels on every machine with that package.
    case pinned(directory: String)
    /// The machine's own fontconfig configuration and every font installed on it.
    /// Machine-dependent: for listing the installed fonts, not for reproducible pictures.
    case system

    /// The pinned DejaVu fonts from Debian's standard location.
    public static let pinned = FontSource.pinned(directory: PinnedFonts.defaultDirectory)
}
