import Testing
import SBCairo
import SBLayout
import SBPNG

@Suite struct DrawingTests {
    @Test func filledRectangleIsRedInsideAndTransparentOutside() throws {
        let (surface, canvas) = try makeCanvas(width: 50, height: 40)
        canvas.rectangle(x: 10, y: 10, width: 30, height: 20)
        try canvas.fill(with: .color(Color(red: 1, green: 0, blue: 0)))
        let image = try surface.makeRGBAImage()
        #expect(image.probe(15, 15) == .red)
        #expect(image.probe(10, 10) == .red)
        #expect(image.probe(39, 29) == .red)
        #expect(image.probe(9, 15) == .transparent)
        #expect(image.probe(40, 15) == .transparent)
        #expect(image.probe(15, 30) == .transparent)
        #expect(image.probe(5, 5) == .transparent)
        #expect(image.inkedPixelCount == 30 * 20)
    }

    @Test func paintedBoundsHoldEveryPaintedPixelAndNoMore() throws {
        let (surface, canvas) = try makeCanvas(width: 60, height: 50)
        #expect(try surface.paintedBounds() == nil)
        // A rectangle, then a single pixel further right and lower, then one further left on a
        // row of its own: the bounds reach each, whichever row set them.
        canvas.rectangle(x: 10, y: 5, width: 20, height: 10)
        try canvas.fill(with: .color(.black))
        canvas.rectangle(x: 55, y: 30, width: 1, height: 1)
        try canvas.fill(with: .color(.black))
        #expect(try surface.paintedBounds() == PNGRegion(x: 10, y: 5, width: 46, height: 26))
        canvas.rectangle(x: 2, y: 40, width: 1, height: 1)
        try canvas.fill(with: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.01)))
        #expect(try surface.paintedBounds() == PNGRegion(x: 2, y: 5, width: 54, height: 36))
        // A pixel in the last column of the first row.
        canvas.rectangle(x: 59, y: 0, width: 1, height: 1)
        try canvas.fill(with: .color(.black))
        #expect(try surface.paintedBounds() == PNGRegion(x: 2, y: 0, width: 58, height: 41))
    }

    @Test func strokeCoversItsWidth() throws {
        let (surface, canvas) = try makeCanvas(width: 40, height: 40)
        canvas.move(toX: 5, y: 20)
        canvas.line(toX: 35, y: 20)
        try canvas.stroke(with: .color(Color(hex: 0x0000ff)), style: StrokeStyle(lineWidth: 6))
        let image = try surface.makeRGBAImage()
        // Width 6 centred on y = 20 covers rows 17 through 22 exactly.
        for y in 17...22 { #expect(image.probe(20, y) == RGBA(0, 0, 255, 255), "row \(y)") }
        #expect(image.probe(20, 16) == .transparent)
        #expect(image.probe(20, 23) == .transparent)
        // Butt caps end at the path's ends.
        #expect(image.probe(4, 20) == .transparent)
        #expect(image.probe(5, 20) == RGBA(0, 0, 255, 255))
        #expect(image.probe(35, 20) == .transparent)
    }

    @Test func rotatingASquareMovesItsCorners() throws {
        func render(rotation: Double) throws -> RGBAImage {
            let (surface, canvas) = try makeCanvas(width: 100, height: 100)
            try canvas.translate(x: 50, y: 50)
            try canvas.rotate(radians: rotation)
            canvas.rectangle(x: -20, y: -20, width: 40, height: 40)
            try canvas.fill(with: .color(.black))
            return try surface.makeRGBAImage()
        }
        let upright = try render(rotation: 0)
        let turned = try render(rotation: .pi / 4)
        // Upright: a corner at (30, 30); nothing above y = 30 on the centre line.
        #expect(upright.probe(31, 31) == RGBA(0, 0, 0, 255))
        #expect(upright.probe(50, 25) == .transparent)
        // Turned 45°: the corner has gone, a vertex now points up to y = 50 - 20√2 ≈ 21.7.
        #expect(turned.probe(31, 31) == .transparent)
        #expect(turned.probe(50, 25) == RGBA(0, 0, 0, 255))
        #expect(turned.probe(50, 20) == .transparent)
    }

    @Test func groupAlphaBlendsTheWholeGroupOnce() throws {
        let (surface, canvas) = try makeCanvas(width: 20, height: 10)
        try canvas.clear(.white)
        try canvas.withGroup(alpha: 0.7) {
            // Two overlapping grey rectangles: inside the group the overlap is still #aaaaaa.
            canvas.rectangle(x: 0, y: 0, width: 15, height: 10)
            try canvas.fill(with: .color(Color(hex: 0xaaaaaa)))
            canvas.rectangle(x: 5, y: 0, width: 15, height: 10)
            try canvas.fill(with: .color(Color(hex: 0xaaaaaa)))
        }
        let image = try surface.makeRGBAImage()
        // By hand: cairo turns alpha 0.7 into the 8-bit mask 179 (0.7 · 65535 = 45874 → top
        // byte 179); grey IN mask = 170 · 179 / 255 = 119.3 → 119; over white adds
        // 255 · (255 − 179) / 255 = 76; 119 + 76 = 195.
        #expect(image.probe(2, 5) == RGBA(195, 195, 195, 255))
        #expect(image.probe(10, 5) == RGBA(195, 195, 195, 255))
        #expect(image.probe(18, 5) == RGBA(195, 195, 195, 255))
    }

    @Test func withSavedStateRestoresTheTransform() throws {
        let (_, canvas) = try makeCanvas(width: 10, height: 10)
        try canvas.withSavedState {
            try canvas.scale(x: 2, y: 3)
            #expect(canvas.transform == AffineMatrix(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        }
        #expect(canvas.transform == .identity)
    }

    @Test func concatenateFollowsCoreGraphicsOrder() throws {
        let (_, canvas) = try makeCanvas(width: 10, height: 10)
        try canvas.translate(x: 10, y: 0)
        try canvas.scale(x: 2, y: 2)
        // User (1, 1) is scaled first, then translated: (12, 2).
        let device = canvas.transform.apply(x: 1, y: 1)
        #expect(device.x == 12 && device.y == 2)
        let matrix = AffineMatrix.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
        #expect(matrix == AffineMatrix(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        let inverse = try #require(matrix.inverted())
        #expect(inverse.apply(x: 12, y: 2) == (1, 1))
    }

    @Test func zeroScaleThrowsAndLeavesTheCanvasUsable() throws {
        let (surface, canvas) = try makeCanvas(width: 10, height: 10)
        let message = errorMessage { try canvas.scale(x: 0, y: 1) }
        #expect(message?.hasPrefix("invalid argument to concatenate: the transform [0.0 0.0 0.0 1.0 0.0 0.0]") == true)
        canvas.rectangle(x: 0, y: 0, width: 10, height: 10)
        try canvas.fill(with: .color(.black))
        #expect(try surface.makeRGBAImage().probe(5, 5) == RGBA(0, 0, 0, 255))
    }

    @Test func nonFiniteCoordinatesAreReportedByTheNextPaint() throws {
        let (surface, canvas) = try makeCanvas(width: 10, height: 10)
        canvas.move(toX: .nan, y: 3)
        let message = errorMessage { try canvas.fill() }
        #expect(message == "invalid argument to moveTo: the coordinates [nan, 3.0] are not all finite")
        canvas.rectangle(x: 0, y: 0, width: 10, height: 10)
        try canvas.fill(with: .color(.black))
        #expect(try surface.makeRGBAImage().probe(5, 5) == RGBA(0, 0, 0, 255))
    }

    @Test func badDashesThrowBeforeReachingCairo() throws {
        let (_, canvas) = try makeCanvas(width: 10, height: 10)
        canvas.rectangle(x: 1, y: 1, width: 5, height: 5)
        let message = errorMessage { try canvas.stroke(with: .color(.black), style: StrokeStyle(dash: [2, -1])) }
        #expect(message == "invalid argument to stroke: dash lengths [2.0, -1.0] must be finite and >= 0")
        try canvas.checkStatus()
    }

    @Test func roundedRectangleLeavesCornersEmpty() throws {
        let (surface, canvas) = try makeCanvas(width: 60, height: 60)
        canvas.roundedRectangle(x: 0, y: 0, width: 60, height: 60, cornerRadius: 13.5)
        try canvas.fill(with: .color(Color(hex: 0x8e8e93)))
        let image = try surface.makeRGBAImage()
        #expect(image.probe(0, 0) == .transparent)
        #expect(image.probe(59, 59) == .transparent)
        #expect(image.probe(30, 0) == RGBA(0x8e, 0x8e, 0x93, 255))
        #expect(image.probe(5, 5) == RGBA(0x8e, 0x8e, 0x93, 255))
    }

    @Test func ellipseAndCircleFillTheirCentres() throws {
        let (surface, canvas) = try makeCanvas(width: 60, height: 30)
        canvas.ellipse(x: 0, y: 0, width: 40, height: 20)
        canvas.circle(centerX: 50, centerY: 20, radius: 5)
        try canvas.fill(with: .color(.black))
        let image = try surface.makeRGBAImage()
        #expect(image.probe(20, 10) == RGBA(0, 0, 0, 255))
        #expect(image.probe(1, 1) == .transparent)
        #expect(image.probe(50, 20) == RGBA(0, 0, 0, 255))
        #expect(image.probe(50, 10) == .transparent)
    }

    @Test func linearGradientRunsBetweenItsStops() throws {
        let (surface, canvas) = try makeCanvas(width: 256, height: 1)
        canvas.rectangle(x: 0, y: 0, width: 256, height: 1)
        try canvas.fill(with: .linearGradient(LinearGradient(
            startX: 0, startY: 0, endX: 256, endY: 0,
            stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)])))
        let image = try surface.makeRGBAImage()
        #expect(image.probe(0, 0).r <= 1)
        #expect(image.probe(255, 0).r >= 254)
        #expect((127...129).contains(image.probe(128, 0).r))
    }

    @Test func radialGradientFadesOutwards() throws {
        let (surface, canvas) = try makeCanvas(width: 40, height: 40)
        try canvas.setSource(.radialGradient(RadialGradient(
            centerX: 20, centerY: 20, radius: 20,
            stops: [GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)), GradientStop(offset: 1, color: Color(red: 1, green: 0, blue: 0, alpha: 0))])))
        try canvas.paint()
        let image = try surface.makeRGBAImage()
        // Pixel centres: (20.5, 20.5) is 0.71 from the centre, alpha 255 · (1 − 0.71 / 20) = 246;
        // (20.5, 30.5) is 10.51 away, 255 · (1 − 10.51 / 20) = 121.
        #expect(image.probe(20, 20) == RGBA(255, 0, 0, 246))
        #expect((120...122).contains(image.probe(20, 30).a))
        #expect(image.probe(0, 0) == .transparent)
    }

    @Test func aspectFillCentresAndCrops() throws {
        // A 2 x 1 image, red then blue, filled into a 10 x 10 box: scaled by 10 and centred,
        // so x -5...5 is red, 5...15 blue, and the box clips at 0 and 10.
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let image = try #require(RGBAImage(width: 2, height: 1, pixels: pixels))
        let source = try ImageSurface(image: image)
        let (surface, canvas) = try makeCanvas(width: 20, height: 12)
        try canvas.drawImage(source, x: 0, y: 1, width: 10, height: 10, contentMode: .aspectFill, filter: .nearest)
        let out = try surface.makeRGBAImage()
        #expect(out.probe(2, 5) == .red)
        #expect(out.probe(7, 5) == RGBA(0, 0, 255, 255))
        #expect(out.probe(12, 5) == .transparent)
        #expect(out.probe(5, 0) == .transparent)
        #expect(out.probe(5, 11) == .transparent)
    }

    @Test func aspectFitLetterboxes() throws {
        let image = RGBAImage(width: 2, height: 1, fill: (0, 255, 0, 255))
        let source = try ImageSurface(image: image)
        let (surface, canvas) = try makeCanvas(width: 10, height: 10)
        try canvas.drawImage(source, x: 0, y: 0, width: 10, height: 10, contentMode: .aspectFit, filter: .good)
        let out = try surface.makeRGBAImage()
        // Scaled by 5 to 10 x 5, centred: rows 2.5...7.5.
        #expect(out.probe(5, 5) == RGBA(0, 255, 0, 255))
        #expect(out.probe(5, 1) == .transparent)
        #expect(out.probe(5, 8) == .transparent)
        #expect(out.probe(0, 4) == RGBA(0, 255, 0, 255))
    }

    @Test func paintWithAlphaAndClip() throws {
        let (surface, canvas) = try makeCanvas(width: 10, height: 10)
        try canvas.withSavedState {
            canvas.rectangle(x: 0, y: 0, width: 5, height: 10)
            try canvas.clip()
            try canvas.setSource(.color(.black))
            try canvas.paint(alpha: 0.5)
        }
        let image = try surface.makeRGBAImage()
        #expect(image.probe(2, 5) == RGBA(0, 0, 0, 128))
        #expect(image.probe(7, 5) == .transparent)
    }

    @Test func antialiasNoneGivesHardEdges() throws {
        let (surface, canvas) = try makeCanvas(width: 20, height: 20)
        canvas.setAntialias(.none)
        canvas.circle(centerX: 10, centerY: 10, radius: 7.3)
        try canvas.fill(with: .color(.black))
        let image = try surface.makeRGBAImage()
        let alphas = Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] })
        #expect(alphas == [0, 255])
    }
}
