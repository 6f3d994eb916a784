import Foundation
import SBRender
import Synchronization
@testable import SBUIKit
import Testing

/// What UIKit raises (and an app dies of) is a recorded failure of the running test, with UIKit's
/// words, and the call goes on with the stated fallback: the test run is never ended by a trap.
/// Each misuse below is wrapped in `withKnownIssue`, which fails if the issue is NOT recorded.
@MainActor @Suite struct UIKitExceptionTests {
    enum Section: Hashable, Sendable { case main, more }

    /// The one recorded issue's text, from inside `withKnownIssue`.
    private func expectIssue(_ expected: String, _ body: () -> Void) {
        withKnownIssue {
            body()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(expected)
        }
    }

    @Test func appendingItemsWithNoSectionIsReportedAndAppendsNothing() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        expectIssue("NSInternalInconsistencyException: There are currently no sections in the data source. Please add a section first.") {
            snapshot.appendItems(["a"])
        }
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func duplicateIdentifiersAreReportedAndAddedOnce() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        expectIssue("NSInvalidArgumentException: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}") {
            snapshot.appendItems(["a", "b", "a"])
        }
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        expectIssue("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(main)}") {
            snapshot.appendSections([.main])
        }
        #expect(snapshot.sectionIdentifiers == [.main])
    }

    @Test func anItemThatIsNotThereIsReportedAndLeftOut() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b"])
        expectIssue("Invalid parameter not satisfying: item identifier z is not in the snapshot (deleteItemsWithIdentifiers:)") {
            snapshot.deleteItems(["z", "a"])
        }
        // z is left out; a is still deleted.
        #expect(snapshot.itemIdentifiers == ["b"])
        expectIssue("section identifier more is not in the snapshot (numberOfItemsInSection)") {
            #expect(snapshot.numberOfItems(inSection: .more) == 0)
        }
        expectIssue("an item cannot move relative to itself (moveItemWithIdentifier:beforeItemWithIdentifier:)") {
            snapshot.moveItem("b", beforeItem: "b")
        }
    }

    @Test func dequeuingAnUnregisteredIdentifierIsReportedAndGivesAPlainCell() {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        var cell: UICollectionViewCell?
        expectIssue("could not dequeue a view of kind: UICollectionElementKindCell with identifier nobody - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") {
            cell = view.dequeueReusableCell(withReuseIdentifier: "nobody", for: IndexPath(item: 0, section: 0))
        }
        #expect(cell != nil)
        #expect(type(of: cell!) == UICollectionViewCell.self)
    }

    @Test func aBatchUpdateThatDoesNotAddUpIsReportedAndReloads() {
        let source = CountsDataSource([3])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 10)
        let view = source.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        view.layoutIfNeeded()
        var finished: Bool?
        withKnownIssue {
            // Deletes one item but the data source still says 3: UIKit's "Invalid update".
            view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("NSInternalInconsistencyException: Invalid update")
        }
        #expect(finished == false)
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test func aNegativeItemCountIsReportedAsUIKitSaysIt() {
        let source = CountsDataSource([-5])
        let view = source.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: UICollectionViewFlowLayout())
        expectIssue("negative number of items (-5) for section (0) is not allowed") {
            view.layoutIfNeeded()
        }
        #expect(view.numberOfItems(inSection: 0) == 0)
    }

    /// issue 40: `itemSize = (-10, -20)` gave twenty 0 x 0 frames at the origin, silently.
    @Test func aNegativeItemSizeIsReportedAndTheViewIsNotDrawn() {
        let source = CountsDataSource([20])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: -10, height: -20)
        let view = source.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        expectIssue("UICollectionViewFlowLayout: itemSize is {-10, -20}: negative or zero sizes are not supported in the flow layout") {
            view.layoutIfNeeded()
        }
        #expect(throws: RenderError.self) { try Renderer().render(RenderRequest(collectionView: view, format: .png)) }
    }

    /// issue 40: a NaN or infinite section inset gave NaN frames from layoutAttributesForItem and
    /// an empty layoutJSON(all:).
    @Test func aNaNInsetIsReportedAndNoFrameIsNaN() throws {
        let source = CountsDataSource([4])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 10)
        layout.sectionInset = UIEdgeInsets(top: .nan, left: 5, bottom: .infinity, right: 5)
        let view = source.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        expectIssue("UICollectionViewFlowLayout: sectionInset is {nan, 5, inf, 5}: an inset must be finite") {
            view.layoutIfNeeded()
        }
        let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        // The NaN top is taken as 0: the first item at (left inset 5, top 0).
        #expect(frame == CGRect(x: 5, y: 0, width: 10, height: 10))
        // All four items are listed (four 10-point items fit in one 90-point line).
        #expect(view.layoutJSON(all: true).components(separatedBy: "\"category\":\"cell\"").count - 1 == 4)
    }

    /// A delegate's NaN size for each of many items is one mistake: at most
    /// LayoutValueCheck.reportedAtMost (8) reports a pass, each naming its item.
    @Test func aDelegatesBadSizesAreReportedAFewTimesEachNamingItsItem() {
        let source = CountsDataSource([50])
        let layout = UICollectionViewFlowLayout()
        let delegate = SizingDelegate()
        for item in 0..<50 { delegate.sizes[IndexPath(item: item, section: 0)] = CGSize(width: CGFloat.nan, height: 10) }
        let view = source.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        view.delegate = delegate
        final class Count: Sendable { let value = Mutex(0) }
        let count = Count()
        withKnownIssue {
            view.layoutIfNeeded()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            if text.contains("the delegate's collectionView(_:layout:sizeForItemAt:) for [0, ") { count.value.withLock { $0 += 1 } }
            return true
        }
        #expect(count.value.withLock { $0 } == 8)
        #expect(layout.preparationProblems.count == 50)
    }

    /// A layout that loses items says so in a full listing instead of dumping fewer elements.
    @Test func aFullListingWithMissingItemsSaysWhy() {
        final class ForgetfulLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.filter { $0.indexPath.item != 2 }
            }
        }
        let source = CountsDataSource([4])
        let layout = ForgetfulLayout()
        layout.itemSize = CGSize(width: 10, height: 10)
        let view = source.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        view.layoutIfNeeded()
        expectIssue("ForgetfulLayout lists 3 of the 4 items in layoutAttributesForElements(in:) over the whole content; the first missing is [0, 2]") {
            _ = view.layoutJSON(all: true)
        }
    }
}
