import Foundation
import SBLayout
import SBScene
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's layout as `sbrender layout` prints it (one JSON object, an element a line),
    /// compared as text: layout math guarded without pixels. Lists the elements in the visible
    /// rectangle, as `sbrender layout` does.
    public static var layoutAttributes: Snapshotting { .layoutAttributes() }

    /// The scene's layout as `sbrender layout` prints it, compared as text (`.json` files).
    /// - Parameters:
    ///   - all: every element, not only those in the visible rectangle (`sbrender layout --all`).
    ///   - fileID: where a scene whose layout is invalid is reported (the call, by default).
    ///   - filePath: where a scene whose layout is invalid is reported.
    ///   - line: where a scene whose layout is invalid is reported.
    ///   - column: where a scene whose layout is invalid is reported.
    /// - Returns: the strategy.
    public static func layoutAttributes(
        all: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RenderPlan, String>.layoutAttributes(all: all, location: location)
            .asyncPullback { (scene: Scene) in
                SnapshotRendering.plan(scene: scene).map { Async(value: $0) }
                    ?? SnapshotRendering.failed("the scene has no layout: \(SnapshotRendering.planError(scene: scene))", at: location)
            }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// The layout of a scene given as JSON, as `sbrender layout` prints it, compared as text.
    public static var layoutAttributes: Snapshotting { .layoutAttributes() }

    /// The layout of a scene given as JSON, as `sbrender layout` prints it, compared as text.
    /// - Parameters:
    ///   - all: every element, not only those in the visible rectangle.
    ///   - fileID: where a scene that is invalid is reported (the call, by default).
    ///   - filePath: where a scene that is invalid is reported.
    ///   - line: where a scene that is invalid is reported.
    ///   - column: where a scene that is invalid is reported.
    /// - Returns: the strategy.
    public static func layoutAttributes(
        all: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RenderPlan, String>.layoutAttributes(all: all, location: location)
            .asyncPullback { (json: String) in
                switch SnapshotRendering.plan(json: json) {
                case let .success(plan): Async(value: plan)
                case let .failure(error): SnapshotRendering.failed("the scene has no layout: \(error)", at: location)
                }
            }
    }
}

extension Snapshotting where Value == RenderPlan, Format == String {
    /// A plan's layout as `sbrender layout` prints it, compared as text.
    public static var layoutAttributes: Snapshotting { .layoutAttributes() }

    /// A plan's layout as `sbrender layout` prints it, compared as text.
    /// - Parameters:
    ///   - all: every element, not only those in the visible rectangle.
    ///   - fileID: where a plan whose layout is invalid is reported (the call, by default).
    ///   - filePath: where a plan whose layout is invalid is reported.
    ///   - line: where a plan whose layout is invalid is reported.
    ///   - column: where a plan whose layout is invalid is reported.
    /// - Returns: the strategy.
    public static func layoutAttributes(
        all: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        layoutAttributes(all: all, location: SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    static func layoutAttributes(all: Bool, location: SnapshotIssue.Location) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines, asyncSnapshot: { (plan: RenderPlan) in
            do {
                let layout = try plan.spec.preparedLayout()
                let elements = (all ? layout.layoutAttributesForAllElements() : layout.layoutAttributesForElements(in: layout.visibleRect))
                    .sorted(by: LayoutAttributes.reportOrder)
                return Async(value: LayoutJSON.report(layout: layout, elements: elements, time: plan.time) + "\n")
            } catch {
                return SnapshotRendering.failed("the layout cannot be prepared: \(error)", at: location)
            }
        })
    }
}
