import Foundation
import SBUIKit
import Testing

/// A cell-like content view: a title (intrinsic 120 x 20) over a subtitle (200 x 16), 10 points
/// from the top and bottom with 4 between, 16 from the leading edge, at least 16 from the
/// trailing edge.
@MainActor @Suite struct SystemLayoutSizeFittingTests {
    func contentView() -> (UIView, IntrinsicView, IntrinsicView) {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = IntrinsicView(120, 20), subtitle = IntrinsicView(200, 16)
        content.addSubview(title)
        content.addSubview(subtitle)
        let views = ["title": title, "subtitle": subtitle]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[title]-4-[subtitle]-10-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-(>=16)-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[subtitle]-(>=16)-|", metrics: nil, views: views))
        return (content, title, subtitle)
    }

    @Test func heightForAGivenWidth() {
        let (content, _, _) = contentView()
        let size = content.systemLayoutSizeFitting(CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        // Width as asked; height 10 + 20 + 4 + 16 + 10 = 60.
        #expect(size == CGSize(width: 375, height: 60))
        // The view itself is not resized.
        #expect(content.frame.size == CGSize(width: 320, height: 44))
    }

    @Test func compressedAndExpandedSizes() {
        let (content, _, _) = contentView()
        // Compressed: as narrow as the widest row allows, 16 + 200 + 16 = 232; 60 high.
        #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 232, height: 60))
        // Expanded: the width may grow (the trailing spaces are only at least 16), the height
        // cannot: the subtitle's and title's heights are held at 750 against 50.
        let expanded = content.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded == CGSize(width: 10_000_000, height: 60))
    }

    @Test func aRequiredWidthThatIsTooNarrowCompressesTheContent() {
        let (content, _, _) = contentView()
        // 200 wide, required: the subtitle's 16 + 200 + 16 = 232 cannot fit; its compression
        // resistance (750) gives 32 points, the required spacing does not.
        let size = content.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 60))
    }

    @Test func aCellFollowsItsFlexibleContentView() {
        // As a collection view cell: the content view translates its autoresizing mask (flexible
        // width and height), so its size follows the cell's when the cell is measured, and the
        // constraints inside it size the cell.
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let (content, _, _) = contentView()
        content.frame = cell.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(content)
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // 375 wide as asked; 10 + 20 + 4 + 16 + 10 = 60 high, through the content view.
        #expect(size == CGSize(width: 375, height: 60))
        // A content view with a fixed size (no mask) does not let the cell follow its content:
        // the cell's height is only pulled towards 0 (at 50).
        content.autoresizingMask = []
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 375, height: 0))
    }
}
