/// The layouts sbrender knows, by the names the command line and scenes use.
public enum LayoutName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case springboard
    case flow
    case circle
    case punched
    case grid

    public var description: String { rawValue }

    /// The seed document each layout comes from.
    public var source: String {
        switch self {
        case .springboard: "the iPad Springboard tutorial (SpringboardLayout) and SwiftSpringBoard (home-screen mode)"
        case .flow: "the Core iOS Developer's Cookbook, recipe 10-1 (UICollectionViewFlowLayout)"
        case .circle: "the Core iOS Developer's Cookbook, recipes 10-6 and 10-7 (CircleLayout)"
        case .punched: "the Core iOS Developer's Cookbook, recipes 10-4 and 10-5 (PunchedLayout)"
        case .grid: "the Core iOS Developer's Cookbook, recipe 10-8 (GridLayout)"
        }
    }

    /// "springboard|flow|circle|punched|grid".
    public static var choices: String { allCases.map(\.rawValue).joined(separator: "|") }
}
