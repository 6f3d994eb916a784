/// The layouts sbrender knows, by the names the command line and scenes use.
public enum LayoutName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// ``SpringboardLayout``: the iPad Springboard tutorial's home screen, or SwiftSpringBoard's pages.
    case springboard
    /// ``FlowLayout``: UICollectionViewFlowLayout, the cookbook's recipe 10-1.
    case flow
    /// ``CircleLayout``: items on a circle, the cookbook's recipes 10-6 and 10-7.
    case circle
    /// ``PunchedLayout``: a horizontal flow with a cosine zoom, the cookbook's recipes 10-4 and 10-5.
    case punched
    /// ``GridLayout``: the cookbook's true grid, recipe 10-8.
    case grid
    /// ``CompositionalLayout``: UICollectionViewCompositionalLayout (iOS 13 and later) and its list sections.
    case compositional
    /// ``HomeScreenLayout``: today's iPhone and iPad home screen (iOS 17): apps, folders and
    /// widgets on the device's grid, the dock, the page indicator.
    case homescreen

    /// The name, as the command line and scene files spell it.
    public var description: String { rawValue }

    /// The seed document each layout comes from, as a phrase for messages and the docs gallery.
    public var source: String {
        switch self {
        case .springboard: "the iPad Springboard tutorial (SpringboardLayout) and SwiftSpringBoard (home-screen mode)"
        case .flow: "the Core iOS Developer's Cookbook, recipe 10-1 (UICollectionViewFlowLayout)"
        case .circle: "the Core iOS Developer's Cookbook, recipes 10-6 and 10-7 (CircleLayout)"
        case .punched: "the Core iOS Developer's Cookbook, recipes 10-4 and 10-5 (PunchedLayout)"
        case .grid: "the Core iOS Developer's Cookbook, recipe 10-8 (GridLayout)"
        case .compositional: "UIKit's UICollectionViewCompositionalLayout and UICollectionLayoutListConfiguration (iOS 13 and later)"
        case .homescreen: "the home screen of iOS 17 and iPadOS 17 (Apple's Human Interface Guidelines and public device metrics)"
        }
    }

    /// Every name joined by bars, `"springboard|flow|circle|punched|grid|compositional|homescreen"`, for help texts.
    public static var choices: String { allCases.map(\.rawValue).joined(separator: "|") }
}
