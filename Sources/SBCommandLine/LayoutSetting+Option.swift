import SBLayout

extension LayoutSetting {
    /// The command line's option for the setting: its key in dashes, `--line-spacing` for
    /// `lineSpacing` (the spelling belongs to the command line; scenes use the key).
    package var option: String {
        "--" + key.reduce(into: "") { text, c in
            if c.isUppercase { text += "-" + c.lowercased() } else { text.append(c) }
        }
    }
}
