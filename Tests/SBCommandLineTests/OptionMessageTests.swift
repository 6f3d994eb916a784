import Foundation
import SBRender
import SBScene
import SBTestSupport
import Testing

/// The libraries' errors name values (issue 21, item 4); the command line names the option the
/// value came from, so these lines are what they were before the libraries stopped naming flags.
@Suite("Option messages")
struct OptionMessageTests {
    /// The framed devices' ids, as the messages list them (from `FramedDevice`, so a new device needs no edit here).
    static let devices = FramedDevice.names
    /// The output formats' extensions, as the messages list them (`.png, .svg or .pdf`), from
    /// `OutputFormat`, so a new format needs no edit here.
    static var extensions: String {
        let names = OutputFormat.allCases.map { ".\($0.rawValue)" }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    @Test("a library's refusal comes out naming the option", arguments: [
        (["animate", "--animation", "quiver", "--fps", "999.99", "o.png"],
         "sbrender: --fps 999.99: a frame's delay, 1/999.99 s, cannot be written exactly in an APNG (a delay is a fraction of two numbers up to 65535); use a rate such as 30, 29.97 or 12.5"),
        // 30 fps x 400 s = 12,000 frames, over the 10,000 a sequence may have.
        (["animate", "--animation", "quiver", "--fps", "30", "--duration", "400", "o.png"],
         "sbrender: 12000 frames is more than the 10000 a sequence may have; shorten --duration or lower --fps"),
        (["animate", "--layout", "springboard", "--animation", "detail", "--editing", "o.png"],
         "sbrender: --animation 'detail' cannot run in deletion mode: the tutorial's shouldSelectItemAtIndexPath: returns NO while deleting; drop --editing"),
        (["--layout", "springboard", "--detail", "3", "--editing", "o.png"],
         "sbrender: --detail cannot show the detail view in deletion mode: the tutorial's shouldSelectItemAtIndexPath: returns NO while deleting; drop --editing or --detail"),
        (["--frame-color", "blue", "o.png"],
         "sbrender: --frame is missing; the --frame-... options draw a device's frame, so name it with --frame DEVICE, one of \(Self.devices)"),
        (["o.xyz"], "sbrender: cannot tell the format of 'o.xyz': name it \(Self.extensions), or give --format \(OutputFormat.allCases.map(\.rawValue).joined(separator: "|"))"),
        (["preview", "--host", "example.com"], "sbrender: --host: expected an IP address such as 127.0.0.1, 0.0.0.0 or ::1, got 'example.com'"),
        (["docs", "--size", "1x1", "gallery"],
         "sbrender: gallery entry springboard: canvas.size: must be taller than the 20-point status bar, got 1x1; make it taller or set "
            + "\"statusBar\": \"none\" (leave it out with --only, or give a larger --size)"),
        // The scene's keys and the remedies that name them, said as the options that set them.
        (["--size", "100x10", "o.png"],
         "sbrender: --size: must be taller than the 20-point status bar, got 100x10; make it taller or give --status-bar none"),
        (["--layout", "flow", "--navigation-bar", "cookbook", "--size", "100x60", "o.png"],
         "sbrender: --size: must be taller than the 64-point navigation bar, got 100x60; make it taller or give --navigation-bar none"),
        (["--navigation-bar", "cookbook", "o.png"],
         "sbrender: --navigation-bar: the cookbook's navigation bar belongs to its layouts (flow, circle, punched, grid), not springboard; "
            + "leave out --navigation-bar or give --navigation-bar none"),
        (["--layout", "flow", "--navigation-bar", "cookbook", "--status-bar", "ios6", "o.png"],
         "sbrender: --navigation-bar: iOS 7's navigation bar holds its own status bar: leave out --status-bar ios6 (or give --status-bar none) to draw it"),
        // 10000 points at 3x: 30000 pixels a side, over the 16384 a picture may have.
        (["--layout", "flow", "--scale", "3", "--size", "10000x10000", "o.png"],
         "sbrender: --size: the picture would be 30000x30000 pixels; at most 16384 a side (lower the size or the scale)"),
    ])
    func namesTheOption(_ arguments: [String], _ message: String) throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let result = try Tools.run(sb, arguments, in: folder)
        #expect(result.status != 0 && !result.crashed)
        // A parser's error (64) ends with the command's usage and --help hint.
        #expect(result.stderr == message + "\n" || (result.status == 64 && result.stderr.hasPrefix(message + " Usage: sbrender ")
                                                     && result.stderr.hasSuffix(" --help').\n")), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// A setting the layout refuses only once it is laid out (a page past the last) names its
    /// option when the options gave it, and the scene's key when a scene did; render and animate
    /// say it alike. Rows 5 x columns 4 hold 20 icons a page, and the seed demo's 50 icons fill
    /// pages 0, 1 and 2 (20 + 20 + 10), so page 9 is past the last; the tutorial's free-flowing
    /// springboard's 50 icons make 2 pages of 768 (0 to 1).
    @Test("a page past the last names --page, or the scene's key")
    func pastTheLastPage() throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try Data(#"{"layout": "springboard", "page": 9}"#.utf8).write(to: URL(fileURLWithPath: folder + "/page.json"))
        let cases: [([String], Int32, String)] = [
            (["--layout", "springboard", "--rows", "5", "--columns", "4", "--page", "9", "o.png"], 64,
             "sbrender: --page is past the last page: the content has 3 pages (0 to 2)"),
            (["animate", "--layout", "springboard", "--rows", "5", "--columns", "4", "--page", "9", "--animation", "quiver", "o.png"], 64,
             "sbrender: --page is past the last page: the content has 3 pages (0 to 2)"),
            // The 9 at column 35.
            (["--scene", "page.json", "o.png"], 65, "sbrender: scene page.json: page at line 1, column 35: is past the last page: the content has 2 pages (0 to 1)"),
            (["animate", "--scene", "page.json", "--animation", "quiver", "o.png"], 65,
             "sbrender: scene page.json: page at line 1, column 35: is past the last page: the content has 2 pages (0 to 1)"),
            (["--layout", "springboard", "--rows", "0", "o.png"], 64, "sbrender: --rows must be 1 to 1000, got 0"),
        ]
        for (arguments, status, message) in cases {
            let result = try Tools.run(sb, arguments, in: folder)
            #expect(result.status == status && result.stderrLines == [message], "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["page.json"])
    }
}
