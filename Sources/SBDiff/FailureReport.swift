#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One self-contained HTML page showing every failure in an artefacts folder (the files
/// ``FailureArtefacts`` writes): per failure the reference, the actual picture and the diff
/// picture side by side, the numbers, and a slider that wipes between reference and actual. The
/// pictures are inline `data:` URIs, so the page can be uploaded alone as a CI artefact.
public struct FailureReport: Sendable {
    /// One failure found in the folder.
    public struct Entry: Sendable {
        /// The record's path relative to the folder, without `.failure.json`.
        public var stem: String
        /// The numbers.
        public var record: FailureRecord
    }

    /// The artefacts folder.
    public let folder: String
    /// The failures found, sorted by their path.
    public let entries: [Entry]

    /// Reads every `*.failure.json` below `folder`.
    /// - Throws: ``FailureArtefactsError`` when the folder does not exist or a record cannot be read.
    public init(folder: String) throws(FailureArtefactsError) {
        self.folder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: self.folder, isDirectory: &isDirectory), isDirectory else {
            throw FailureArtefactsError("\(folder) is not a folder of failure artefacts; give the folder your tests wrote them to")
        }
        let suffix = "." + FailureRecord.fileSuffix
        let paths = ((try? FileManager.default.subpathsOfDirectory(atPath: self.folder)) ?? [])
            .filter { $0.hasSuffix(suffix) }.sorted()
        var entries: [Entry] = []
        for path in paths {
            let full = self.folder + "/" + path
            guard let data = FileManager.default.contents(atPath: full) else {
                throw FailureArtefactsError("cannot read \(full)")
            }
            do {
                let record = try JSONDecoder().decode(FailureRecord.self, from: data)
                entries.append(Entry(stem: String(path.dropLast(suffix.count)), record: record))
            } catch {
                throw FailureArtefactsError("\(full) is not a failure record: \(error)")
            }
        }
        self.entries = entries
    }

    /// The page.
    public func html() -> String {
        var s = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Golden-image failures</title>
        <style>
        body{font-family:sans-serif;margin:1.5em;color:#222;background:#fff}
        h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-top:1px solid #ccc;padding-top:1em}
        .numbers{font-weight:bold}.path{font-family:monospace;font-size:.9em;color:#555}
        pre{background:#f4f4f4;padding:.6em;white-space:pre-wrap}
        .panels{display:flex;gap:12px;align-items:flex-start}
        figure{margin:0;flex:1 1 0;min-width:0}figcaption{font-size:.9em;margin-bottom:.3em}
        figure img{width:100%;image-rendering:pixelated;border:1px solid #888;background:#fff}
        .wipe{position:relative;width:min(100%,40em);border:1px solid #888}
        .wipe img{display:block;width:100%;image-rendering:pixelated}
        .wipe img.top{position:absolute;left:0;top:0;width:100%;height:100%}
        .missing{color:#a00}
        </style></head>
        <body>

        """
        s += "<h1>Golden-image failures: \(entries.count)</h1>\n"
        if entries.isEmpty {
            s += "<p>No failure artefacts in \(Self.escape(folder)).</p>\n"
        } else {
            s += "<ul>\n"
            for (i, e) in entries.enumerated() { s += "<li><a href=\"#f\(i)\">\(Self.escape(e.record.name))</a></li>\n" }
            s += "</ul>\n"
        }
        for (i, e) in entries.enumerated() { s += section(e, index: i) }
        s += """
        <script>
        for (const r of document.querySelectorAll('input.wipe-range')) {
          const top = document.getElementById(r.dataset.target);
          const set = () => { top.style.clipPath = 'inset(0 0 0 ' + r.value + '%)'; };
          r.addEventListener('input', set); set();
        }
        </script>
        </body></html>

        """
        return s
    }

    func section(_ e: Entry, index: Int) -> String {
        let r = e.record
        var s = "<section id=\"f\(index)\"><h2>\(Self.escape(r.name))</h2>\n"
        s += "<p class=\"path\">reference: \(Self.escape(r.reference))</p>\n"
        s += "<p class=\"numbers\">\(Self.escape(Self.numbers(r)))</p>\n"
        let reference = dataURI(e.stem + ".reference.png"), actual = dataURI(e.stem + ".actual.png"), diff = dataURI(e.stem + ".diff.png")
        s += "<div class=\"panels\">\n"
        for (title, uri) in [("reference", reference), ("actual", actual), ("diff", diff)] {
            s += "<figure><figcaption>\(title)</figcaption>"
            if let uri {
                s += "<img src=\"\(uri)\" alt=\"\(title) of \(Self.escape(r.name))\">"
            } else {
                s += "<p class=\"missing\">none</p>"
            }
            s += "</figure>\n"
        }
        s += "</div>\n"
        if let reference, let actual, r.referenceSize == r.actualSize {
            s += "<p>Wipe: reference on the left of the line, actual on the right. "
            s += "<input type=\"range\" class=\"wipe-range\" min=\"0\" max=\"100\" value=\"50\" data-target=\"top\(index)\" aria-label=\"wipe position\"></p>\n"
            s += "<div class=\"wipe\"><img src=\"\(reference)\" alt=\"reference\"><img class=\"top\" id=\"top\(index)\" src=\"\(actual)\" alt=\"actual\"></div>\n"
        }
        s += "<pre>\(Self.escape(r.message))</pre></section>\n"
        return s
    }

    /// The numbers line: mismatch count, ratio, largest sample difference, bounds and sizes.
    static func numbers(_ r: FailureRecord) -> String {
        var parts: [String] = []
        if let m = r.mismatchedPixels, let t = r.totalPixels, let ratio = r.ratio {
            let percent = ImageDiffResult.percentText(mismatched: m, ratio: ratio)
            parts.append("\(m) of \(t) pixels differ (\(percent))")
        }
        if let d = r.maxChannelDelta { parts.append("max channel delta \(d)") }
        if let b = r.bounds, b.count == 4 { parts.append("in x \(b[0])...\(b[0] + b[2] - 1), y \(b[1])...\(b[1] + b[3] - 1)") }
        let size = { (s: [Int]?) in s.map { $0.map(String.init).joined(separator: "x") } ?? "none" }
        parts.append("reference \(size(r.referenceSize)), actual \(size(r.actualSize))")
        return parts.joined(separator: ", ")
    }

    func dataURI(_ relative: String) -> String? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + relative), !data.isEmpty else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    static func escape(_ s: String) -> String { HTMLText.escape(s) }
}
