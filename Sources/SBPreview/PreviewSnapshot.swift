import SBLayout
import SBRender
import SBScene

/// What the page shows of one scene at one moment. The picture and the layout are the last good
/// ones: a scene with an error keeps them and adds ``failure``.
package struct PreviewSnapshot: Sendable {
    /// Counts every change the page should show; the page's addresses carry it so that a browser
    /// never shows a cached older picture.
    package var version = 0
    /// The page's settings the snapshot was drawn with.
    package var options = PreviewOptions()
    /// The last good picture.
    package var still: PreviewStill?
    /// The version the last good picture was published at.
    package var stillVersion = 0
    /// The home screen in its other appearance, when the page asks to compare; drawn with the
    /// last good picture.
    package var variant: PreviewStill?
    /// Why the newest edit could not be drawn; nil when it was.
    package var failure: PreviewFailure?
    /// Whether a drawing is under way.
    package var drawing = false
    /// The animation chosen in ``options``: drawn, being drawn (frames done so far), or failed.
    package var animation: PreviewAnimation?
    /// Frames of the chosen animation drawn so far, and how many it has.
    package var animationProgress: (done: Int, total: Int) = (0, 0)
    /// The animations the scene offers.
    package var animations: [String] = []
    /// The files watched: the scene file and the files it uses.
    package var files: [String] = []
    /// The equivalent command line.
    package var command = ""

    /// An empty snapshot: nothing drawn yet.
    package init() {}

    /// The snapshot as the JSON object the page reads (`state.json` and each server-sent event),
    /// on one line.
    /// - Parameters:
    ///   - name: the scene's title.
    ///   - served: which of ``files`` the server gives out, by relative name.
    package func json(name: String, served: (String) -> String?) -> String {
        func string(_ s: String?) -> String { s.map(LayoutJSON.string) ?? "null" }
        func number(_ d: Double?) -> String { d.map(LayoutJSON.number) ?? "null" }
        func int(_ i: Int?) -> String { i.map { String($0) } ?? "null" }
        var s = "{\"version\":\(version),\"name\":\(string(name)),\"drawing\":\(drawing)"
        s += ",\"command\":\(string(command))"
        s += ",\"options\":{\"scale\":\(int(options.scale)),\"time\":\(number(options.time)),\"page\":\(int(options.page))"
        s += ",\"editing\":\(options.editing == true),\"animation\":\(string(options.animation))"
        s += ",\"device\":\(string(options.device)),\"appearance\":\(string(options.appearance?.rawValue))"
        s += ",\"system\":\(string(options.system?.rawValue)),\"orientation\":\(string(options.orientation?.rawValue))"
        s += ",\"icons\":\(string(options.iconAppearance?.rawValue)),\"compare\":\(options.compare == true)}"
        if let failure {
            s += ",\"error\":{\"text\":\(string(failure.description)),\"keyPath\":\(string(failure.keyPath)),\"line\":\(int(failure.line)),\"column\":\(int(failure.column))}"
        } else {
            s += ",\"error\":null"
        }
        if let still {
            let plan = still.plan, view = plan.collectionViewFrame
            s += ",\"picture\":{\"version\":\(stillVersion),\"width\":\(plan.pixelWidth),\"height\":\(plan.pixelHeight)"
            s += ",\"scale\":\(plan.scale),\"canvas\":[\(number(plan.canvasSize.width)),\(number(plan.canvasSize.height))]"
            s += ",\"view\":[\(number(view.minX)),\(number(view.minY)),\(number(view.width)),\(number(view.height))]"
            s += ",\"layout\":\(string(plan.spec.layout.rawValue))"
            s += ",\"scene\":{\"time\":\(number(still.scene.time ?? 0)),\"page\":\(int(still.scene.page)),\"editing\":\(still.scene.editing == true)"
            s += ",\"scale\":\(plan.scale),\"device\":\(string(still.scene.device?.id)),\"appearance\":\(string(still.scene.interfaceStyle?.rawValue))"
            let home = plan.spec.homescreen
            s += ",\"system\":\(string(home?.system.rawValue)),\"icons\":\(string(home?.iconAppearance.rawValue))}}"
        } else {
            s += ",\"picture\":null"
        }
        if let variant, let still {
            s += ",\"variant\":{\"version\":\(stillVersion),\"appearance\":\(string(PreviewOptions.other(than: still.scene.interfaceStyle).rawValue))"
            s += ",\"width\":\(variant.plan.pixelWidth),\"height\":\(variant.plan.pixelHeight)}"
        } else {
            s += ",\"variant\":null"
        }
        s += ",\"animations\":[\(animations.map(LayoutJSON.string).joined(separator: ","))]"
        let ready = animation != nil && animation?.name == options.animation
        s += ",\"animation\":{\"name\":\(string(options.animation)),\"ready\":\(ready),\"done\":\(animationProgress.done)"
        s += ",\"frames\":\(ready ? animation?.frames.count ?? 0 : animationProgress.total),\"fps\":\(number(PreviewAnimation.fps))}"
        s += ",\"files\":[\(files.map { f in "{\"path\":\(string(f)),\"href\":\(string(served(f)))}" }.joined(separator: ","))]}"
        return s
    }
}
