#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBDiff
import SBOutput
import SBPNG
import SBRender

/// A folder of generated documentation. sbrender writes only into a folder that is new, empty,
/// or holds nothing but what it wrote before (listed in `.sbrender-docs`); it never overwrites or
/// deletes anyone else's file.
package struct DocsFolder: Sendable {
    /// The folder's path, without a trailing slash.
    package let path: String

    /// The folder at `path` (a trailing slash is dropped).
    package init(path: String) {
        self.path = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    }

    var ledger: String { path + "/" + DocsGallery.ledgerName }

    /// Every file below the folder, relative, sorted.
    func existingFiles() -> [String] {
        var files: [String] = []
        for f in (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [] {
            var isDirectory = false
            if FileManager.default.fileExists(atPath: path + "/" + f, isDirectory: &isDirectory), !isDirectory { files.append(f) }
        }
        return files.sorted()
    }

    /// The files sbrender wrote here before.
    func recorded() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: ledger), let text = String(data: data, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }

    /// The gallery options the folder was last written with (its ledger's `# options:` line), so
    /// that `sbrender docs --check DIR` needs no flags; nil for a folder without a ledger.
    package func recordedOptions() throws -> DocsGallery.Options? {
        guard let data = FileManager.default.contents(atPath: ledger), let text = String(data: data, encoding: .utf8) else { return nil }
        let prefix = DocsGallery.Options.ledgerPrefix
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
        do {
            return try DocsGallery.Options(ledgerLine: String(line.dropFirst(prefix.count)))
        } catch {
            throw RenderError("\(ledger): \(error); regenerate the gallery with `sbrender docs`")
        }
    }

    /// Checks that writing here destroys nothing of the user's.
    package func checkWritable() throws {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory else {
            throw RenderError("\(path) is a file; give a folder for the gallery (it is created if missing)")
        }
        let known = recorded()
        let foreign = existingFiles().filter { $0 != DocsGallery.ledgerName && !known.contains($0) }
        guard foreign.isEmpty else {
            let list = foreign.prefix(5).joined(separator: ", ") + (foreign.count > 5 ? ", ..." : "")
            throw RenderError("\(path) holds files sbrender did not write (\(list)); give an empty or new folder so nothing of yours is overwritten")
        }
        guard FileManager.default.isWritableFile(atPath: path) else { throw RenderError("\(path) is not writable") }
    }

    /// Writes the gallery (each file atomically), removes files of an earlier gallery that are no
    /// longer part of it, and records the list.
    package func write(_ files: [String: [UInt8]], options: DocsGallery.Options? = nil) throws {
        try checkWritable()
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw RenderError("cannot create \(path) (is its parent writable?)")
        }
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let target = path + "/" + name
            let dir = URL(fileURLWithPath: target).deletingLastPathComponent().path
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            if FileManager.default.contents(atPath: target).map({ [UInt8]($0) == bytes }) == true { continue }
            try AtomicFile.write(bytes, to: target)
        }
        for old in recorded() where files[old] == nil {
            try? FileManager.default.removeItem(atPath: path + "/" + old)
        }
        let header = options.map { DocsGallery.Options.ledgerPrefix + $0.ledgerLine + "\n" } ?? ""
        try AtomicFile.write(Array((header + files.keys.sorted().joined(separator: "\n") + "\n").utf8), to: ledger)
    }

    /// The files of the folder that differ from `files`: missing, extra, changed text, or pictures
    /// that the image diff finds different.
    package func stale(comparedWith files: [String: [UInt8]]) -> [String] {
        var stale: [String] = []
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: path + "/" + name) else {
                stale.append("\(name) (missing)")
                continue
            }
            let existing = [UInt8](data)
            if existing == bytes { continue }
            if name.hasSuffix(".png"), let a = try? PNGDecoder.decode(existing), let b = try? PNGDecoder.decode(bytes),
               let result = try? ImageDiff().compare(a, b, drawingDiffImage: false) {
                if result.mismatchedPixels > 0 { stale.append("\(name) (\(result.summary))") } else if name.hasPrefix("animations/") {
                    stale.append("\(name) (frames changed)")
                }
                continue
            }
            stale.append("\(name) (changed)")
        }
        for extra in existingFiles() where extra != DocsGallery.ledgerName && files[extra] == nil {
            stale.append("\(extra) (no longer generated)")
        }
        return stale
    }
}
