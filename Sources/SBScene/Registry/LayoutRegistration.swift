import SBLayout
import SBTimeline

/// A layout as sbrender knows it: its ``/SBLayout/LayoutDefinition`` (name, settings, seed
/// demo) and everything a scene's picture decides by its layout: the cells' style, an item's
/// demo style, the collection view's background, the default wallpaper and status bar, the
/// cookbook's navigation bar, and what it offers beyond a collection view (a detail view, the
/// installed fonts as items, a device's screen). One value per layout, kept in a
/// ``LayoutRegistry``: sbrender's own layouts are ``LayoutRegistry/builtIn``, and a package's
/// layout joins them with ``LayoutRegistry/registering(_:)`` and may say the same of itself.
///
/// The registration also names the layout's animations (``animations``, SBTimeline's
/// ``/SBTimeline/RegisteredAnimation``): SBMotion's `NamedAnimation` finds them here, for
/// `sbrender animate`, the golden suite and the docs gallery.
public struct LayoutRegistration: Sendable, Hashable, CustomStringConvertible {
    /// What a layout offers beyond a collection view of items.
    public enum Feature: String, Hashable, Sendable {
        /// A scene's `detail` key draws an item's detail view instead of the layout (the
        /// tutorial's DetailViewController, presented by a tap).
        case detailView
        /// `"itemSource": "fonts"`: the machine's font families are its items.
        case installedFonts
        /// The layout is a device's home screen: the scene's `homescreen`, `device`,
        /// `appearance` and `orientation` keys describe it, the canvas is the device's screen
        /// (its `--size` is the device's), a device frame is that device's, and materials show
        /// the wallpaper blurred behind them.
        case deviceScreen
        /// The layout draws page dots below its content when it has pages.
        case pageDots
    }

    /// The layout facts: name, settings, seed demo, configuration.
    public let definition: LayoutDefinition
    /// What the layout offers beyond a collection view (``Feature``).
    public let features: Set<Feature>
    /// The cookbook's navigation bar's title and buttons for the layout's sample; nil when the
    /// layout has no such sample (a scene's `navigationBar` is then refused).
    public let navigationBarItems: NavigationBar.Items?
    /// The status bar when the scene names none.
    public let defaultStatusBar: StatusBar
    /// How a PNG wallpaper fits the collection view when the scene does not say
    /// (`wallpaperContentMode`).
    public let wallpaperContentMode: ContentMode
    /// The item of the seed demo drawn selected (the circle's demo selects item 0), or nil.
    public let selectedDemoItem: Int?
    /// The docs gallery's stills of the layout drawn from scenes of their own, after its seed
    /// demo's (features its defaults do not show).
    public let galleryScenes: [GalleryScene]
    /// The named animations it offers, in the order the help text and the docs gallery list them.
    public let animations: [RegisteredAnimation]
    private let style: @Sendable (LayoutSpec) -> CellStyleName
    private let demoItem: @Sendable (_ seed: UInt64, _ identity: Int) -> ItemStyle
    private let backdrop: @Sendable (LayoutSpec) -> Color
    private let wallpaper: @Sendable (Scene) -> Wallpaper

    /// A registration.
    /// - Parameters:
    ///   - definition: the layout facts.
    ///   - defaultStyle: the cells' look when the scene names no `style`; recipe 10-8's tinted
    ///     cells labelled "[S%d, I%d]" by default.
    ///   - demoItemStyle: the style of an item the scene does not describe, by the spec's seed
    ///     and the item's identity; the cookbook's pastel colours by default.
    ///   - background: the colour behind the content with no wallpaper (`"wallpaper": "none"`,
    ///     the default wallpaper of most layouts); the cookbook's light grey by default.
    ///   - defaultWallpaper: the wallpaper when the scene names none; the layout's background
    ///     (``Wallpaper/layoutBackground``) by default.
    ///   - wallpaperContentMode: how a PNG wallpaper fits when the scene does not say;
    ///     UIImageView's scaleToFill by default.
    ///   - defaultStatusBar: the status bar when the scene names none; none by default.
    ///   - navigationBarItems: the cookbook's navigation bar for the layout's sample, or nil
    ///     (the default) when the layout takes no navigation bar.
    ///   - selectedDemoItem: the seed demo's selected item, or nil (the default).
    ///   - galleryScenes: its docs gallery scenes beside its seed demo; none by default.
    ///   - animations: its named animations; `transition` (to another layout) by default.
    ///   - features: what it offers beyond a collection view; nothing by default.
    public init(_ definition: LayoutDefinition,
                defaultStyle: @escaping @Sendable (LayoutSpec) -> CellStyleName = { _ in .grid },
                demoItemStyle: @escaping @Sendable (_ seed: UInt64, _ identity: Int) -> ItemStyle = { seed, identity in
                    ItemStyle(label: "", color: ItemStyle.pastel(seed: seed, identity: identity))
                },
                background: @escaping @Sendable (LayoutSpec) -> Color = { _ in .lightGray },
                defaultWallpaper: @escaping @Sendable (Scene) -> Wallpaper = { _ in .layoutBackground },
                wallpaperContentMode: ContentMode = .scaleToFill,
                defaultStatusBar: StatusBar = .none,
                navigationBarItems: NavigationBar.Items? = nil,
                selectedDemoItem: Int? = nil,
                galleryScenes: [GalleryScene] = [],
                animations: [RegisteredAnimation] = [.transition],
                features: Set<Feature> = []) {
        self.definition = definition
        self.style = defaultStyle
        self.demoItem = demoItemStyle
        self.backdrop = background
        self.wallpaper = defaultWallpaper
        self.wallpaperContentMode = wallpaperContentMode
        self.defaultStatusBar = defaultStatusBar
        self.navigationBarItems = navigationBarItems
        self.selectedDemoItem = selectedDemoItem
        self.galleryScenes = galleryScenes
        self.animations = animations
        self.features = features
    }

    /// The layout's name.
    public var name: LayoutName { definition.name }
    /// The layout's name.
    public var description: String { definition.name.rawValue }
    /// The named animation of this name, or nil.
    public func animation(named name: String) -> RegisteredAnimation? { animations.first { $0.name == name } }

    /// True when the layout offers `feature`.
    package func offers(_ feature: Feature) -> Bool { features.contains(feature) }
    /// The cells' look when the scene names no style.
    public func defaultStyle(for spec: LayoutSpec) -> CellStyleName { style(spec) }
    /// The style of an item the scene does not describe.
    package func demoItemStyle(seed: UInt64, identity: Int) -> ItemStyle { demoItem(seed, identity) }
    /// The colour behind the content when there is no wallpaper.
    public func background(for spec: LayoutSpec) -> Color { backdrop(spec) }
    /// The wallpaper when `scene` names none.
    package func defaultWallpaper(for scene: Scene) -> Wallpaper { wallpaper(scene) }

    /// Two registrations are equal when their layouts' names are.
    public static func == (a: LayoutRegistration, b: LayoutRegistration) -> Bool { a.definition == b.definition }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(definition) }
}
