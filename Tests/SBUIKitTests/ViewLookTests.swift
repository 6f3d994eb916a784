import Foundation
import SBPNG
import SBRender
import SBScene
import SBUIKit
import Testing

/// What a data source sets on its cells and reusable views (`backgroundColor`, the content
/// view's, the layer's corners, border and shadow) is drawn, as UIKit composites it; a view that
/// sets nothing is drawn by the caller's style, as before.
@MainActor @Suite struct ViewLookTests {
    /// A data source whose cells set their look in `cellForItemAt`, as layout demos do.
    final class ColouredCells: NSObject, UICollectionViewDataSource {
        let configure: @MainActor (UICollectionViewCell, IndexPath) -> Void
        var header: UIColor?

        init(configure: @escaping @MainActor (UICollectionViewCell, IndexPath) -> Void) {
            self.configure = configure
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            configure(cell, indexPath)
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            view.backgroundColor = header
            return view
        }
    }

    /// Two 100 x 40 items in a 100 x 100 view, one a line: item 0 at (0, 0), item 1 at (0, 50)
    /// (the flow layout's line spacing of 10), on the system grouped background.
    private func makeView(_ source: ColouredCells, header: CGFloat = 0) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 100, height: header)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100 + header), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        view.backgroundColor = .systemGroupedBackground
        view.dataSource = source
        return view
    }

    // The HIG's light colours, out of 255.
    static let grouped: (UInt8, UInt8, UInt8, UInt8) = (242, 242, 247, 255)
    static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
    static let pink: (UInt8, UInt8, UInt8, UInt8) = (255, 45, 85, 255)

    @Test func aCellsBackgroundColourAndLayerAreDrawn() throws {
        let source = ColouredCells { cell, indexPath in
            if indexPath.item == 0 {
                cell.backgroundColor = .systemBlue
            } else {
                cell.contentView.backgroundColor = .systemPink
                cell.layer.cornerRadius = 10
                cell.clipsToBounds = true
                cell.layer.borderWidth = 2
                cell.layer.borderColor = UIColor.black.cgColor
            }
        }
        let view = makeView(source)
        let image = try Renderer().renderImage(collectionView: view)
        // The view's background between the items (y = 40...50) and the cells' colours.
        #expect(image.pixel(x: 50, y: 45) == Self.grouped)
        #expect(image.pixel(x: 50, y: 20) == Self.blue)
        #expect(image.pixel(x: 50, y: 70) == Self.pink)
        // Item 0 has square corners: its corner pixel is blue.
        #expect(image.pixel(x: 0, y: 0) == Self.blue)
        // Item 1 clips its content view to corners of radius 10: the pixel at (0, 50), whose
        // centre (0.5, 50.5) is 13.4 pt from the corner's centre (10, 60), is the background.
        #expect(image.pixel(x: 0, y: 50) == Self.grouped)
        // Its 2 pt border is inside its top edge (y = 50...52), above the content.
        #expect(image.pixel(x: 50, y: 51) == (0, 0, 0, 255))
        #expect(image.pixel(x: 50, y: 53) == Self.pink)
    }

    @Test func aShadowFallsByItsOffsetUnlessTheLayerClips() throws {
        for clips in [false, true] {
            let source = ColouredCells { cell, indexPath in
                guard indexPath.item == 0 else { return }
                cell.backgroundColor = .white
                cell.layer.shadowColor = UIColor.black.cgColor
                cell.layer.shadowOpacity = 1
                cell.layer.shadowOffset = CGSize(width: 0, height: 4)
                cell.layer.shadowRadius = 0
                cell.clipsToBounds = clips
            }
            let image = try Renderer().renderImage(collectionView: makeView(source))
            // An unblurred shadow 4 pt down: item 0 (y = 0...40) casts it on y = 40...44.
            #expect(image.pixel(x: 50, y: 42) == (clips ? Self.grouped : (0, 0, 0, 255)), "clips: \(clips)")
            #expect(image.pixel(x: 50, y: 20) == (255, 255, 255, 255))
        }
    }

    @Test func aHeadersBackgroundColourIsDrawn() throws {
        let source = ColouredCells { cell, _ in cell.backgroundColor = .systemBlue }
        source.header = .systemYellow
        // A 30 pt header above the items: items at y = 30 and 80.
        let image = try Renderer().renderImage(collectionView: makeView(source, header: 30))
        #expect(image.pixel(x: 50, y: 15) == (255, 204, 0, 255))
        #expect(image.pixel(x: 50, y: 50) == Self.blue)
    }

    @Test func viewsThatSetNothingAreDrawnByTheStyle() throws {
        let plain = ColouredCells { _, _ in }
        let set = ColouredCells { cell, indexPath in if indexPath.item == 1 { cell.backgroundColor = .systemBlue } }
        let items = [ItemStyle](repeating: ItemStyle(label: "", color: Color(red: 1, green: 0, blue: 0)), count: 2)
        let a = try Renderer().renderImage(collectionView: makeView(plain), items: items, background: .white)
        let b = try Renderer().renderImage(collectionView: makeView(set), items: items, background: .white)
        // Item 0 is the flow look's red cell in both; item 1 is blue only where it set its colour.
        #expect(a.pixel(x: 50, y: 20) == b.pixel(x: 50, y: 20))
        #expect(a.pixel(x: 50, y: 20).r > 200 && a.pixel(x: 50, y: 20).g < 80)
        #expect(b.pixel(x: 50, y: 70) == Self.blue)
        #expect(a.pixel(x: 50, y: 45) == (255, 255, 255, 255))
    }

    /// A compositional section background registered as a decoration view class is made by the
    /// collection view and drawn with the colour its initialiser sets.
    final class SectionBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemMint
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    @Test func aDecorationViewFromItsRegisteredClassIsDrawn() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        let source = ColouredCells { cell, _ in cell.backgroundColor = .systemBlue }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        let image = try Renderer().renderImage(collectionView: view, background: .white)
        // The section: insets of 10 around items at y = 10...30 and 40...60, so its background
        // covers (0, 0) to (100, 70); the items are blue, the 10 pt inset mint (0, 199, 190).
        #expect(image.pixel(x: 5, y: 20) == (0, 199, 190, 255))
        #expect(image.pixel(x: 50, y: 20) == Self.blue)
        #expect(image.pixel(x: 50, y: 85) == (255, 255, 255, 255))
    }

    @Test func colours() {
        func components(_ c: UIColor) -> [Double] {
            var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [Double(r), Double(g), Double(b), Double(a)]
        }
        let third = 1.0 / 3.0, blue = 122.0 / 255, grey = 60.0 / 255
        #expect(components(.systemBlue) == [0, blue, 1, 1])
        #expect(components(.secondaryLabel) == [grey, grey, 67.0 / 255, 0.6])
        #expect(components(.lightGray) == [2 * third, 2 * third, 2 * third, 1])
        // Hue 0 is red; hue 1/2 (and 1.5: a hue past 1 wraps) at half saturation and brightness 0.8 is
        // (0.8 x 0.5, 0.8, 0.8) = (0.4, 0.8, 0.8).
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(components(UIColor(hue: 1.5, saturation: 0.5, brightness: 0.8, alpha: 1)) == [0.4, 0.8, 0.8, 1])
        #expect(components(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)) == [0.4, 0.8, 0.8, 1])
        #expect(components(UIColor.systemBlue.withAlphaComponent(0.5)) == [0, blue, 1, 0.5])
        #expect(components(UIColor(cgColor: UIColor.systemPink.cgColor)) == components(.systemPink))
        let view = UIView()
        view.backgroundColor = .systemTeal
        #expect(view.backgroundColor == .systemTeal)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
    }
}
