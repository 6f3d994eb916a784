import SBLayout
import SBTimeline
import Testing

/// The UIKit Dynamics engine against the document's drag as SpringDrag integrates it: four
/// springs of 8 Hz and damping ratio 0.6 from the corners of a 40 x 40 square around the touch,
/// each with the rest length it had when the drag began. Both integrate with RK4 at 1/600 s with
/// the anchors held at the touch, so an item picked up at (120, 120) by a touch at (40, 40) and
/// pulled to (140, 90) is at the same place and speed, to 10^-9 (the two sum the RK4 terms in a
/// different order), after 2 ticks and after 30.
@Suite struct DynamicsWorldTests {
    @Test func fourSpringsMatchSpringDrag() {
        let center = Point(x: 120, y: 120), touch = Point(x: 40, y: 40), to = Point(x: 140, y: 90)
        let drag = SpringDrag(center: center, touch: touch)
        let forces: [DynamicsForce] = zip(SpringDrag.anchors(for: to), drag.restLengths).map { anchor, rest in
            .spring(.anchor(anchor), .body(0, offset: .zero), length: rest, frequency: 8, damping: 0.6)
        }
        var world = DynamicsWorld(bodies: [DynamicsBody(center: center, size: Size(width: 80, height: 80))])
        func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
        world.step(ticks: 2, forces: forces)
        #expect(close(world.bodies[0].center, drag.simulate(from: .init(position: center), until: 2.0 / 60) { _ in to }.position))
        world.step(ticks: 28, forces: forces)
        let half = drag.simulate(from: .init(position: center), until: 0.5) { _ in to }
        #expect(close(world.bodies[0].center, half.position) && close(world.bodies[0].velocity, half.velocity))
        // Not yet at rest half a second in (the soft direction across the springs rings slowly).
        #expect(half.position != Point(x: 220, y: 170))
    }
}
