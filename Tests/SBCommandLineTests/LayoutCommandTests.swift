import Foundation
import SBTestSupport
import Testing

/// `sbrender layout`, run as a subprocess. Expected numbers are the seed documents' (see the
/// core tests for how they are worked out).
@Suite struct LayoutCommandTests {
    static let topKeys: Set<String> = ["layout", "viewport", "contentOffset", "contentSize", "time", "elements"]
    static let elementKeys: Set<String> = [
        "category", "kind", "section", "item", "frame", "center", "transform", "alpha", "zIndex", "hidden",
        "deleteButtonHidden", "quiverOffset", "quiverAngle",
    ]

    func run(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let r = try CLI.layout(arguments, sourceLocation: sourceLocation)
        #expect(r.status == 0, "exit status \(r.status), stderr: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.isEmpty, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        return try r.json(sourceLocation: sourceLocation)
    }

    func cells(_ report: [String: Any]) -> [[String: Any]] {
        (report.array("elements") ?? []).filter { $0["category"] as? String == "cell" }
    }

    @Test func defaultIsTheTutorialSpringboard() throws {
        let report = try run()
        #expect(Set(report.keys) == Self.topKeys)
        #expect(report["layout"] as? String == "springboard")
        #expect(report.object("viewport")?.number("width") == 768 && report.object("viewport")?.number("height") == 1024)
        #expect(report.object("contentOffset")?.number("x") == 0 && report.object("contentOffset")?.number("y") == 0)
        #expect(report.object("contentSize")?.number("width") == 1360 && report.object("contentSize")?.number("height") == 1024)
        #expect(report.number("time") == 0)
        let elements = try #require(report.array("elements"))
        #expect(elements.count == 20)   // page 0 of 32 icons
        let columns: [Double] = [32, 224, 416, 608], rows: [Double] = [32, 236, 440, 644, 848]
        for (n, e) in elements.enumerated() {
            #expect(Set(e.keys) == Self.elementKeys)
            #expect(e["category"] as? String == "cell")
            #expect(e["kind"] is NSNull)
            #expect(e.cellIndex?.section == 0 && e.cellIndex?.item == n)
            #expect(e.frame == [columns[n / 5], rows[n % 5], 144, 144], "item \(n)")
            #expect(e.object("center")?.number("x") == columns[n / 5] + 72)
            #expect((e["transform"] as? [NSNumber])?.map(\.doubleValue) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
            #expect(e.number("alpha") == 1)
            #expect(e["deleteButtonHidden"] as? Bool == true)
            #expect(e["hidden"] as? Bool == false)
            #expect(e.number("quiverAngle") == 0)
        }
    }

    @Test func allListsEveryElementVisibleOnlyThoseInView() throws {
        let all = cells(try run("--all"))
        #expect(all.count == 32)
        #expect(all.last?.frame == [1184, 236, 144, 144])   // item 31: seventh column, second slot
        let page1 = cells(try run("--page", "1"))
        // Page 1 rests at 1360 - 768 = 592: page 0's last column (x = 608) shows too.
        #expect(page1.compactMap(\.cellIndex?.item) == Array(15..<32))
        #expect(page1.first?.frame == [608, 32, 144, 144])
        let offset = try run("--offset", "768,0")
        #expect(cells(offset).compactMap(\.cellIndex?.item) == Array(20..<32))
        #expect(offset.object("contentOffset")?.number("x") == 768)
    }

    @Test func elementsAreSortedCellsFirstThenBySectionItemAndKind() throws {
        let elements = try #require(try run("--layout", "flow", "--all").array("elements"))
        #expect(elements.count == 120 + 20)   // 10 sections x 12 items, a header and a footer each
        func key(_ e: [String: Any]) -> (Int, Int, Int, String) {
            ((e["category"] as? String) == "cell" ? 0 : 1, e["section"] as? Int ?? -1, e["item"] as? Int ?? -1, e["kind"] as? String ?? "")
        }
        for (a, b) in zip(elements, elements.dropFirst()) {
            #expect(key(a) < key(b), "\(key(a)) before \(key(b))")
        }
        #expect(elements.prefix(120).allSatisfy { $0["category"] as? String == "cell" })
        let header0 = elements.first { $0["kind"] as? String == "header" && $0["section"] as? Int == 0 }
        #expect(header0?.frame == [0, 0, 768, 30])
        #expect(header0?["category"] as? String == "supplementary")
    }

