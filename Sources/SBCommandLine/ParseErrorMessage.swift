import ArgumentParser
import SBLayout
import SBRender
import SBScene
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A command-line parsing error as sbrender says it, on one line like every error: the sentence
/// (for a value that is not one of an option's names: the valid names and the nearest one), then
/// the usage of the command that was being parsed and its `--help` hint.
enum ParseErrorMessage {
    static func line(for error: any Error) -> String {
        // One message from swift-argument-parser (each one builds the command's help, which a
        // debug build checks at length): its full text is `Error: <message>`, then the usage.
        let full = SBRenderCommand.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var sentence = full.first.flatMap { $0.hasPrefix(errorPrefix) ? String($0.dropFirst(errorPrefix.count)) : nil } ?? ""
        if sentence.isEmpty { sentence = "invalid arguments" }
        if let value = invalidValue(in: sentence), let option = optionName(in: sentence), let valid = validValues[option] {
            if let cut = sentence.firstRange(of: " Please provide") { sentence = String(sentence[..<cut.lowerBound]) }
            sentence += valuesSentence(value, valid: valid)
        }
        return line(sentence, usage: full.first(where: { $0.hasPrefix("Usage: ") }).map { String($0.dropFirst(7)) })
    }

    /// What swift-argument-parser's full message puts before the message itself (`Error: `).
    private static var errorPrefix: String { SBRenderCommand._errorPrefix }

    /// A layout name no registered layout has, as a value of `option` (`--layout`, `--to`) that
    /// `command` was given: said as a value that is not one of the option's names is.
    static func line(unknownLayout name: LayoutName, option: String, command: any ParsableCommand.Type, layouts: LayoutRegistry) -> String {
        let sentence = "The value '\(name)' is invalid for '\(option) <layout>'." + valuesSentence(name.rawValue, valid: layouts.names.map(\.rawValue))
        return line(sentence, usage: SBRenderCommand.usageString(for: command))
    }

    /// " Valid values: a, b, c." and the nearest one.
    private static func valuesSentence(_ value: String, valid: [String]) -> String {
        var sentence = " Valid values: \(valid.joined(separator: ", "))."
        if let near = nearest(value, in: valid) { sentence += " Did you mean '\(near)'?" }
        return sentence
    }

    /// The sentence, then the usage line and where to read more.
    private static func line(_ sentence: String, usage: String?) -> String {
        let usage = (usage ?? "sbrender [<subcommand>] [<options>]").trimmingLeadingSpaces()
        let command = usage.split(separator: " ").prefix { !$0.hasPrefix("[") && !$0.hasPrefix("<") }.joined(separator: " ")
        return "sbrender: \(sentence) Usage: \(usage) (see '\(command) --help')."
    }

    /// `carousel` in `The value 'carousel' is invalid for '--layout <layout>'.`
    static func invalidValue(in sentence: String) -> String? {
        guard sentence.hasPrefix("The value '"), let end = sentence.dropFirst(11).firstIndex(of: "'") else { return nil }
        return String(sentence[sentence.index(sentence.startIndex, offsetBy: 11)..<end])
    }

    /// `--layout` in `... is invalid for '--layout <layout>'.`
    static func optionName(in sentence: String) -> String? {
        guard let start = sentence.firstRange(of: "for '--") else { return nil }
        let name = sentence[sentence.index(start.lowerBound, offsetBy: 5)...].prefix { $0 != " " && $0 != "'" }
        return name.isEmpty ? nil : String(name)
    }

    /// The named values of every option that takes one.
    static let validValues: [String: [String]] = [
        "--layout": LayoutName.allValueStrings, "--to": LayoutName.allValueStrings,
        "--direction": ScrollDirection.allValueStrings, "--alignment": GridLayout.Alignment.allValueStrings,
        "--grid-geometry": GridLayout.HorizontalGeometry.allValueStrings, "--format": OutputFormat.allValueStrings,
        "--status-bar": StatusBar.allValueStrings, "--appearance": HomeScreenSpec.Appearance.allValueStrings,
        "--orientation": DevicePreset.Orientation.allValueStrings, "--system": HomeScreenSpec.System.allValueStrings,
        "--icon-appearance": HomeScreenSpec.IconAppearance.allValueStrings,
        "--navigation-bar": NavigationBar.allValueStrings, "--frame": FramedDevice.allValueStrings,
    ]

    /// The valid value nearest to `value`: at most 2 edits away, or one it begins.
    static func nearest(_ value: String, in valid: [String]) -> String? {
        let lower = value.lowercased()
        if let prefix = valid.first(where: { $0.lowercased().hasPrefix(lower) && !lower.isEmpty }) { return prefix }
        let scored = valid.map { (name: $0, distance: CommandSuggestion.distance(lower, $0.lowercased())) }.filter { $0.distance <= 2 }
        return scored.min { $0.distance < $1.distance }?.name
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }

    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}
