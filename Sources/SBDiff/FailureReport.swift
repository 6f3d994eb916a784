#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBPNG

/// One self-contained HTML page showing every failure in an artefacts folder (the files
/// ``FailureArtefacts`` writes): a summary, then per failure the test's name and the assertion's
/// file and line, the numbers, the reference, the actual picture and the diff picture side by
/// side, and a slider that wipes between reference and actual. The pictures are inline `data:`
/// URIs, so the page can be uploaded alone as a CI artefact.
///
/// The folder is untrusted: records and pictures are read only when they are regular files
/// inside it (a symbolic link out of it is refused), within ``ReportLimits``; a picture is
/// embedded only when its PNG signature and header are valid; a record that cannot be read is
/// left out with one line in ``problems``; numbers out of range are shown as they are, never
/// computed with.
package struct FailureReport: Sendable {
    /// One failure found in the folder.
    package struct Entry: Sendable {
        /// The record's path relative to the folder, without `.failure.json`.
        package var stem: String
        /// The numbers.
        package var record: FailureRecord
    }

    /// The page and what was left out of it.
    package struct Page: Sendable {
        /// The HTML.
        package let html: String
        /// The pictures not embedded, one line each (`PATH: why`).
        package let skipped: [String]
    }

    /// The artefacts folder.
    package let folder: String
    /// The failures found, sorted by their path (byte order: the same on every machine).
    package let entries: [Entry]
    /// The records left out, one line each (`PATH: why`).
    package let problems: [String]
    /// What is read at most.
    package let limits: ReportLimits
    private let storage: ReportFolder

    /// Reads every `*.failure.json` below `folder`.
    /// - Parameters:
    ///   - folder: the artefacts folder.
    ///   - limits: what is read at most.
    /// - Throws: ``FailureArtefactsError`` when the folder does not exist.
    package init(folder: String, limits: ReportLimits = ReportLimits()) throws(FailureArtefactsError) {
        storage = try ReportFolder(path: folder)
        self.folder = storage.path
        self.limits = limits
        let suffix = "." + FailureRecord.fileSuffix
        let found = storage.files(endingIn: suffix, depth: limits.depth)
        let root = storage.path
        var paths = found.within
        var problems: [String] = found.tooDeep.map {
            "\(root)/\($0): skipped: more than \(limits.depth) folders deep (the report looks \(limits.depth) deep)"
        }
        if paths.count > limits.records {
            problems += paths[limits.records...].map {
                "\(root)/\($0): skipped: the page shows at most \(limits.records) records, and \(paths.count) were found"
            }
            paths.removeSubrange(limits.records...)
        }
        var entries: [Entry] = []
        for path in paths {
            let full = storage.path + "/" + path
            switch storage.contents(path, limit: limits.recordBytes) {
            case .failure(.missing):
                continue
            case .failure(.skipped(let why)):
                problems.append("\(full): skipped: \(why)")
            case .success(let bytes):
                do {
                    let record = try FailureRecord.read(bytes)
                    entries.append(Entry(stem: String(path.dropLast(suffix.count)), record: record))
                } catch {
                    problems.append("\(full): not a failure record: \(error.description)")
                }
            }
        }
        self.entries = entries
        self.problems = problems
    }

    /// The page.
    package func html() -> String { page().html }

    /// The page, with the pictures it left out.
    package func page() -> Page {
        var pictures = PictureBudget(folder: storage, limits: limits)
        var s = FailureReport.head
        s += "<h1>Golden-image failures: \(entries.count)</h1>\n"
        s += "<p class=\"summary\">\(HTMLText.escape(summary()))</p>\n"
        if !problems.isEmpty {
            s += "<div class=\"problems\"><p>Records not shown: \(problems.count) (each named on standard error too):</p><ul>\n"
            for p in problems { s += "<li>\(HTMLText.escape(p))</li>\n" }
            s += "</ul></div>\n"
        }
        if entries.isEmpty {
            s += "<p>No failure artefacts in \(HTMLText.escape(folder)).</p>\n"
        } else {
            s += "<table class=\"index\"><thead><tr><th>#</th><th>test</th><th>where</th><th>what</th></tr></thead><tbody>\n"
            for (i, e) in entries.enumerated() {
                s += "<tr><td>\(i + 1)</td><td><a href=\"#f\(i)\">\(HTMLText.escape(Self.title(e.record)))</a></td>"
                s += "<td class=\"path\">\(HTMLText.escape(Self.location(e.record) ?? ""))</td><td>\(Self.kind(e.record))</td></tr>\n"
            }
            s += "</tbody></table>\n"
        }
        for (i, e) in entries.enumerated() { s += section(e, index: i, pictures: &pictures) }
        s += FailureReport.tail
        return Page(html: s, skipped: pictures.skipped)
    }

    /// `3 failures in 2 tests: 1 differs in pixels, 1 changed size, 1 has no reference.`
    func summary() -> String {
        guard !entries.isEmpty else { return "Nothing failed." }
        let tests = Set(entries.map { $0.record.test ?? $0.record.name }).count
        var kinds: [String: Int] = [:]
        for e in entries { kinds[Self.kind(e.record), default: 0] += 1 }
        let phrases = [("pixels differ", "differs in pixels", "differ in pixels"), ("size changed", "changed size", "changed size"),
                       ("no reference", "has no reference", "have no reference"), ("text differs", "differs in text", "differ in text")]
        let parts = phrases.compactMap { kind, one, many in kinds[kind].map { "\($0) \($0 == 1 ? one : many)" } }
        let failures = entries.count == 1 ? "1 failure" : "\(entries.count) failures"
        return "\(failures) in \(tests == 1 ? "1 test" : "\(tests) tests"): \(parts.joined(separator: ", "))."
    }

    /// What kind of failure a record is.
    static func kind(_ r: FailureRecord) -> String {
        if r.textDiff != nil { return "text differs" }
        guard let referenceSize = r.referenceSize else { return "no reference" }
        return referenceSize == r.actualSize ? "pixels differ" : "size changed"
    }

    /// The heading of a failure: the test's name when the record has it, else the check's name.
    static func title(_ r: FailureRecord) -> String { r.test ?? r.name }

    /// `FILE:LINE`, `FILE`, or nil.
    static func location(_ r: FailureRecord) -> String? {
        guard let file = r.file else { return nil }
        return r.line.map { "\(file):\($0)" } ?? file
    }

    func section(_ e: Entry, index: Int, pictures: inout PictureBudget) -> String {
        let r = e.record
        var s = "<section id=\"f\(index)\"><h2>\(index + 1). \(HTMLText.escape(Self.title(r)))</h2>\n<dl class=\"path\">"
        if let location = Self.location(r) { s += "<dt>at</dt><dd>\(HTMLText.escape(location))</dd>" }
        s += "<dt>snapshot</dt><dd>\(HTMLText.escape(r.name))</dd>"
        s += "<dt>reference</dt><dd>\(HTMLText.escape(r.reference))</dd>"
        s += "<dt>artefacts</dt><dd>\(HTMLText.escape(e.stem)).*</dd></dl>\n"
        if let diff = r.textDiff {
            s += "<p class=\"numbers\">the text differs from its reference (- reference, + actual)</p>\n"
            s += "<pre class=\"text-diff\">\(Self.textDiffHTML(diff))</pre>\n"
            s += "<pre>\(HTMLText.escape(r.message))</pre></section>\n"
            return s
        }
        s += "<p class=\"numbers\">\(HTMLText.escape(Self.numbers(r)))</p>\n"
        var uris: [String: String] = [:]
        s += "<div class=\"panels\">\n"
        for kind in ["reference", "actual", "diff"] {
            s += "<figure><figcaption>\(kind)</figcaption>"
            switch pictures.dataURI(e.stem + "." + kind + ".png") {
            case .success(let uri):
                uris[kind] = uri
                s += "<img id=\"\(kind)\(index)\" src=\"\(uri)\" alt=\"\(kind) of \(HTMLText.escape(r.name))\">"
            case .failure(.missing):
                s += "<p class=\"missing\">none</p>"
            case .failure(.skipped(let why)):
                s += "<p class=\"missing\">not shown: \(HTMLText.escape(why))</p>"
            }
            s += "</figure>\n"
        }
        s += "</div>\n"
        if uris["reference"] != nil, uris["actual"] != nil, r.referenceSize == r.actualSize {
            // The wipe's pictures are the panels' (copied by the script), so each is in the page once.
            s += "<p>Wipe: reference on the left of the line, actual on the right. "
            s += "<input type=\"range\" class=\"wipe-range\" min=\"0\" max=\"100\" value=\"50\" data-target=\"top\(index)\" aria-label=\"wipe position\"></p>\n"
            s += "<div class=\"wipe\"><img data-from=\"reference\(index)\" alt=\"reference\"><img class=\"top\" id=\"top\(index)\" data-from=\"actual\(index)\" alt=\"actual\"></div>\n"
        }
        s += "<pre>\(HTMLText.escape(r.message))</pre></section>\n"
        return s
    }

    /// The numbers line: mismatch count, share, largest sample difference, bounds and sizes. A
    /// record's numbers are untrusted: a share is computed only from counts that make sense
    /// (0 ≤ mismatched ≤ total, total > 0), bounds only when their last pixel is representable.
    static func numbers(_ r: FailureRecord) -> String {
        var parts: [String] = []
        if let m = r.mismatchedPixels, let t = r.totalPixels {
            if m >= 0, t > 0, m <= t {
                let percent = ImageDiffResult.percentText(mismatched: m, ratio: Double(m) / Double(t))
                parts.append("\(m) of \(t) pixels \(m == 1 ? "differs" : "differ") (\(percent))")
            } else {
                parts.append("\(m) of \(t) pixels differ (counts out of range)")
            }
        }
        if let d = r.maxChannelDelta { parts.append("max channel delta \(d)") }
        if let b = r.bounds {
            if b.count == 4, b[0] >= 0, b[1] >= 0, b[2] > 0, b[3] > 0,
               case let (maxX, xOverflow) = b[0].addingReportingOverflow(b[2] - 1), !xOverflow,
               case let (maxY, yOverflow) = b[1].addingReportingOverflow(b[3] - 1), !yOverflow {
                parts.append("in x \(b[0])...\(maxX), y \(b[1])...\(maxY)")
            } else {
                parts.append("bounds \(b.map(String.init).joined(separator: ",")) out of range")
            }
        }
        let size = { (s: [Int]?) in s.map { $0.map(String.init).joined(separator: "x") } ?? "none" }
        parts.append("reference \(size(r.referenceSize)), actual \(size(r.actualSize))")
        return parts.joined(separator: ", ")
    }

    static func escape(_ s: String) -> String { HTMLText.escape(s) }

    /// A line diff as HTML: lines that start with `-` or `−` (the reference's) red, with `+` (the
    /// actual's) green, `@@` hunk headers grey, each escaped.
    static func textDiffHTML(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = HTMLText.escape(String(line))
            if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
            if line.hasPrefix("-") || line.hasPrefix("\u{2212}") { return "<span class=\"del\">\(text)</span>" }
            if line.hasPrefix("+") { return "<span class=\"ins\">\(text)</span>" }
            return text
        }.joined(separator: "\n")
    }

    static let head = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>Golden-image failures</title>
    <style>
    body{font-family:sans-serif;margin:1.5em;color:#222;background:#fff}
    h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-top:1px solid #ccc;padding-top:1em}
    .summary{font-size:1.1em}.problems{color:#a00}
    table.index{border-collapse:collapse}table.index td,table.index th{border:1px solid #ccc;padding:.2em .5em;text-align:left}
    .numbers{font-weight:bold}.path{font-family:monospace;font-size:.9em;color:#555}
    dl.path{display:grid;grid-template-columns:max-content auto;gap:.1em .8em}dl.path dt{color:#888}dl.path dd{margin:0}
    pre{background:#f4f4f4;padding:.6em;white-space:pre-wrap}
    .panels{display:flex;gap:12px;align-items:flex-start}
    figure{margin:0;flex:1 1 0;min-width:0;padding:6px;border:2px solid #555;background:#fff}figcaption{font-size:.9em;margin-bottom:.3em;font-weight:bold}
    figure img{width:100%;image-rendering:pixelated;outline:1px dashed #999;background:#fff}
    .wipe{position:relative;width:min(100%,40em);border:2px solid #555}
    .wipe img{display:block;width:100%;image-rendering:pixelated}
    .wipe img.top{position:absolute;left:0;top:0;width:100%;height:100%}
    .missing{color:#a00}
    .text-diff .del{background:#fdd;color:#900}.text-diff .ins{background:#dfd;color:#060}.text-diff .hunk{color:#888}
    </style></head>
    <body>

    """

    static let tail = """
    <script>
    for (const img of document.querySelectorAll('img[data-from]')) {
      img.src = document.getElementById(img.dataset.from).src;
    }
    for (const r of document.querySelectorAll('input.wipe-range')) {
      const top = document.getElementById(r.dataset.target);
      const set = () => { top.style.clipPath = 'inset(0 0 0 ' + r.value + '%)'; };
      r.addEventListener('input', set); set();
    }
    </script>
    </body></html>

    """
}

/// The report's pictures as `data:` URIs, within the limits per picture and per page, each
/// checked to be a PNG (signature and header) before it is embedded.
struct PictureBudget {
    let folder: ReportFolder
    let limits: ReportLimits
    private(set) var used = 0
    private(set) var skipped: [String] = []

    init(folder: ReportFolder, limits: ReportLimits) {
        self.folder = folder
        self.limits = limits
    }

    mutating func dataURI(_ relative: String) -> Result<String, ReportFolder.Refusal> {
        let left = max(0, limits.pageBytes - used)
        let result = folder.contents(relative, limit: min(limits.pictureBytes, left)).flatMap { bytes -> Result<String, ReportFolder.Refusal> in
            do {
                _ = try PNGDecoder.header(of: Array(bytes.prefix(33)))
            } catch {
                return .failure(.skipped("not a PNG (\(error))"))
            }
            used += bytes.count
            return .success("data:image/png;base64," + Data(bytes).base64EncodedString())
        }
        if case .failure(.skipped(var why)) = result {
            if left < limits.pictureBytes, why.contains("above the limit") {
                why = "the page's pictures would pass their limit of \(ReportLimits.size(limits.pageBytes))"
            }
            skipped.append("\(folder.path)/\(relative): skipped: \(why)")
            return .failure(.skipped(why))
        }
        return result
    }
}