    @Test func numbersArePlainJSONNumbers() throws {
        let r = try CLI.layout(["--layout", "flow", "--all"])
        #expect(r.status == 0)
        let text = r.stdout
        for bad in ["nan", "NaN", "inf", "Infinity"] { #expect(!text.contains(bad)) }
        // Every value of a numeric key is a bare JSON number; whole numbers have no fraction.
        let field = try Regex(#""(x|y|width|height|alpha|zIndex|time|quiverOffset|quiverAngle|section|item)":([^,}\]]*)"#)
        let number = try Regex(#"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?"#)
        var checked = 0
        for match in text.matches(of: field) {
            let value = String(text[match.range].split(separator: ":", maxSplits: 1)[1])
            #expect(value.wholeMatch(of: number) != nil, "not a plain number: \(value)")
            #expect(!value.hasSuffix(".0"), "whole number with a fraction: \(value)")
            checked += 1
        }
        #expect(checked > 140 * 10)
        #expect(text.contains(#""frame":{"x":10,"y":40,"width":50,"height":50}"#))
        #expect(text.contains(#""x":73.45454545454545"#))   // 10 + 698 / 11, shortest round-trip digits
    }

    @Test func editingShowsDeleteButtonsAndQuivers() throws {
        let report = try run("--editing", "--time", "0.1", "--all")
        #expect(report.number("time") == 0.1)
        let all = cells(report)
        #expect(all.count == 32)
        for e in all {
            #expect(e["deleteButtonHidden"] as? Bool == false)
            let offset = try #require(e.number("quiverOffset"))
            #expect(offset >= -0.5 && offset <= 0.49 && abs(offset * 100 - (offset * 100).rounded()) < 1e-9)
            // The document's triangle wave: -2 deg to +6 deg in 0.2 s and back.
            #expect(abs((e.number("quiverAngle") ?? .nan) - quiverAngle(time: 0.1, offset: offset)) < 1e-12,
                    "item \(e.cellIndex?.item ?? -1), offset \(offset)")
        }
        // The offsets come from the seed: another seed, other offsets.
        let other = cells(try run("--editing", "--all", "--seed", "42")).compactMap { $0.number("quiverOffset") }
        #expect(other != all.compactMap { $0.number("quiverOffset") })
    }

    @Test func homeScreenMode() throws {
        let report = try run("--rows", "5", "--columns", "4", "--all")
        #expect(report.object("contentSize")?.number("width") == 2304)   // 3 pages of 768
        let all = cells(report)
        #expect(all.count == 15)   // pages of 5, 4 and 6
        let first = try #require(all.first?.frame)
        #expect(first[0] == 32 && first[1] == 32 && first[2] == 140 && abs(first[3] - 153.6) < 1e-9)
        let page2item5 = try #require(all.first { $0.cellIndex?.section == 2 && $0.cellIndex?.item == 5 }?.frame)
        #expect(page2item5[0] == 1756 && abs(page2item5[1] - 233.6) < 1e-9)
    }

    @Test func circleGestures() throws {
        let report = try run("--layout", "circle", "--items", "4", "--pinch", "2")
        let centers = cells(report).compactMap { $0.object("center") }
        #expect(centers.count == 4)
        #expect(abs((centers.first?.number("x") ?? 0) - 716.8) < 1e-9 && centers.first?.number("y") == 512)
        let rotated = cells(try run("--layout", "circle", "--items", "4", "--rotation", "90")).compactMap { $0.object("center") }
        #expect(abs((rotated.first?.number("x") ?? 0) - 384) < 1e-9 && abs((rotated.first?.number("y") ?? 0) - 768) < 1e-9)
    }

    @Test func punchedZoomIsInTheTransform() throws {
        // Item 1's centre (546.5) in the middle at offset 162.5: zoom 1; item 2 at the edge at 119.5.
        let centred = cells(try run("--layout", "punched", "--offset", "162.5,0"))
        let one = try #require(centred.first { $0.cellIndex?.section == 1 })
        #expect((one["transform"] as? [NSNumber])?.first?.doubleValue == 1)
        let edge = cells(try run("--layout", "punched", "--offset", "119.5,0"))
        let two = try #require(edge.first { $0.cellIndex?.section == 2 })
        #expect((two["transform"] as? [NSNumber])?.first?.doubleValue == 0.7071067811865476)
    }

    // Valid edge inputs have defined answers.

    @Test func circleWithNoItems() throws {
        let report = try run("--layout", "circle", "--items", "0")
        #expect(report.array("elements")?.isEmpty == true)
        #expect(report.object("contentSize")?.number("width") == 768 && report.object("contentSize")?.number("height") == 1024)
    }

    @Test func flowWithItemsWiderThanTheView() throws {
        let report = try run("--layout", "flow", "--item-size", "2000x50", "--all")
        let all = cells(report)
        #expect(all.count == 120)
        // One item per line at the left inset; the content grows across to hold it.
        #expect(all.allSatisfy { $0.frame?[0] == 10 && $0.frame?[2] == 2000 })
        #expect(all.first?.frame == [10, 40, 2000, 50])
        #expect(report.object("contentSize")?.number("width") == 2020)
        // Per section: 30 + 10 + 12 x 50 + 11 x 10 + 50 + 30 = 830.
        #expect(report.object("contentSize")?.number("height") == 8300)
    }

    @Test func gridWithNoItems() throws {
        let report = try run("--layout", "grid", "--items", "0")
        #expect(report.array("elements")?.isEmpty == true)
        // 8 empty sections of insets 10 + 10; 10 + 10 across.
        #expect(report.object("contentSize")?.number("width") == 20 && report.object("contentSize")?.number("height") == 160)
    }

    // Bad input: exit status not 0, nothing on stdout, one line on stderr naming the option.

    static let badInputs: [(arguments: [String], options: [String])] = [
        (["--size", "0x0"], ["--size"]),
        (["--size", "-5x10"], ["--size"]),
        (["--size=-5x10"], ["--size"]),
        (["--items=-1"], ["--items"]),
        (["--layout", "nope"], ["--layout"]),
        (["--layout", "flow", "--sizes", "10x"], ["--sizes"]),
        (["--inset", "1,2"], ["--inset"]),
        (["--offset", "1"], ["--offset"]),
        (["--rows", "3"], ["--rows", "--columns"]),
        (["--layout", "flow", "--alignment", "top"], ["--alignment"]),
        (["--layout", "circle", "--sections", "2"], ["--sections"]),
        (["--layout", "circle", "--pinch", "0"], ["--pinch"]),
        (["--rows", "5", "--columns", "4", "--item-size", "300x10"], ["--item-size"]),
        (["--page", "1", "--offset", "0,0"], ["--page"]),
        (["--item-size", "nanx5"], ["--item-size"]),
        (["--bogus"], ["--bogus"]),
    ]

    @Test(arguments: badInputs)
    func badInputFailsWithOneLineNamingTheOption(arguments: [String], options: [String]) throws {
        let r = try CLI.layout(arguments)
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty, "stdout: \(r.stdout.prefix(200))")
        #expect(r.stderrLines.count == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.hasSuffix("\n"))
        #expect(options.contains { r.stderr.contains($0) }, "stderr names none of \(options): \(r.stderr)")
    }
}

/// The quiver angle in radians from uikit-semantics.md: p = (t + o) mod 0.4 (negative values
/// wrap too); -2 + 8 p / 0.2 degrees for p < 0.2, else 6 - 8 (p - 0.2) / 0.2 degrees.
func quiverAngle(time: Double, offset: Double) -> Double {
    var p = (time + offset).truncatingRemainder(dividingBy: 0.4)
    if p < 0 { p += 0.4 }
    let degrees = p < 0.2 ? -2 + 8 * p / 0.2 : 6 - 8 * (p - 0.2) / 0.2
    return degrees * Double.pi / 180
}
