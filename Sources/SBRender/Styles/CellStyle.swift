import SBLayout
import SBScene

/// How the cells, supplementary views and decoration views of a collection look: a style draws
/// one element at a time, in the element's own bounds, on a ``Painter``.
///
/// The renderer places each element (its centre, its 3D transform flattened to 2D, the quiver
/// rotation in deletion mode, its alpha as a group opacity) and then calls ``draw(_:on:)`` with
/// the origin at the element's top-left corner; a style only draws the element's content in
/// ``StyledElement/bounds``. sbrender's own looks are styles too (`SpringboardCellStyle`,
/// `FlowCellStyle`, `BlockStringCellStyle`, `CircleCellStyle`, `PictureFrameCellStyle`,
/// `GridCellStyle`); a scene picks one by name with `"style"`, code passes any style to
/// `RenderRequest.init(layout:content:items:canvas:scale:wallpaper:statusBar:style:format:)` or sets `Frame.cellStyle`.
///
/// ```swift
/// struct Tile: CellStyle {
///     func draw(_ element: StyledElement, on painter: any Painter) {
///         guard element.attributes.category == .cell else { return }
///         painter.addRoundedRect(element.bounds, radius: 10)
///         painter.setColor(element.item?.color ?? .white)
///         painter.fill(preserve: false)
///     }
/// }
/// ```
///
/// ## Caching a cell's raster
/// A style says what each element's drawing depends on with ``lookKey(for:)``: two elements with
/// equal keys draw the same pixels in their bounds, whatever their position, transform or alpha.
/// A style whose ``shouldRasterize`` is true (`SpringboardCellStyle`'s is: the tutorial sets
/// `self.layer.shouldRasterize = YES` on every icon) has its elements cached: a renderer with a
/// `RasterCache` (`Renderer.rasterCache`; the frame sequencer gives all its renderers one
/// shared cache, so animation frames as PNGs, numbered frames and APNGs use it) draws an element
/// with a key once per device transform into a raster covering ``drawingBounds(for:)``, with that
/// transform (scale and rotation to 1/2^20, fraction of a pixel to 1/2^16), and copies the raster
/// pixel for pixel with the element's alpha in every frame that shows the element so again, as a
/// layer with `shouldRasterize` does (the quiver repeats every 0.4 s). Upright elements between
/// device pixels (sliding) are drawn as vectors. Only elements whose key or transform is new are
/// drawn again. SVG and PDF are always drawn as vectors, and one-shot pictures too
/// (their renderer has no cache). The default key holds everything ``StyledElement`` carries
/// that can change a drawing (category, index path, identity, size, item style, image, seed,
/// delete button) and the style's type (and the style's value when it is `Hashable`); a style
/// that draws from anything else (the time, a random source, state outside the element) must
/// return its own key, or nil to be drawn as vectors every frame. Drawing outside
/// ``drawingBounds(for:)`` is clipped away in a raster.
public protocol CellStyle: Sendable {
    /// Draws `element` in ``StyledElement/bounds`` (origin zero, the element's size, in points).
    /// - Parameters:
    ///   - element: the element's attributes, its item's style (cells), its image.
    ///   - painter: the canvas, already placed at the element.
    func draw(_ element: StyledElement, on painter: any Painter)

    /// Draws a cell's delete button in deletion mode (when the attributes do not hide it), after
    /// ``draw(_:on:)``. By default the Springboard tutorial's red button with a white cross in the
    /// top-left corner.
    func drawDeleteButton(_ element: StyledElement, on painter: any Painter)

    /// What the drawing of `element` depends on, or nil when it cannot be reused (see "Caching a
    /// cell's raster" above).
    func lookKey(for element: StyledElement) -> AnyHashable?

    /// True to draw each element once into a raster and composite it in later frames (a layer's
    /// `shouldRasterize`); false (the default, as in UIKit) to draw it as vectors every frame.
    var shouldRasterize: Bool { get }

    /// The rectangle the drawing of `element` may reach, in its coordinates: the bounds and what
    /// spills out of them (delete buttons, badges, shadows, reflections). Drawing outside it may be
    /// clipped. By default the bounds grown by half their size on each side.
    func drawingBounds(for element: StyledElement) -> Rect

    /// The style as it draws the elements of `layout`, the prepared layout of the frame the
    /// renderer is drawing: a style that needs the layout's state (which sections are lists, say)
    /// takes it here, so that it never has to be handed a prepared layout. By default the style
    /// itself.
    func drawing(_ layout: any CollectionViewLayout) -> any CellStyle

    /// The size `element` needs for its content (UIKit's
    /// `preferredLayoutAttributesFittingAttributes:`), asked of cells and boundary items with an
    /// estimated dimension before a still picture is drawn; only the request's estimated sides
    /// are used. Measure text with `painter` (``Painter/measureText(_:font:width:)``, Pango's
    /// layout). By default nil: the element keeps its estimate.
    /// - Parameters:
    ///   - element: the element at its estimated size, with its item's style.
    ///   - request: which sides are estimated.
    ///   - painter: the canvas the picture is drawn on, for measuring.
    func preferredSize(for element: StyledElement, fitting request: SelfSizingRequest, measuringWith painter: any Painter) -> Size?
}

