import SBDiff
import Testing

@Suite("HTML text")
struct HTMLTextTests {
    @Test("&, <, > and \" become references; other text stays")
    func escapes() {
        #expect(HTMLText.escape(#"a < b && "c" > d"#) == "a &lt; b &amp;&amp; &quot;c&quot; &gt; d")
        #expect(HTMLText.escape("Café ✓") == "Café ✓")
        // NUL is refused in HTML text: it becomes U+FFFD (3 bytes of UTF-8 for 1).
        #expect(HTMLText.escape("a\u{0}b") == "a\u{FFFD}b")
        #expect(HTMLText.escape("") == "")
    }

    @Test("a combining mark after < (one Swift character with it) does not hide the <")
    func combiningMark() {
        // "<" + U+0338 COMBINING LONG SOLIDUS OVERLAY is a single Character.
        let text = "<\u{338}script>"
        #expect(text.count == 8)
        #expect(HTMLText.escape(text) == "&lt;\u{338}script&gt;")
    }
}
