import Foundation
import SBLayout
import SBScene
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's layout as `sbrender layout` prints it (one JSON object, an element a line),
    /// compared as text: layout math guarded without pixels. Lists the elements in the visible
    /// rectangle, as `sbrender layout` does.
    public static var layoutAttributes: Snapshotting { .layoutAttributes(fileID: "", filePath: "", line: 0, column: 0) }

    /// The scene's layout as `sbrender layout` prints it, compared as text (`.json` files).
    /// - Parameters:
    ///   - all: every element, not only those in the visible rectangle (`sbrender layout --all`).
    ///   - layouts: the layouts the scene may name: sbrender's own by default; give your
    ///     registry (`LayoutRegistry.builtIn.registering(...)`) to snapshot a layout of your own.
    ///   - fileID: where a scene whose layout is invalid is reported (the call, by default).
    ///   - filePath: where a scene whose layout is invalid is reported.
    ///   - line: where a scene whose layout is invalid is reported.
    ///   - column: where a scene whose layout is invalid is reported.
    /// - Returns: the strategy.
    public static func layoutAttributes(
        all: Bool = false, layouts: LayoutRegistry = .builtIn,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return SnapshotRendering.layouts(all: all, location: location).pullback { (scene: Scene) in SnapshotRendering.plan(scene: scene, layouts: layouts) }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// The layout of a scene given as JSON, as `sbrender layout` prints it, compared as text.
    public static var layoutAttributes: Snapshotting { .layoutAttributes(fileID: "", filePath: "", line: 0, column: 0) }

    /// The layout of a scene given as JSON, as `sbrender layout` prints it, compared as text.
    /// - Parameters:
    ///   - all: every element, not only those in the visible rectangle.
    ///   - layouts: the layouts the scene may name: sbrender's own by default; give your
    ///     registry to snapshot a layout of your own.
    ///   - fileID: where a scene that is invalid is reported (the call, by default).
    ///   - filePath: where a scene that is invalid is reported.
    ///   - line: where a scene that is invalid is reported.
    ///   - column: where a scene that is invalid is reported.
    /// - Returns: the strategy.
    public static func layoutAttributes(
        all: Bool = false, layouts: LayoutRegistry = .builtIn,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return SnapshotRendering.layouts(all: all, location: location).pullback { (json: String) in
            SnapshotRendering.plan(json: json, baseDirectory: nil, layouts: layouts)
        }
    }
}

extension Snapshotting where Value == RenderPlan, Format == String {
    /// A plan's layout as `sbrender layout` prints it, compared as text.
    package static var layoutAttributes: Snapshotting { .layoutAttributes(fileID: "", filePath: "", line: 0, column: 0) }

    /// A plan's layout as `sbrender layout` prints it, compared as text.
    /// - Parameters:
    ///   - all: every element, not only those in the visible rectangle.
    ///   - fileID: where a plan whose layout is invalid is reported (the call, by default).
    ///   - filePath: where a plan whose layout is invalid is reported.
    ///   - line: where a plan whose layout is invalid is reported.
    ///   - column: where a plan whose layout is invalid is reported.
    /// - Returns: the strategy.
    package static func layoutAttributes(
        all: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        SnapshotRendering.layouts(all: all, location: SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column))
            .pullback { (plan: RenderPlan) in .success(plan) }
    }
}

extension SnapshotRendering {
    /// Plans' layouts as `sbrender layout` prints them, compared as text; a missing plan or a
    /// layout that cannot be prepared is the assertion's one failure (``SnapshotFailureHandOff``).
    static func layouts(all: Bool, location: SnapshotIssue.Location) -> Snapshotting<Planned, String> {
        Snapshotting(pathExtension: "json", diffing: .sbrenderLines, asyncSnapshot: { (planned: Planned) in
            let plan: RenderPlan
            switch planned {
            case let .success(value): plan = value
            case let .failure(failure): return failed("the scene has no layout: \(failure)", at: location)
            }
            do {
                let layout = try plan.spec.preparedLayout()
                let elements = (all ? layout.layoutAttributesForAllElements() : layout.layoutAttributesForElements(in: layout.visibleRect))
                    .sorted(by: LayoutAttributes.reportOrder)
                return Async(value: LayoutJSON.report(layout: layout, elements: elements, time: plan.time) + "\n")
            } catch {
                return failed("the layout cannot be prepared: \(error)", at: location)
            }
        })
    }
}