extension CellStyle {
    /// The Springboard tutorial's delete button.
    public func drawDeleteButton(_ element: StyledElement, on painter: any Painter) {
        SpringboardIcon.drawDeleteButton(cellSize: element.bounds.size, on: painter)
    }

    /// Everything the element carries and the style's type.
    public func lookKey(for element: StyledElement) -> AnyHashable? {
        AnyHashable(StyledElement.LookKey(element, style: String(reflecting: Self.self), value: nil))
    }

    /// The style itself: it needs nothing of the layout.
    public func drawing(_ layout: any CollectionViewLayout) -> any CellStyle { self }

    /// Nil: the element keeps its estimate.
    public func preferredSize(for element: StyledElement, fitting request: SelfSizingRequest, measuringWith painter: any Painter) -> Size? { nil }

    /// False: drawn as vectors every frame, as a layer is unless told otherwise.
    public var shouldRasterize: Bool { false }

    /// The bounds grown by half their size on each side.
    public func drawingBounds(for element: StyledElement) -> Rect {
        let b = element.bounds
        return Rect(x: -b.width / 2, y: -b.height / 2, width: b.width * 2, height: b.height * 2)
    }
}

extension CellStyle where Self: Hashable {
    /// Everything the element carries, the style's type and the style's value.
    public func lookKey(for element: StyledElement) -> AnyHashable? {
        AnyHashable(StyledElement.LookKey(element, style: String(reflecting: Self.self), value: AnyHashable(self)))
    }
}

/// One element as a ``CellStyle`` receives it.
public struct StyledElement: Sendable {
    /// The element's layout attributes at this moment (position and transform are the renderer's
    /// business; a style reads the category, index path, identity, size and delete button).
    public var attributes: LayoutAttributes
    /// The cell's item style (label, colour, image, badge, selection, text and card settings), or
    /// nil for supplementary and decoration views.
    public var item: ItemStyle?
    /// The item's decoded image, when it names one.
    public var image: LoadedImage?
    /// The scene's seed, for looks with generated detail.
    public var seed: UInt64
    /// The wallpaper behind the element, blurred, as the screen's size (draw it at the
    /// element's screen position for a translucent material): given to the home screen's
    /// elements (`HomeScreenCellStyle`'s dock, page indicator and folders), nil otherwise.
    public var backdrop: LoadedImage?
    /// Pixels per point of the picture being drawn (UITraitCollection.displayScale: 1, 2 or 3),
    /// for lines one device pixel thick such as list separators; 2 unless the renderer says.
    public var displayScale = 2.0

    /// An element to draw.
    public init(attributes: LayoutAttributes, item: ItemStyle? = nil, image: LoadedImage? = nil, seed: UInt64 = 0) {
        self.attributes = attributes
        self.item = item
        self.image = image
        self.seed = seed
    }

    /// Where to draw: the origin and the element's size, in points.
    public var bounds: Rect { Rect(origin: .zero, size: attributes.size) }
    /// True when deletion mode shows this cell's delete button.
    public var showsDeleteButton: Bool { !attributes.isDeleteButtonHidden }

    /// The default ``CellStyle/lookKey(for:)``: what an element's drawing can depend on.
    ///
    /// It is `@unchecked Sendable` because of `value`, which only ever wraps a `CellStyle`
    /// (itself `Sendable`).
    public struct LookKey: Hashable, @unchecked Sendable {
        /// The style's type, as `String(reflecting:)` spells it.
        public var style: String
        /// The style's own value, when it is `Hashable`.
        public var value: AnyHashable?
        /// Cell, supplementary or decoration view, and its kind.
        public var category: ElementCategory
        /// The element's index path.
        public var indexPath: IndexPath
        /// The item's identity.
        public var identity: Int
        /// The element's size.
        public var size: Size
        /// The cell's item style.
        public var item: ItemStyle?
        /// The image's key.
        public var image: String?
        /// The scene's seed.
        public var seed: UInt64
        /// Whether the delete button shows.
        public var showsDeleteButton: Bool
        /// The display scale it is drawn at.
        public var displayScale: Double

        /// The key of `element` drawn by a style of type `style` (and value `value`).
        public init(_ element: StyledElement, style: String, value: AnyHashable?) {
            self.style = style
            self.value = value
            category = element.attributes.category
            indexPath = element.attributes.indexPath
            identity = element.attributes.identity
            size = element.attributes.size
            item = element.item
            image = element.image?.key
            seed = element.seed
            showsDeleteButton = element.showsDeleteButton
            displayScale = element.displayScale
        }
    }
}

/// A style that reads the prepared layout it draws for (which sections are lists, which tile is
/// a folder). Made without one, it takes the layout of the frame the renderer draws
/// (``CellStyle/drawing(_:)``); a layout of another type gives it none.
public protocol LayoutReadingCellStyle: CellStyle {
    /// The type of layout the style reads.
    associatedtype DrawnLayout: CollectionViewLayout
    /// The prepared layout the elements come from, or nil for the layout of the frame drawn.
    var layout: DrawnLayout? { get }
    /// The style for a prepared layout, or (nil) for the layout of the frame drawn.
    init(layout: DrawnLayout?)
}

extension LayoutReadingCellStyle {
    /// This style with the layout being drawn, when it was made without one.
    public func drawing(_ layout: any CollectionViewLayout) -> any CellStyle {
        self.layout != nil ? self : Self(layout: layout as? DrawnLayout)
    }
}
