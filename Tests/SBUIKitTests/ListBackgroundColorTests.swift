import Foundation
import SBRender
import SBUIKit
import Testing

/// `UICollectionLayoutListConfiguration.backgroundColor`: drawn behind the list's sections; nil
/// for the appearance's (systemBackground, white, in plain lists; systemGroupedBackground,
/// (242, 242, 247), in grouped and inset-grouped ones).
@MainActor @Suite struct ListBackgroundColorTests {
    /// Draws `layout` in a 390 x 400 view of `counts` rows (plain cells, drawn as list rows).
    private func draw(_ layout: UICollectionViewCompositionalLayout, counts: [Int]) throws -> (_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let ds = CountsDataSource(counts)
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), layout: layout)
        let image = try withExtendedLifetime(ds) { try Renderer().renderImage(collectionView: view) }
        return { image.pixel(x: $0, y: $1) }
    }

    @Test func nilIsTheAppearancesBackground() throws {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(configuration.backgroundColor == nil)
        // Two 44 pt rows end at y = 88; below them the list's background shows.
        let plain = try draw(.list(using: configuration), counts: [2])
        #expect(plain(200, 300) == (255, 255, 255, 255))
        let grouped = try draw(.list(using: UICollectionLayoutListConfiguration(appearance: .grouped)), counts: [2])
        #expect(grouped(200, 390) == (242, 242, 247, 255))
        let insetGrouped = try draw(.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)), counts: [2])
        #expect(insetGrouped(200, 390) == (242, 242, 247, 255))
    }

    @Test func aColourIsDrawnBehindTheList() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.backgroundColor = .systemYellow
        let yellow = try draw(.list(using: configuration), counts: [2])
        // Rows 0 ... 88 stay white (a plain row's own background); the list below them is
        // systemYellow, (255, 204, 0).
        #expect(yellow(385, 20) == (255, 255, 255, 255))
        #expect(yellow(200, 300) == (255, 204, 0, 255))
        // A grouped list of systemTeal, (48, 176, 199), around its white row panel.
        configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.backgroundColor = .systemTeal
        let teal = try draw(.list(using: configuration), counts: [2])
        #expect(teal(200, 390) == (48, 176, 199, 255))
    }

    @Test func eachSectionHasItsOwnListsColour() throws {
        // Section 0: a plain list of systemYellow with 20 pt above its rows (its content insets);
        // section 1: a grouped list of the default colour. The sections differ, so the view is on
        // the grouped background and section 0's colour is its own: its top 20 pt are yellow,
        // across the whole width.
        let layout = UICollectionViewCompositionalLayout { index, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: index == 0 ? .plain : .grouped)
            if index == 0 { configuration.backgroundColor = .systemYellow }
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            if index == 0 { section.contentInsets.top = 20 }
            return section
        }
        let pixel = try draw(layout, counts: [2, 2])
        #expect(pixel(5, 10) == (255, 204, 0, 255))
        #expect(pixel(385, 10) == (255, 204, 0, 255))
        // Section 0 ends at 20 + 2 x 44 = 108; section 1's two grouped rows end well above 390,
        // where the view's grouped background shows.
        #expect(pixel(200, 390) == (242, 242, 247, 255))
    }
}
