import SBCairo
import SBLayout
import SBPNG
import SBScene

/// The wallpaper as the home screen's materials see it through the glass: drawn at an eighth of
/// the screen's points and blurred by three passes of a 5-pixel box (about a Gaussian of 23
/// points' standard deviation on the screen: iOS's dock and folder materials blur the wallpaper
/// beyond recognition, measured on public screenshots); drawn back at the screen's size, cairo's
/// bilinear filter smooths it further.
enum WallpaperBlur {
    /// Where ``Renderer/loadImages(for:)-type.method`` puts it.
    static let key = "\u{1}wallpaper-blurred"
    /// Points per pixel of the small picture.
    static let reduction = 8.0
    /// The box's radius in the small picture's pixels.
    static let radius = 2

    /// The blurred wallpaper of `plan`, `images` holding the decoded wallpaper (scaled) if any.
    static func make(plan: RenderPlan, images: [String: LoadedImage]) throws -> LoadedImage {
        let view = plan.collectionViewFrame.size
        let width = max(1, Int((view.width / reduction).rounded(.up))), height = max(1, Int((view.height / reduction).rounded(.up)))
        let surface = try ImageSurface(width: width, height: height)
        do {
            let canvas = try Canvas(surface)
            try canvas.scale(x: 1 / reduction, y: 1 / reduction)
            let painter = CairoPainter(canvas: canvas, fonts: nil, surfaces: SurfaceCache())
            Backgrounds.draw(plan.wallpaper, background: plan.layoutBackground, canvas: Rect(origin: .zero, size: view), images: images, on: painter)
            if let error = painter.firstError { throw RenderError("blurring the wallpaper failed: \(error)") }
            try canvas.checkStatus("blurring the wallpaper")
        }
        var image = try surface.makeRGBAImage()
        for _ in 0..<3 { image = boxBlur(image, radius: radius) }
        return LoadedImage(key: "\(key)@\(width)x\(height)#\(plan.wallpaper)", image: image)
    }

    /// One horizontal and one vertical pass of a box of `2 radius + 1` pixels, edges clamped.
    static func boxBlur(_ image: RGBAImage, radius: Int) -> RGBAImage {
        let w = image.width, h = image.height
        func pass(_ src: [UInt8], horizontal: Bool) -> [UInt8] {
            var out = src
            let lines = horizontal ? h : w, length = horizontal ? w : h
            let span = 2 * radius + 1
            for line in 0..<lines {
                for channel in 0..<4 {
                    func index(_ i: Int) -> Int {
                        let k = min(max(i, 0), length - 1)
                        return (horizontal ? line * w + k : k * w + line) * 4 + channel
                    }
                    var sum = 0
                    for i in -radius...radius { sum += Int(src[index(i)]) }
                    for i in 0..<length {
                        out[index(i)] = UInt8((sum + span / 2) / span)
                        sum += Int(src[index(i + radius + 1)]) - Int(src[index(i - radius)])
                    }
                }
            }
            return out
        }
        let pixels = pass(pass(image.pixels, horizontal: true), horizontal: false)
        return RGBAImage(width: w, height: h, pixels: pixels) ?? image
    }
}
