import Foundation
import SBDiff
import SBPNG
import SBTestSupport
import Testing

/// `sbrender report DIR`: the page CI uploads, opened in a real headless Chromium.
@Suite struct ReportCommandTests {
    static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
    static let green: (UInt8, UInt8, UInt8, UInt8) = (0, 200, 0, 255)
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

    /// A 60 x 40 reference: blue on the left half, white on the right; the actual picture adds a
    /// green 12 x 12 square in the white half.
    static func pictures() -> (reference: RGBAImage, actual: RGBAImage) {
        var reference = RGBAImage(width: 60, height: 40, fill: white)
        for y in 0..<40 { for x in 0..<30 { set(&reference, x, y, blue) } }
        var actual = reference
        for y in 14..<26 { for x in 40..<52 { set(&actual, x, y, green) } }
        return (reference, actual)
    }

    static func set(_ image: inout RGBAImage, _ x: Int, _ y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * image.width + x) * 4
        image.pixels[i] = p.0; image.pixels[i + 1] = p.1; image.pixels[i + 2] = p.2; image.pixels[i + 3] = p.3
    }

    /// An artefacts folder with a picture that differs and one whose size changed.
    static func artefacts(in folder: String) throws {
        let (reference, actual) = pictures()
        let result = try ImageDiff().compare(reference, actual)
        #expect(result.mismatchedPixels == 144)
        let first = FailureArtefacts(folder: folder, name: "HomeTests/homeScreen.1")
        try first.write(reference: reference, actual: actual, result: result,
                        record: FailureRecord(name: "HomeTests/homeScreen.1", reference: "Tests/__Snapshots__/HomeTests/homeScreen.1.png",
                                              message: "the picture differs <b>", result: result, referenceImage: reference, actual: actual,
                                              test: "HomeTests/testHomeScreen()", file: "/src/Tests/HomeTests.swift", line: 42))
        let wide = RGBAImage(width: 70, height: 40, fill: green)
        let second = FailureArtefacts(folder: folder, name: "wider")
        try second.write(reference: reference, actual: wide, result: nil,
                         record: FailureRecord(name: "wider", reference: "Golden/wider.png", message: "image sizes do not match",
                                               result: nil, referenceImage: reference, actual: wide))
    }

    @Test func aPageWithEveryFailureItsNumbersAndPictures() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try Self.artefacts(in: folder + "/art")
        let sb = try Tools.sbrender()
        let run = try Tools.run(sb, ["report", "art"], in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "art/index.html: 2 failures\n")
        let page = try String(contentsOfFile: folder + "/art/index.html", encoding: .utf8)
        #expect(page.contains("<h1>Golden-image failures: 2</h1>"))
        #expect(page.contains("144 of 2400 pixels differ (6.0000%), max channel delta 255, in x 40...51, y 14...25, reference 60x40, actual 60x40"))
        #expect(page.contains("reference 60x40, actual 70x40"))
        #expect(page.contains("the picture differs &lt;b&gt;"))
        // Issue 23, item 5: the test, the assertion's place, one naming scheme and a summary.
        #expect(page.contains("<p class=\"summary\">2 failures in 2 tests: 1 differs in pixels, 1 changed size.</p>"))
        #expect(page.contains("<h2>1. HomeTests/testHomeScreen()</h2>"))
        #expect(page.contains("<dt>at</dt><dd>/src/Tests/HomeTests.swift:42</dd><dt>snapshot</dt><dd>HomeTests/homeScreen.1</dd>"))
        #expect(page.contains("<h2>2. wider</h2>"))
        // 3 panels (the wipe copies two of them in the browser); 2 panels.
        #expect(page.components(separatedBy: "data:image/png;base64,").count - 1 == 3 + 2)
        #expect(!page.contains("src=\"/") && !page.contains("src=\"file:"))

        // --output elsewhere; a folder that is not there is one line and no page.
        #expect(try Tools.run(sb, ["report", "--quiet", "--output", "r.html", "art"], in: folder).stdout == "")
        #expect(FileManager.default.fileExists(atPath: folder + "/r.html"))
        let missing = try Tools.run(sb, ["report", "nope"], in: folder)
        #expect(missing.status != 0)
        #expect(missing.stderr.hasPrefix("sbrender: nope is not a folder of failure artefacts") && missing.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/nope"))
    }

    /// Chromium draws the page: the screenshot is not blank and shows the pictures' colours (the
    /// reference's blue, the actual's green square, the diff's red).
    @Test func chromiumShowsThePictures() throws {
        guard let chromium = Tools.optional("chromium", candidates: ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) else { return }
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try Self.artefacts(in: folder + "/art")
        let sb = try Tools.sbrender()
        #expect(try Tools.run(sb, ["report", "--quiet", "art"], in: folder).status == 0)
        let shot = folder + "/shot.png"
        let run = try Tools.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(folder)/profile",
                                           "--screenshot=\(shot)", "--window-size=1200,1400", "file://\(folder)/art/index.html"],
                                in: folder, timeLimit: 300)
        #expect(run.status == 0, "\(run)")
        let image = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: shot), "no screenshot: \(run)")))
        #expect(image.width == 1200 && image.height == 1400)
        var counts = (blue: 0, green: 0, red: 0, other: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                func near(_ r: Int, _ g: Int, _ b: Int) -> Bool { abs(Int(p.r) - r) <= 12 && abs(Int(p.g) - g) <= 12 && abs(Int(p.b) - b) <= 12 }
                if near(0, 0, 255) { counts.blue += 1 } else if near(0, 200, 0) { counts.green += 1 } else if near(255, 0, 0) { counts.red += 1 } else if !near(255, 255, 255) { counts.other += 1 }
            }
        }
        // The pictures are drawn a panel wide (about 380 pixels for 60): thousands of pixels each.
        #expect(counts.blue > 20_000, "\(counts)")
        #expect(counts.green > 2_000, "\(counts)")
        #expect(counts.red > 2_000, "\(counts)")
        #expect(counts.other > 1_000, "text and borders: \(counts)")
    }
}
