import Foundation
import SBTestSupport
import Testing

/// `sbrender layout` against huge counts, its streamed `--all` report, and `--scene FILE`.
@Suite struct LayoutCommandHardeningTests {
    func refused(_ arguments: [String], mentioning: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try CLI.layout(arguments, sourceLocation: sourceLocation)
        #expect(r.status != 0, "exit status 0 for \(arguments)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "standard output: \(r.stdout.prefix(200))", sourceLocation: sourceLocation)
        #expect(r.stderrLines.count == 1, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        for m in mentioning {
            #expect(r.stderr.contains(m), "the message does not mention \(m): \(r.stderr)", sourceLocation: sourceLocation)
        }
    }

    /// Issue 10, item 1: 2^40 sections aborted trying to allocate 8 TB; 10^9 empty sections ran
    /// 72 s at 15 GB and exited 0. Both are refused by the sections limit, before allocating.
    @Test func hugeSectionCountsAreRefusedAtOnce() throws {
        try refused(["--sections", "1099511627776"], mentioning: ["--sections", "1000000", "1099511627776"])
        try refused(["--sections", "1000000000", "--items", "0"], mentioning: ["--sections", "1000000", "1000000000"])
        try refused(["--layout", "flow", "--sections", "100000", "--items", "101"],
                    mentioning: ["--items", "10000000", "10100000"])
    }

    /// Issue 10, item 4: the streamed report is byte for byte the one built whole before (this
    /// text is the earlier `sbrender layout`'s output: two 50-point cells in a 200-point view,
    /// grid slots 15 points apart after the 10-point inset, below the 30-point header).
    @Test func theStreamedReportKeepsItsBytes() throws {
        let r = try CLI.layout(["--layout", "flow", "--all", "--sections", "1", "--items", "2", "--footer-size", "0x0", "--size", "200x100"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let expected = """
        {"layout":"flow","viewport":{"width":200,"height":100},"contentOffset":{"x":0,"y":0},"contentSize":{"width":200,"height":140},"time":0,"elements":[
        {"category":"cell","kind":null,"section":0,"item":0,"frame":{"x":10,"y":40,"width":50,"height":50},"center":{"x":35,"y":65},"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"alpha":1,"zIndex":0,"hidden":false,"deleteButtonHidden":true,"quiverOffset":0.01,"quiverAngle":0},
        {"category":"cell","kind":null,"section":0,"item":1,"frame":{"x":75,"y":40,"width":50,"height":50},"center":{"x":100,"y":65},"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"alpha":1,"zIndex":0,"hidden":false,"deleteButtonHidden":true,"quiverOffset":-0.01,"quiverAngle":0},
        {"category":"supplementary","kind":"header","section":0,"item":0,"frame":{"x":0,"y":0,"width":200,"height":30},"center":{"x":100,"y":15},"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"alpha":1,"zIndex":0,"hidden":false,"deleteButtonHidden":true,"quiverOffset":0,"quiverAngle":0}
        ]}

        """
        #expect(r.stdout == expected)
        let empty = try CLI.layout(["--layout", "flow", "--all", "--sections", "0"])
        #expect(empty.stdout == #"{"layout":"flow","viewport":{"width":768,"height":1024},"contentOffset":{"x":0,"y":0},"contentSize":{"width":768,"height":0},"time":0,"elements":[]}"# + "\n")
    }

    /// Every element `--all` lists, in report order: cells by section and item, then headers
    /// and footers by section (footer before header), whatever the layout or direction.
    @Test(arguments: [
        ["--layout", "flow", "--sections", "40", "--items", "7", "--footer-size", "20x20"],
        ["--layout", "flow", "--sections", "30", "--items", "5", "--direction", "horizontal", "--header-size", "40x0"],
        ["--layout", "grid", "--sections", "25", "--items", "4", "--header-size", "10x10", "--footer-size", "10x10"],
        ["--layout", "punched", "--sections", "12", "--items", "3", "--header-size", "0x20", "--direction", "vertical"],
        ["--layout", "springboard", "--rows", "3", "--columns", "3", "--sections", "4", "--items", "11"],
        ["--layout", "circle", "--items", "30"],
    ])
    func everyElementInReportOrder(_ arguments: [String]) throws {
        let r = try CLI.layout(arguments + ["--all"])
        #expect(r.status == 0, "\(r.stderr)")
        let elements = try #require(try r.json().array("elements"))
        let keys = elements.map { e in
            ((e["category"] as? String) == "cell" ? 0 : 1, e["section"] as? Int ?? -1, e["item"] as? Int ?? -1, e["kind"] as? String ?? "")
        }
        #expect(keys.count == Set(keys.map { "\($0)" }).count, "an element is listed twice")
        for (a, b) in zip(keys, keys.dropFirst()) {
            #expect(a.0 < b.0 || (a.0 == b.0 && (a.1, a.2, a.3) < (b.1, b.2, b.3)), "\(a) before \(b)")
        }
        let cells = keys.filter { $0.0 == 0 }.count
        let counts = arguments.firstIndex(of: "--items").flatMap { Int(arguments[$0 + 1]) } ?? 0
        let sections = arguments.firstIndex(of: "--sections").flatMap { Int(arguments[$0 + 1]) } ?? 1
        #expect(cells == counts * sections)
    }

    /// Issue 13, item 15: `sbrender layout --scene FILE` lays out the scene; options override it.
    @Test func aScenesLayout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbrender-layout-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/scene.json"
        try Data(#"{"layout": "flow", "canvas": {"size": [200, 100], "scale": 2}, "wallpaper": "x.png", "time": 0.5, "footerSize": [0, 0], "sections": [{"items": [{"label": "a"}, {"label": "b"}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: scene))
        let r = try CLI.layout(["--scene", scene, "--all"])
        #expect(r.status == 0, "\(r.stderr)")
        let report = try r.json()
        #expect(report["layout"] as? String == "flow")
        #expect(report.number("time") == 0.5)
        #expect(report.object("contentSize")?.number("height") == 140)
        let elements = try #require(report.array("elements"))
        #expect(elements.map(\.frame) == [[10, 40, 50, 50], [75, 40, 50, 50], [0, 0, 200, 30]])
        // An option overrides the scene's key.
        let wider = try CLI.layout(["--scene", scene, "--size", "300x100", "--all"])
        #expect(try wider.json().object("viewport")?.number("width") == 300)
        // A layout's limits, not a picture's: 200,000 items are fine.
        try Data(#"{"layout": "grid", "sections": 2, "items": 100000}"#.utf8).write(to: URL(fileURLWithPath: scene))
        let big = try CLI.layout(["--scene", scene])
        #expect(big.status == 0, "\(big.stderr)")
        try Data(#"{"sections": 1000000000}"#.utf8).write(to: URL(fileURLWithPath: scene))
        try refused(["--scene", scene], mentioning: ["scene.json", "sections", "1000000"])
        try Data(#"{"page": 1.5}"#.utf8).write(to: URL(fileURLWithPath: scene))
        try refused(["--scene", scene], mentioning: ["scene.json", "page", "whole number"])
        try refused(["--scene", folder + "/missing.json"], mentioning: ["missing.json", "does not exist"])
    }
}
