/// What a layout is, as the command line and scene files use it: its name, the settings it
/// takes, its seed demo's content and how a ``LayoutSpec`` configures it. The layout facts of a
/// registration; its named animations (SBTimeline's `RegisteredAnimation`) and its look sit in
/// SBScene's `LayoutRegistration`.
///
/// sbrender's own layouts are defined beside their layouts (`LayoutDefinition+Flow.swift`, ...)
/// and listed once, in SBScene's `LayoutRegistry.builtIn`; a package describes its own layout the
/// same way and registers it, so that its scenes, the command line and the snapshot strategies use
/// it by name:
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
    /// The parts of a ``LayoutSpec`` beyond its ``settings`` that the layout reads: any of
    /// ``LayoutSpec/Field/page``, ``LayoutSpec/Field/sectionSettings``,
    /// ``LayoutSpec/Field/compositional`` and ``LayoutSpec/Field/homescreen``. A spec giving a
    /// part its layout does not read is refused.
    public let parts: Set<LayoutSpec.Field>
    /// The sizes of its seed demo's items, repeated over the items, when the spec gives neither
    /// an item size nor per-item sizes; empty when the layout's own item size applies.
    public let seedItemSizes: [Size]
    /// True when a transition to the layout gathers the items into one section (the circle
    /// places one ring).
    public let gathersSections: Bool
    private let seedCounts: @Sendable (LayoutSpec) -> [Int]
    private let configure: @Sendable (LayoutSpec) -> any CollectionViewLayout
    private let checks: @Sendable (LayoutSpec) throws(LayoutSpecError) -> Void
    private let attributeBytes: @Sendable (LayoutSpec) -> Int

    /// A layout's definition.
    /// - Parameters:
    ///   - name: its name; a registry refuses two layouts of one name.
    ///   - source: where it comes from, as a phrase ("the cookbook's recipe 10-1").
    ///   - settings: the settings it takes.
    ///   - viewport: its seed demo's viewport (768 x 1024 by default).
    ///   - parts: the spec's parts beyond the settings it reads (``parts``); none by default.
    ///   - seedItemSizes: its seed demo's item sizes (``seedItemSizes``); none by default.
    ///   - gathersSections: whether a transition to it gathers the items into one section.
    ///   - seedItemCounts: the items of each section of its seed demo, for a spec that gives no
    ///     counts (the spec tells, say, home-screen mode or the scroll direction).
    ///   - make: the configured, unprepared layout for a spec: the layout's own values,
    ///     overridden by every setting the spec gives. (Deletion mode and the quiver seed are
    ///     set by ``LayoutSpec/preparedLayout()`` afterwards.)
    ///   - validate: checks beyond each setting's range (settings that depend on one another);
    ///     nothing by default.
    ///   - memory: the bytes the prepared layout keeps for a spec's items, for the memory
    ///     budget; 64 bytes an item (a frame per item) by default.
    public init(name: LayoutName, source: String, settings: [LayoutSetting], viewport: Size = SeedDemo.viewport,
                parts: Set<LayoutSpec.Field> = [], seedItemSizes: [Size] = [], gathersSections: Bool = false,
                seedItemCounts: @escaping @Sendable (LayoutSpec) -> [Int],
                make: @escaping @Sendable (LayoutSpec) -> any CollectionViewLayout,
                validate: @escaping @Sendable (LayoutSpec) throws(LayoutSpecError) -> Void = { _ throws(LayoutSpecError) in },
                memory: @escaping @Sendable (LayoutSpec) -> Int = { spec in ByteCount.product([ByteCount.sum(spec.resolvedItemCounts), 64]) }) {
        self.name = name
        self.source = source
        self.settings = settings
        self.viewport = viewport
        self.parts = parts
        self.seedItemSizes = seedItemSizes
        self.gathersSections = gathersSections
        self.seedCounts = seedItemCounts
        self.configure = make
        self.checks = validate
        self.attributeBytes = memory
    }

    /// True when the layout reads this part of a spec: one of its ``settings``, or one of its
    /// ``parts``.
    public func takes(_ field: LayoutSpec.Field) -> Bool {
        if case .setting(let setting) = field { return settings.contains(setting) }
        return parts.contains(field)
    }

    /// The bytes the prepared layout keeps for `spec`'s items (its layout attributes), for the
    /// memory budget.
    package func memoryBytes(for spec: LayoutSpec) -> Int { attributeBytes(spec) }

    /// The name.
    public var description: String { name.rawValue }

    /// The items of each section of the seed demo, for `spec`.
    public func seedItemCounts(for spec: LayoutSpec) -> [Int] { seedCounts(spec) }

    /// The configured, unprepared layout for `spec`.
    package func makeLayout(_ spec: LayoutSpec) -> any CollectionViewLayout { configure(spec) }

    /// Checks what the layout's settings ranges cannot (settings that depend on one another).
    /// - Throws: ``LayoutSpecError`` naming the first problem.
    package func validate(_ spec: LayoutSpec) throws(LayoutSpecError) { try checks(spec) }

    /// Two definitions are equal when their names are (a registry holds one per name).
    public static func == (a: LayoutDefinition, b: LayoutDefinition) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
