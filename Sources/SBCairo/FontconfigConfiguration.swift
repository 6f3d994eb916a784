import CCairo

/// Owns one fontconfig configuration (`FcConfig`) and releases it.
final class FontconfigConfiguration {
    let pointer: OpaquePointer

    /// A new, empty configuration: no fonts, no rules, nothing read from the machine.
    init() throws {
        guard let config = FcConfigCreate() else {
            throw CairoError.fontConfiguration("FcConfigCreate returned nothing (out of memory?)")
        }
        pointer = config
    }

    deinit { FcConfigDestroy(pointer) }

    /// Loads fonts.conf rules from a string.
    func load(xml: String) throws {
        var bytes = Array(xml.utf8)
        bytes.append(0)
        let ok = bytes.withUnsafeBufferPointer { FcConfigParseAndLoadFromMemory(pointer, $0.baseAddress, 1) }
        guard ok != 0 else {
            throw CairoError.fontConfiguration("fontconfig rejected SBCairo's built-in fonts.conf rules")
        }
    }

    /// Adds one font file to the configuration's application fonts.
    func addFontFile(_ path: String) throws {
        guard FcConfigAppFontAddFile(pointer, path) != 0 else {
            throw CairoError.fontConfiguration(
                "fontconfig could not read the font file \(path); reinstall the Debian package that holds it (dpkg -S \(path))")
        }
    }
}
