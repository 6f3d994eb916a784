import Foundation
import SBLayout
import SBTestSupport
import Testing

/// The command line spells every layout setting as its key in dashes (`lineSpacing` is
/// `--line-spacing`), as it always has: the spelling is SBCommandLine's, the settings SBLayout's.
@Suite struct LayoutSettingOptionTests {
    @Test func everySettingIsAnOptionNamedByItsKeyInDashes() throws {
        let help = try CLI.run(["render", "--help"])
        #expect(help.status == 0)
        for literal in ["--line-spacing", "--grid-geometry", "--rows", "--item-size", "--interitem-spacing"] {
            #expect(help.stdout.contains(literal + " "), "\(literal)")
        }
        for setting in LayoutSetting.all {
            let dashed = "--" + setting.key.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
            #expect(help.stdout.contains(dashed + " "), "\(setting.key): \(dashed) is missing from 'sbrender render --help'")
        }
    }
}
