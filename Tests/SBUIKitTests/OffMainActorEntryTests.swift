import Foundation
import SBPNG
import SBRender
import SBUIKit
import SwiftFiveCallers
import Testing

/// issue 37: besides `layoutIfNeeded`, the SBUIKit calls a nonisolated Swift 5 mode test can
/// reach (a collection view's data, layout queries and updates, a view controller's view, the
/// render entries) are reported as the running test's failure saying what to do, or thrown as a
/// render error, and do nothing, instead of ending the test process in Swift's isolation check.
@Suite struct OffMainActorEntryTests {
    /// A 200 x 100 flow collection view of three 40 x 40 cells, laid out on the main actor.
    @MainActor static func makeView(_ source: CountsDataSource) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        let view = source.makeView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        view.layoutIfNeeded()
        return view
    }

    /// A known issue whose text names `call` and says what to do.
    func expectReported(_ call: String, _ body: () -> Void) {
        withKnownIssue {
            body()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("\(call) was called off the main thread; UIKit's views are used on the main actor: mark the test (or its suite) @MainActor")
        }
    }

    /// This test is not isolated: its body runs on the cooperative pool, not the main actor.
    @Test func aCollectionViewsDataQueriesAndUpdatesAreReported() async {
        let source = await CountsDataSource([3])
        let view = await Self.makeView(source)
        #expect(!MainActorCheck.isOnMainActor)
        expectReported("-[UICollectionView reloadData]") { reloadFromAnyThread(view) }
        expectReported("-[UICollectionView performBatchUpdates:completion:]") {
            // Neither the updates nor the completion run.
            #expect(!batchUpdateFromAnyThread(view))
        }
        withKnownIssue {
            let answers = layoutQueriesFromAnyThread(view)
            #expect(answers.attributes == nil && answers.cells == 0 && answers.visible == 0 && answers.hit == nil && answers.sections == 0)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("was called off the main thread")
        }
        // On the main actor the view is as it was: three cells, none reloaded away.
        let cells = await MainActor.run { view.visibleCells.count }
        #expect(cells == 3)
        withExtendedLifetime(source) {}
    }

    /// UIKit's attributes compare by value (`isEqual:`) and hash by identity of the element; off
    /// the main actor their state cannot be read, so SBUIKit reports the call and falls back to
    /// the object's identity (two equal-valued attributes are then unequal) instead of trapping.
    @Test func attributesCompareHashAndDescribeOffTheMainActor() async {
        let (a, b) = await MainActor.run { () -> (UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes) in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            a.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            return (a, a.copy() as! UICollectionViewLayoutAttributes)
        }
        // On the main actor the copy is equal and hashes the same (same element, same values).
        let onMain = await MainActor.run { (a.isEqual(b), a.hash == b.hash) }
        #expect(onMain == (true, true))
        withKnownIssue {
            let off = attributesIdentityFromAnyThread(a, b)
            #expect(off.equal == false)
            #expect(off.description == "<UICollectionViewLayoutAttributes>")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("-[UICollectionViewLayoutAttributes isEqual:] was called off the main thread")
                || text.contains("-[UICollectionViewLayoutAttributes hash] was called off the main thread")
        }
    }

    @Test func aViewControllersViewIsNotLoadedOffTheMainActor() async {
        let controller = await UIViewController()
        expectReported("-[UIViewController view]") { _ = viewFromAnyThread(controller) }
        #expect(await MainActor.run { controller.isViewLoaded } == false)
    }

    /// Measuring (Auto Layout's fitting size, a label's text, whose font metrics SBUIKit takes on
    /// the main actor) trapped in the solver's and the font's closures.
    @Test func measuringIsReported() async {
        let view = await UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = await MainActor.run { () -> UILabel in
            let label = UILabel()
            label.text = "Hill"
            return label
        }
        expectReported("-[UIView systemLayoutSizeFittingSize:]") { #expect(fittingSizeFromAnyThread(view) == .zero) }
        expectReported("-[UILabel intrinsicContentSize]") { #expect(labelSizeFromAnyThread(label) == .zero) }
        // On the main actor the label measures its text, with the font's real metrics.
        let size = await MainActor.run { labelSizeFromAnyThread(label) }
        #expect(size.width > 0 && size.height > 0)
    }

    @Test func theRenderEntriesThrowSayingWhatToDo() async throws {
        let source = await CountsDataSource([3])
        let view = await Self.makeView(source)
        let plain = await UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let controller = await UIViewController()
        for (call, render) in [("-[RenderRequest init(collectionView:)]", { try renderCollectionViewFromAnyThread(view) }),
                               ("-[Renderer render(view:)]", { try renderViewFromAnyThread(plain) }),
                               ("-[Renderer render(viewController:device:)]", { try renderViewControllerFromAnyThread(controller) })] {
            #expect { _ = try render() } throws: { error in
                "\(error)".contains("\(call) was called off the main thread; UIKit's views are used on the main actor")
            }
        }
        #expect(await MainActor.run { controller.isViewLoaded } == false)
        withExtendedLifetime(source) {}
    }

    @MainActor @Test func onTheMainActorTheyWork() throws {
        let source = CountsDataSource([3])
        let view = Self.makeView(source)
        reloadFromAnyThread(view)
        #expect(batchUpdateFromAnyThread(view))
        let answers = layoutQueriesFromAnyThread(view)
        #expect(answers.attributes != nil && answers.cells == 3 && answers.visible == 3 && answers.hit == IndexPath(item: 0, section: 0)
                && answers.sections == 1)
        #expect(try PNGDecoder.decode(renderCollectionViewFromAnyThread(view)).width == 200)
        let controller = UIViewController()
        #expect(viewFromAnyThread(controller) === controller.view && controller.isViewLoaded)
        #expect(fittingSizeFromAnyThread(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) == CGSize(width: 10, height: 10))
    }
}
