#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBCairo

/// What a rendered picture depends on besides the scene: the drawing libraries' versions and the
/// pinned font files. Golden references record it, so that a test run on a machine with other
/// versions can say so instead of leaving people to guess.
package enum RenderEnvironment {
    /// Library versions and a fingerprint of each pinned font file, by name.
    package static func current() -> [String: String] {
        var v = LibraryVersions.current()
        for file in PinnedFonts.files {
            let path = PinnedFonts.defaultDirectory + "/" + file
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if let data = FileManager.default.contents(atPath: path) {
                v["font " + name] = "\(data.count) bytes, fnv1a64 " + fingerprint(data)
            } else {
                v["font " + name] = "missing"
            }
        }
        v["renderer"] = "sbrender pinned fonts (Nimbus Sans system font, fallback chain), hinting off, grey antialiasing"
        return v
    }

    /// FNV-1a 64-bit hash of the bytes, in hex.
    static func fingerprint(_ data: Data) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for b in bytes {
                h ^= UInt64(b)
                h = h &* 0x100_0000_01b3
            }
        }
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// The entries of `recorded` that differ from `current`, one line each.
    package static func differences(recorded: [String: String], current: [String: String]) -> [String] {
        Set(recorded.keys).union(current.keys).sorted().compactMap { key in
            let a = recorded[key] ?? "absent", b = current[key] ?? "absent"
            return a == b ? nil : "\(key): references made with \(a), this machine has \(b)"
        }
    }
}
