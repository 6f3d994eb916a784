public import Foundation
internal import SBLayout
internal import SBPNG
internal import SBRender

/// An image (UIKit's `UIImage`): decoded PNG pixels with a scale, or a system symbol, which is
/// drawn as a clearly marked neutral stand-in (SF Symbols are Apple's and not drawn here).
/// Template images are drawn in the tint colour of the view that shows them.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: template for symbols, original otherwise.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// The image's alpha filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// A symbol's size relative to the text it sits with (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The scale the context picks: medium.
        case `default` = -1
        /// No scale given.
        case unspecified = 0
        /// A fifth smaller than medium.
        case small = 1
        /// The text's own size.
        case medium = 2
        /// A fifth larger than medium.
        case large = 3
    }

    /// What a symbol image is configured with (UIKit's `UIImage.SymbolConfiguration`): a point
    /// size and weight, which size the stand-in.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// The point size (0: the default 17).
        public let pointSize: CGFloat
        /// The weight.
        public let weight: UIFont.Weight
        /// The symbol's scale relative to its point size (UIKit's `UIImage.SymbolScale`).
        public let scale: SymbolScale
        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: UIFont.Weight = .regular) {
            self.init(pointSize: pointSize, weight: weight, scale: .default)
        }
        init(pointSize: CGFloat, weight: UIFont.Weight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }
        /// A configuration sized like a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: font.weight, scale: scale)
        }

        /// The stand-in's side over its point size's: 0.8 small, 1 medium, 1.2 large
        /// (*assumption*: SF Symbols' small and large scales are about a fifth smaller and larger
        /// than the medium one).
        var scaleFactor: CGFloat {
            switch scale {
            case .small: 0.8
            case .large: 1.2
            default: 1
            }
        }
        /// A configuration at a text style's size at the Large category.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: textStyle.size(for: .large), weight: textStyle.weight)
        }
        /// A configuration with only a weight (17 pt).
        public convenience init(weight: UIFont.Weight) {
            self.init(pointSize: 0, weight: weight)
        }
        /// A configuration sized like a font.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: font.weight)
        }
    }

    /// What an image is.
    enum Source: Sendable {
        /// Decoded pixels, under a key naming where they came from.
        case pixels(LoadedImage)
        /// A system symbol's stand-in, by name, at a point size.
        case symbol(String, pointSize: CGFloat)
    }

    let source: Source
    /// Pixels per point: 1, 2 or 3 (from an `@2x`/`@3x` file name).
    public let scale: CGFloat
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The symbol configuration, for a symbol.
    public let symbolConfiguration: SymbolConfiguration?

    init(source: Source, scale: CGFloat, renderingMode: RenderingMode, configuration: SymbolConfiguration? = nil) {
        self.source = source
        self.scale = max(1, scale)
        self.renderingMode = renderingMode
        self.symbolConfiguration = configuration
        super.init()
    }

    /// The size in points: pixels divided by the scale; a symbol's stand-in is a square of its
    /// point size plus a fifth (17 pt text gives a 20.4-point symbol, about SF Symbols' medium
    /// scale box).
    open var size: CGSize {
        switch source {
        case .pixels(let p): CGSize(width: CGFloat(p.width) / scale, height: CGFloat(p.height) / scale)
        case .symbol(_, let pointSize): CGSize(width: pointSize * 1.2, height: pointSize * 1.2)
        }
    }

    /// Whether this is a system symbol (a stand-in).
    open var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }

    /// The image decoded from PNG bytes (scale 1), or nil when they are not a PNG sbrender reads.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image decoded from PNG bytes at `scale` pixels per point, or nil.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = try? PNGDecoder.decode([UInt8](data)) else { return nil }
        self.init(source: .pixels(LoadedImage(key: "data:\(data.hashValue)-\(data.count)", image: image)), scale: scale, renderingMode: .automatic)
    }

    /// The PNG at `path`, or nil when it cannot be read; a name ending in `@2x` or `@3x` gives the
    /// scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let image = try? PNGDecoder.decode([UInt8](data)) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(source: .pixels(LoadedImage(key: path, image: image)), scale: scale, renderingMode: .automatic)
    }

    /// The image named `name` in the main bundle's resources (see ``init(named:in:with:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image named `name` in `bundle`'s resources (the main bundle when nil): `name.png`,
    /// else `name@3x.png`, `name@2x.png`, an asset catalogue's `name.imageset` folder's PNG, or
    /// the name as a file name with its extension. Nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UITraitCollection?) {
        guard !name.isEmpty, let path = Self.resourcePath(named: name, in: bundle ?? .main) else { return nil }
        self.init(contentsOfFile: path)
    }

    static func resourcePath(named name: String, in bundle: Bundle) -> String? {
        let fm = FileManager.default
        var roots = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        if let url = bundle.resourceURL { roots.append(url.path) }
        for root in Array(NSOrderedSet(array: roots)) as? [String] ?? roots {
            let ext = (name as NSString).pathExtension
            var candidates = ext.isEmpty ? ["\(name)@3x.png", "\(name)@2x.png", "\(name).png"] : [name]
            candidates += ["Assets.xcassets/\(name).imageset", "\(name).imageset"]
            for candidate in candidates {
                let path = (root as NSString).appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if !isDirectory.boolValue { return path }
                let files = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0.lowercased().hasSuffix(".png") }.sorted()
                if let best = files.first(where: { $0.contains("@3x") }) ?? files.first(where: { $0.contains("@2x") }) ?? files.first {
                    return (path as NSString).appendingPathComponent(best)
                }
            }
        }
        return nil
    }

    /// A system symbol: SF Symbols are Apple's, so the image draws a neutral stand-in (a rounded
    /// square outline with a diagonal, in the tint colour) of the symbol's size, for any name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol's stand-in sized by `configuration` (17 pt by default).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let size = ((configuration?.pointSize).flatMap { $0 > 0 ? $0 : nil } ?? 17) * (configuration?.scaleFactor ?? 1)
        self.init(source: .symbol(name, pointSize: size), scale: 1, renderingMode: .alwaysTemplate, configuration: configuration)
    }

    /// A system symbol's stand-in (traits are not used).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, scale: scale, renderingMode: renderingMode, configuration: symbolConfiguration)
    }

    /// The same symbol with another configuration (a pixel image is returned unchanged).
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard case .symbol(let name, _) = source else { return self }
        let size = (configuration.pointSize > 0 ? configuration.pointSize : 17) * configuration.scaleFactor
        return UIImage(source: .symbol(name, pointSize: size), scale: scale, renderingMode: renderingMode, configuration: configuration)
    }

    /// The same image as a template tinted `color` when drawn (kept as a template; the colour is
    /// applied by the view that draws it when it has no tint of its own).
    open func withTintColor(_ color: UIColor) -> UIImage {
        let image = UIImage(source: source, scale: scale, renderingMode: .alwaysTemplate, configuration: symbolConfiguration)
        image.fixedTint = color
        return image
    }

    /// `withTintColor(_:)` with a rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(source: source, scale: scale, renderingMode: renderingMode, configuration: symbolConfiguration)
        image.fixedTint = color
        return image
    }

    /// The colour given by ``withTintColor(_:)``.
    private(set) var fixedTint: UIColor?

    /// Whether the image draws in a tint: templates, and symbols in the automatic mode.
    var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSymbolImage
        }
    }

    /// How to draw the image in `rect` of a view, tinted with `tint` when it is a template.
    func drawOps(in rect: CGRect, contentMode: UIView.ContentMode, tint: UIColor) -> [DrawOp] {
        let color = (fixedTint ?? tint).sbColor
        let placed = Self.place(size, in: rect, contentMode: contentMode)
        switch source {
        case .symbol(let name, _):
            return DrawOp.symbolStandIn(named: name, in: placed, color: color)
        case .pixels(let loaded):
            var image = loaded
            if isTemplate {
                var pixels = loaded.image.pixels
                let (r, g, b) = (UInt8(max(0, min(255, (color.red * 255).rounded()))), UInt8(max(0, min(255, (color.green * 255).rounded()))),
                                 UInt8(max(0, min(255, (color.blue * 255).rounded()))))
                for i in stride(from: 0, to: pixels.count, by: 4) {
                    pixels[i] = r
                    pixels[i + 1] = g
                    pixels[i + 2] = b
                    pixels[i + 3] = UInt8((Double(pixels[i + 3]) * color.alpha).rounded())
                }
                if let tinted = RGBAImage(width: loaded.width, height: loaded.height, pixels: pixels) {
                    image = LoadedImage(key: "\(loaded.key)#tint(\(color))", image: tinted)
                }
            }
            return [.image(ImageRef(image), placed.rect, placed.mode)]
        }
    }

    /// Where an image of `size` goes in `rect` by a view's content mode: the scaling modes as
    /// SBRender draws them, the others at the image's size pinned to a side, a corner or the
    /// centre (and clipped to the view when it clips).
    static func place(_ size: CGSize, in rect: CGRect, contentMode: UIView.ContentMode) -> (rect: Rect, mode: ContentMode) {
        let r = Rect(rect)
        switch contentMode {
        case .scaleToFill, .redraw: return (r, .scaleToFill)
        case .scaleAspectFit: return (r, .aspectFit)
        case .scaleAspectFill: return (r, .aspectFill)
        default: break
        }
        let w = Double(size.width), h = Double(size.height)
        var x = r.minX + (r.width - w) / 2, y = r.minY + (r.height - h) / 2
        switch contentMode {
        case .top, .topLeft, .topRight: y = r.minY
        case .bottom, .bottomLeft, .bottomRight: y = r.maxY - h
        default: break
        }
        switch contentMode {
        case .left, .topLeft, .bottomLeft: x = r.minX
        case .right, .topRight, .bottomRight: x = r.maxX - w
        default: break
        }
        return (Rect(x: x, y: y, width: w, height: h), .scaleToFill)
    }
}
