/// A layout's name, as the command line and scene files spell it (`flow`, `circle`, ...).
///
/// The names are open: sbrender's own layouts have the static names below, and a layout a
/// package registers (``LayoutDefinition``) brings its own. Which names a command or a scene
/// accepts is decided by the registry it is given, never by this type.
public struct LayoutName: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
                          ExpressibleByStringLiteral {
    /// The name.
    public let rawValue: String

    /// The name `rawValue`; any string is a name (a registry says whether it is known).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name `value`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// `SpringboardLayout`: the iPad Springboard tutorial's home screen, or SwiftSpringBoard's pages.
    public static let springboard: LayoutName = "springboard"
    /// `FlowLayout`: UICollectionViewFlowLayout, the cookbook's recipe 10-1.
    public static let flow: LayoutName = "flow"
    /// `CircleLayout`: items on a circle, the cookbook's recipes 10-6 and 10-7.
    public static let circle: LayoutName = "circle"
    /// `PunchedLayout`: a horizontal flow with a cosine zoom, the cookbook's recipes 10-4 and 10-5.
    public static let punched: LayoutName = "punched"
    /// `GridLayout`: the cookbook's true grid, recipe 10-8.
    public static let grid: LayoutName = "grid"
    /// `CompositionalLayout`: UICollectionViewCompositionalLayout (iOS 13 and later) and its list sections.
    public static let compositional: LayoutName = "compositional"
    /// `HomeScreenLayout`: today's iPhone and iPad home screen (iOS 17): apps, folders and
    /// widgets on the device's grid, the dock, the page indicator.
    public static let homescreen: LayoutName = "homescreen"

    /// The name, as the command line and scene files spell it.
    public var description: String { rawValue }

    /// Orders names alphabetically.
    public static func < (a: LayoutName, b: LayoutName) -> Bool { a.rawValue < b.rawValue }
}
