import SBPreview
import SBScene
import Testing

@Suite struct PreviewOptionsTests {
    @Test func query() throws {
        let o = try PreviewOptions(query: [("scale", "2"), ("time", "0.25"), ("page", "1"), ("editing", "1"), ("animation", "insert")])
        #expect(o == PreviewOptions(scale: 2, time: 0.25, page: 1, editing: true, animation: "insert"))
        #expect(try PreviewOptions(query: [("scale", ""), ("editing", "0")]) == PreviewOptions())
        for (name, value) in [("scale", "4"), ("scale", "2.5"), ("time", "-1"), ("time", "nan"), ("page", "x"),
                              ("editing", "yes"), ("animation", "../x"), ("colour", "red")] {
            #expect(throws: PreviewOptionsError.self, "\(name)=\(value)") { try PreviewOptions(query: [(name, value)]) }
        }
    }

    @Test func deviceAndAppearance() throws {
        var expected = PreviewOptions()
        expected.device = "iphone-se"
        expected.appearance = .dark
        #expect(try PreviewOptions(query: [("device", "iphone-se"), ("appearance", "dark")]) == expected)
        #expect(expected.arguments == ["--device", "iphone-se", "--appearance", "dark"])
        #expect(expected.overrides.device?.id == "iphone-se")
        #expect(expected.overrides.interfaceStyle == .dark)
        #expect(throws: PreviewOptionsError.self) { try PreviewOptions(query: [("device", "iphone-99")]) }
        #expect(throws: PreviewOptionsError.self) { try PreviewOptions(query: [("appearance", "sepia")]) }
        #expect(PreviewSource(scenePath: "home.json").commandLine(options: expected) == "sbrender --scene home.json --device iphone-se --appearance dark out.png")
        // Compare is the page's alone: no option on the command line.
        var compare = PreviewOptions()
        compare.compare = true
        #expect(try PreviewOptions(query: [("compare", "1")]) == compare)
        #expect(try PreviewOptions(query: [("compare", "0")]) == PreviewOptions())
        #expect(throws: PreviewOptionsError.self) { try PreviewOptions(query: [("compare", "yes")]) }
        #expect(compare.arguments.isEmpty)
        #expect(PreviewOptions.other(than: nil) == .dark)
        #expect(PreviewOptions.other(than: .dark) == .light)
    }

    /// The home screen's other settings the command line takes: `--system`, `--orientation` and
    /// `--icon-appearance` (`system=`, `orientation=`, `icons=` in a tab's address).
    @Test func systemOrientationAndIcons() throws {
        var expected = PreviewOptions()
        expected.device = "ipad-pro-11"
        expected.system = .ios26
        expected.orientation = .landscape
        expected.iconAppearance = .tinted
        let query = [("device", "ipad-pro-11"), ("system", "ios26"), ("orientation", "landscape"), ("icons", "tinted")]
        #expect(try PreviewOptions(query: query) == expected)
        #expect(expected.arguments == ["--device", "ipad-pro-11", "--orientation", "landscape", "--system", "ios26", "--icon-appearance", "tinted"])
        let overrides = expected.overrides
        #expect(overrides.system == .ios26 && overrides.orientation == .landscape && overrides.iconAppearance == .tinted)
        #expect(PreviewSource(scenePath: "home.json").commandLine(options: expected)
            == "sbrender --scene home.json --device ipad-pro-11 --orientation landscape --system ios26 --icon-appearance tinted out.png")
        #expect(throws: PreviewOptionsError("system: ios18 or ios26, got ios19")) { try PreviewOptions(query: [("system", "ios19")]) }
        #expect(throws: PreviewOptionsError("orientation: portrait or landscape, got sideways")) { try PreviewOptions(query: [("orientation", "sideways")]) }
        #expect(throws: PreviewOptionsError("icons: default, dark, clear or tinted, got glass")) { try PreviewOptions(query: [("icons", "glass")]) }
        #expect(try PreviewOptions(query: [("system", ""), ("icons", "")]) == PreviewOptions())
    }

    @Test func commandLines() {
        let file = PreviewSource(scenePath: "scenes/home screen.json", arguments: ["--layout", "grid"])
        #expect(file.commandLine(options: PreviewOptions()) == "sbrender --scene 'scenes/home screen.json' --layout grid out.png")
        #expect(file.commandLine(options: PreviewOptions(scale: 2, time: 0.5, page: 1, editing: true))
            == "sbrender --scene 'scenes/home screen.json' --layout grid --scale 2 --time 0.5 --page 1 --editing out.png")
        #expect(file.commandLine(options: PreviewOptions(animation: "delete"))
            == "sbrender animate --scene 'scenes/home screen.json' --layout grid --animation delete animation.png")
        #expect(file.commandLine(options: PreviewOptions(animation: PreviewOptions.timeline))
            == "sbrender animate --scene 'scenes/home screen.json' --layout grid animation.png")
        #expect(PreviewSource(scenePath: "it's.json").commandLine(options: PreviewOptions()) == "sbrender --scene 'it'\\''s.json' out.png")
        #expect(PreviewSource(scenePath: nil).name == "springboard demo")
        #expect(PreviewSource(scenePath: "a/b/c.json").folder == "a/b")
        #expect(PreviewSource(scenePath: "c.json").folder == ".")
    }

    @Test func failures() {
        // A syntax error's place is read from its message; any other's is given.
        let f = PreviewFailure("scene s.json: not valid JSON: expected ',' or '}' after a value in an object, found '\"' at line 3, column 7", keyPath: "")
        #expect(f.line == 3)
        #expect(f.column == 7)
        #expect(f.keyPath == nil)
        let g = PreviewFailure("scene s.json: page at line 2, column 10: expected a whole number", keyPath: "page", position: SourcePosition(line: 2, column: 10))
        #expect(g.line == 2)
        #expect(g.column == 10)
        #expect(g.keyPath == "page")
        #expect(PreviewFailure("scene s.json: page: expected a page number", keyPath: "").keyPath == nil)
    }

    /// The server's host is named as a value, not as the command line's `--host`.
    @Test func aHostThatIsNotAnAddressIsNamedAsAValue() {
        #expect(throws: PreviewOptionsError("host: expected an IP address such as 127.0.0.1, 0.0.0.0 or ::1, got 'example.com'")) {
            _ = try PreviewServer.address(host: "example.com", port: 0)
        }
    }
}
