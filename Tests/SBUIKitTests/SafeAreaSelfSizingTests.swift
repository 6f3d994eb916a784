import Foundation
import SBUIKit
import Testing

/// A cell whose content is a 24-point-tall box pinned to its content view's layout margins (8 on
/// every side), as the Modern Collection Views sample's `CustomContentView` pins its image view.
final class MarginBoxCell: UICollectionViewCell {
    let box = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

/// A full-screen compositional list of 30 self-sizing rows (`.estimated(44)` tall).
@MainActor final class MarginRowsScreen: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(MarginBoxCell.self, forCellWithReuseIdentifier: "box")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
    }
}

@MainActor @Suite struct SafeAreaSelfSizingTests {
    /// On an iPhone 16 Pro (402 x 874, safe area 62 at the top and 34 at the bottom) the
    /// collection view fills the screen; its adjusted content inset takes the safe area (top 62,
    /// bottom 34), so its cells are given none: UIKit's content scrolls under the home indicator
    /// without insetting itself. Every row measures 8 + 24 + 8 = 40, rows at y = 40 k; the view
    /// rests at offset -62, showing content y -62 ..< 812: rows 0 ... 20 (row 20 at 800 ..< 840).
    /// Row 19 (760 ..< 800, on screen 822 ..< 862) reaches 862 - 840 = 22 points into the home
    /// indicator's 34: before the fix its margins took those 22 and each pass measured it 22
    /// taller (62, 84, ...), its box squeezed.
    @Test func aRowUnderTheHomeIndicatorKeepsItsFittingSize() {
        let screen = MarginRowsScreen()
        let window = UIWindow(device: .iPhone16Pro)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cv = screen.collectionView!
        #expect(cv.adjustedContentInset == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(cv.contentOffset == CGPoint(x: 0, y: -62))
        let frames = cv.visibleLayoutAttributes.map(\.frame)
        // 21 rows, 0 ... 20, each 402 x 40 at y = 40 k.
        #expect(frames.count == 21)
        #expect(frames == (0...20).map { CGRect(x: 0, y: 40 * CGFloat($0), width: 402, height: 40) })
        let row19 = cv.cellForItem(at: IndexPath(item: 19, section: 0)) as? MarginBoxCell
        #expect(row19?.frame == CGRect(x: 0, y: 760, width: 402, height: 40))
        #expect(row19?.safeAreaInsets == .zero)
        // The box inside the 8-point margins: 402 - 16 = 386 wide, 24 tall.
        #expect(row19?.box.frame == CGRect(x: 8, y: 8, width: 386, height: 24))
        // Rows 0 ... 20 measured 40, rows 21 ... 29 never shown keep their estimate of 44, as in
        // UIKit: 21 x 40 + 9 x 44 = 840 + 396 = 1236.
        #expect(cv.contentSize == CGSize(width: 402, height: 1236))
    }

    /// A view that is not a scroll view still passes its unsafe area on: a subview at the
    /// bottom of an iPhone 16 Pro's window, 100 tall, overlaps the home indicator's 34 points.
    @Test func aPlainViewStillPassesOnTheSafeArea() {
        let window = UIWindow(device: .iPhone16Pro)
        let v = UIView(frame: CGRect(x: 0, y: 774, width: 402, height: 100))
        window.addSubview(v)
        // 774 + 100 = 874, the home indicator's area 874 - 34 = 840 ..< 874: 34 at the bottom.
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }
}
