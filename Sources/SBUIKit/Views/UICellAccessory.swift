/// A view accessory of a list cell (UIKit's `UICellAccessory`): the disclosure chevron, the
/// checkmark and the detail button are drawn.
public struct UICellAccessory: Hashable, Sendable {
    /// The kinds SBUIKit draws.
    enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, detail
    }

    let kind: Kind
    /// Whether it shows in editing mode, out of it, or always.
    public enum DisplayedState: Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    let displayed: DisplayedState

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A tinted checkmark: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    /// A tinted info button: the row has details. A headless list has no taps, so the handler
    /// is never called.
    public static func detail(displayed: DisplayedState = .always, actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }
}
