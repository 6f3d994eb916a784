/// What a layout is, as the command line and scene files use it: its name, the settings it
/// takes, its seed demo's content, how a ``LayoutSpec`` configures it, and its named animations.
/// The layout facts of a registration; the look sits in the module that draws (SBScene's
/// `LayoutRegistration`).
///
/// sbrender's own layouts are ``builtIn``; a package describes its own layout the same way and
/// registers it, so that its scenes, the command line and the snapshot strategies use it by name:
///
/// ```swift
/// extension LayoutDefinition {
///     static let diagonal = LayoutDefinition(
///         name: "diagonal", source: "a staircase of items",
///         settings: [.itemSize, .lineSpacing],
///         seedItemCounts: { _ in [10] },
///         make: { spec in DiagonalLayout(itemSize: spec.itemSize ?? Size(width: 80, height: 80)) })
/// }
/// ```
public struct LayoutDefinition: Sendable, Hashable, CustomStringConvertible {
    /// The name scenes and the command line use (`"layout": "flow"`, `--layout flow`).
    public let name: LayoutName
    /// Where the layout comes from, as a phrase for messages and the docs gallery.
    public let source: String
    /// The settings the layout takes (``LayoutSetting``): a scene may also give them nested
    /// under the layout's name (`"flow": {"lineSpacing": 10}`); any other setting is refused.
    public let settings: [LayoutSetting]
    /// The viewport of its seed demo, in points: the iPad portrait screen, 768 x 1024, unless
    /// the layout has a screen of its own (a home screen is its device's).
    public let viewport: Size
    private let seedCounts: @Sendable (LayoutSpec) -> [Int]
    private let configure: @Sendable (LayoutSpec) -> any CollectionViewLayout
    private let checks: @Sendable (LayoutSpec) throws(LayoutSpecError) -> Void
    /// The named animations it offers (``RegisteredAnimation``), in the order the help text and
    /// the docs gallery list them.
    public let animations: [RegisteredAnimation]

    /// A layout's definition.
    /// - Parameters:
    ///   - name: its name; a registry refuses two layouts of one name.
    ///   - source: where it comes from, as a phrase ("the cookbook's recipe 10-1").
    ///   - settings: the settings it takes.
    ///   - viewport: its seed demo's viewport (768 x 1024 by default).
    ///   - seedItemCounts: the items of each section of its seed demo, for a spec that gives no
    ///     counts (the spec tells, say, home-screen mode or the scroll direction).
    ///   - make: the configured, unprepared layout for a spec: the layout's own values,
    ///     overridden by every setting the spec gives. (Deletion mode and the quiver seed are
    ///     set by ``LayoutSpec/makeLayout()`` afterwards.)
    ///   - validate: checks beyond each setting's range (settings that depend on one another);
    ///     nothing by default.
    ///   - animations: its named animations; `transition` (to another layout) by default.
    public init(name: LayoutName, source: String, settings: [LayoutSetting], viewport: Size = SeedDemo.viewport,
                seedItemCounts: @escaping @Sendable (LayoutSpec) -> [Int],
                make: @escaping @Sendable (LayoutSpec) -> any CollectionViewLayout,
                validate: @escaping @Sendable (LayoutSpec) throws(LayoutSpecError) -> Void = { _ throws(LayoutSpecError) in },
                animations: [RegisteredAnimation] = [.transition]) {
        self.name = name
        self.source = source
        self.settings = settings
        self.viewport = viewport
        self.seedCounts = seedItemCounts
        self.configure = make
        self.checks = validate
        self.animations = animations
    }

    /// The named animation of this name, or nil.
    public func animation(named name: String) -> RegisteredAnimation? { animations.first { $0.name == name } }

    /// The name.
    public var description: String { name.rawValue }

    /// The items of each section of the seed demo, for `spec`.
    public func seedItemCounts(for spec: LayoutSpec) -> [Int] { seedCounts(spec) }

    /// The configured, unprepared layout for `spec`.
    public func makeLayout(_ spec: LayoutSpec) -> any CollectionViewLayout { configure(spec) }

    /// Checks what the layout's settings ranges cannot (settings that depend on one another).
    /// - Throws: ``LayoutSpecError`` naming the first problem.
    public func validate(_ spec: LayoutSpec) throws(LayoutSpecError) { try checks(spec) }

    /// Two definitions are equal when their names are (a registry holds one per name).
    public static func == (a: LayoutDefinition, b: LayoutDefinition) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// sbrender's own layouts, in the order the command line and the gallery list them.
    public static let builtIn: [LayoutDefinition] = [.springboard, .flow, .circle, .punched, .grid, .compositional, .homescreen]

    /// The built-in layout of this name, or nil.
    public static func builtIn(named name: LayoutName) -> LayoutDefinition? { builtIn.first { $0.name == name } }

    /// The built-in layouts that take `setting`, for the message refusing it elsewhere.
    public static func builtIn(taking setting: LayoutSetting) -> [LayoutName] {
        builtIn.filter { $0.settings.contains(setting) }.map(\.name)
    }
}
