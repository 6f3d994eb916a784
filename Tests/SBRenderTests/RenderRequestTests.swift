import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
import Testing

/// One render request, from a scene or from Swift values, drawn by one entry point: the same
/// values give the same bytes whichever way they came.
@Suite struct RenderRequestTests {
    /// The compositional seed demo from its scene, and from Swift values naming the same
    /// layout, content, item looks, background and style. (Before one request, the Swift call
    /// drew it with white untinted cards and list rows as square cards: 39.9 % of the pixels
    /// differed.)
    @Test func theCompositionalLayoutFromSwiftIsItsScene() throws {
        let renderer = try Renderer()
        let plan = try RenderPlan(scene: Scene.decode(Data(#"{"layout": "compositional"}"#.utf8)))
        let fromScene = try renderer.render(plan: plan, format: .png)

        let canvas = Size(width: 768, height: 1024)
        let definition = SeedDemo.compositional(viewport: canvas)
        let total = definition.itemCounts.reduce(0, +)
        let items = (0..<total).map { LayoutRegistration.compositional.demoItemStyle(seed: 0, identity: $0) }
        let background = Renderer.documentBackground(of: LayoutSpec(layout: .compositional))
        let request = try RenderRequest(layout: CompositionalLayout(spec: definition), content: CollectionContent(itemCounts: definition.itemCounts),
                                        items: items, canvas: canvas, wallpaper: .color(background),
                                        style: CompositionalCellStyle(), format: .png)
        let fromSwift = try renderer.render(request)
        #expect(fromSwift == fromScene)
        // The older Swift call, with the same values, is the same request.
        let viaLayoutCall = try renderer.render(layout: CompositionalLayout(spec: definition), content: CollectionContent(itemCounts: definition.itemCounts),
                                                items: items, canvas: canvas, background: background, style: CompositionalCellStyle(), format: .png)
        #expect(viaLayoutCall == fromScene)
    }

    /// A style that needs the layout's state takes it from the renderer: the compositional style
    /// made without a layout draws the demo's inset-grouped list rows, not square cards.
    @Test func aStyleGetsTheLayoutItDrawsFromTheRenderer() throws {
        let renderer = try Renderer()
        let canvas = Size(width: 390, height: 600)
        let definition = SeedDemo.compositional(viewport: canvas)
        var prepared = CompositionalLayout(spec: definition)
        let content = CollectionContent(itemCounts: definition.itemCounts)
        prepared.prepare(content: content, viewport: canvas)
        func image(_ style: any CellStyle) throws -> RGBAImage {
            try renderer.renderImage(layout: CompositionalLayout(spec: definition), content: content, canvas: canvas, style: style)
        }
        let handedTheLayout = try image(CompositionalCellStyle(layout: prepared))
        let takingIt = try image(CompositionalCellStyle())
        #expect(takingIt == handedTheLayout)
    }

    @Test func aCanvasNoTallerThanTheStatusBarIsRefused() {
        #expect(throws: RenderError.self) {
            _ = try RenderRequest(layout: FlowLayout(), content: CollectionContent(itemCounts: [1]), canvas: Size(width: 100, height: 20),
                                  statusBar: .ios6, format: .png)
        }
    }
}
