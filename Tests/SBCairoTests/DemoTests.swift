import Testing
import Foundation
@testable import SBCairo
import SBLayout
import SBPNG

/// The picture from the brief: a grey rounded-square icon with a wrapped label at opacity 0.7,
/// and a red badge with a white cross. Set SBCAIRO_DEMO_PNG=/tmp/demo.png to look at it.
@Suite struct DemoTests {
    @Test func demoIcon() throws {
        let fonts = try FontSetup()
        let surface = try ImageSurface(width: 240, height: 260)
        let canvas = try Canvas(surface)
        try canvas.clear(.white)
        try canvas.scale(x: 2, y: 2)

        canvas.roundedRectangle(x: 30, y: 12, width: 60, height: 60, cornerRadius: 13.5)
        try canvas.fillAndStroke(
            fill: .linearGradient(LinearGradient(startX: 0, startY: 12, endX: 0, endY: 72, stops: [
                GradientStop(offset: 0, color: Color(hex: 0xc7c7cc)),
                GradientStop(offset: 1, color: Color(hex: 0x8e8e93)),
            ])),
            stroke: .color(Color(white: 0, alpha: 0.25)), style: StrokeStyle(lineWidth: 1))

        canvas.circle(centerX: 88, centerY: 14, radius: 10)
        try canvas.fill(with: .color(Color(hex: 0xff3b30)))
        canvas.move(toX: 84, y: 10); canvas.line(toX: 92, y: 18)
        canvas.move(toX: 92, y: 10); canvas.line(toX: 84, y: 18)
        try canvas.stroke(with: .color(.white), style: StrokeStyle(lineWidth: 2.5, cap: .round))

        let label = try TextLayout("Photos and Camera Settings with a very long name indeed",
                                   font: FontDescriptor(family: "DejaVu Sans", size: 12), fonts: fonts)
        label.width = 108
        label.maximumLines = 3
        label.alignment = .center
        try canvas.withGroup(alpha: 0.7) { try canvas.draw(label, x: 6, y: 78, color: .black) }

        if let path = ProcessInfo.processInfo.environment["SBCAIRO_DEMO_PNG"] {
            try surface.writePNGForDebugging(to: path)
        }
        let image = try surface.makeRGBAImage()
        #expect(image.probe(4, 4) == .white)                    // background
        #expect(image.probe(176, 28) == .white)                 // the cross's centre (device pixels)
        #expect(image.probe(176, 20) == RGBA(255, 59, 48, 255))  // badge, between the cross's arms
        #expect(image.probe(120, 120).r < 0xc7)                 // icon body (the gradient)
        #expect(label.lineCount == 3 && label.isTruncated)
    }
}
