import Foundation
import SBMotion
import SBScene

/// The timeline a scene file's JSON plays, from its prepared layout (and, for transitions into
/// a compositional layout, the scene's own definition).
func sceneTimeline(_ json: String) throws -> ScriptedTimeline {
    let scene = try Scene.decode(Data(json.utf8))
    let plan = try RenderPlan(scene: scene)
    return try ScriptedTimeline(layout: plan.spec.preparedLayout(), events: scene.timeline ?? [],
                                compositional: plan.compositionalTarget)
}

/// The error a scene's timeline gives, or "no error".
func sceneTimelineFailure(_ json: String) -> String {
    do {
        _ = try sceneTimeline(json)
        return "no error"
    } catch {
        return "\(error)"
    }
}
