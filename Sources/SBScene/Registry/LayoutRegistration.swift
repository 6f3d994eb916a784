import SBLayout

/// A layout as sbrender knows it: its ``/SBLayout/LayoutDefinition`` (name, settings, seed
/// demo) and its look when a scene does not say otherwise: the cells' style, an item's demo
/// style and the collection view's background. One value per layout, kept in a
/// ``LayoutRegistry``: sbrender's own layouts are ``LayoutRegistry/builtIn``, and a package's
/// layout joins them with ``LayoutRegistry/registering(_:)``.
///
/// The named animations a layout offers are its definition's (``animations``): SBMotion's
/// `NamedAnimation` finds them here, for `sbrender animate`, the golden suite and the docs gallery.
public struct LayoutRegistration: Sendable, Hashable, CustomStringConvertible {
    /// The layout facts: name, settings, seed demo, configuration.
    public let definition: LayoutDefinition
    private let style: @Sendable (LayoutSpec) -> CellStyleName
    private let demoItem: @Sendable (_ seed: UInt64, _ identity: Int) -> ItemStyle
    private let backdrop: @Sendable (LayoutSpec) -> Color

    /// A registration.
    /// - Parameters:
    ///   - definition: the layout facts.
    ///   - defaultStyle: the cells' look when the scene names no `style`; recipe 10-8's tinted
    ///     cells labelled "[S%d, I%d]" by default.
    ///   - demoItemStyle: the style of an item the scene does not describe, by the spec's seed
    ///     and the item's identity; the cookbook's pastel colours by default.
    ///   - background: the colour behind the content with no wallpaper (`"wallpaper": "none"`,
    ///     and every layout but the springboard by default); the cookbook's light grey by default.
    public init(_ definition: LayoutDefinition,
                defaultStyle: @escaping @Sendable (LayoutSpec) -> CellStyleName = { _ in .grid },
                demoItemStyle: @escaping @Sendable (_ seed: UInt64, _ identity: Int) -> ItemStyle = { seed, identity in
                    ItemStyle(label: "", color: ItemStyle.pastel(seed: seed, identity: identity))
                },
                background: @escaping @Sendable (LayoutSpec) -> Color = { _ in .lightGray }) {
        self.definition = definition
        self.style = defaultStyle
        self.demoItem = demoItemStyle
        self.backdrop = background
    }

    /// The layout's name.
    public var name: LayoutName { definition.name }
    /// The layout's name.
    public var description: String { definition.name.rawValue }
    /// The named animations the layout offers (its definition's), in order.
    public var animations: [RegisteredAnimation] { definition.animations }

    /// The cells' look when the scene names no style.
    public func defaultStyle(for spec: LayoutSpec) -> CellStyleName { style(spec) }
    /// The style of an item the scene does not describe.
    public func demoItemStyle(seed: UInt64, identity: Int) -> ItemStyle { demoItem(seed, identity) }
    /// The colour behind the content when there is no wallpaper.
    public func background(for spec: LayoutSpec) -> Color { backdrop(spec) }

    /// Two registrations are equal when their layouts' names are.
    public static func == (a: LayoutRegistration, b: LayoutRegistration) -> Bool { a.definition == b.definition }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(definition) }
}
