import Foundation
import SBLayout
import SBPNG
import SBRender
import SBUIKit
import Testing

/// Views drawn through SBRender: a cell with an image, labels and stack views; a collection view
/// whose registration handler hides things; a view controller in a navigation controller on an
/// iPhone 15 Pro. Frames are worked by hand (the system font's stand-in, Inter, has a line of
/// 3408 / 2816 em: 20.574 points at 17 pt, 62 pixels at 3x = 20.667; 18.153 at 15 pt, 55 pixels
/// = 18.333); the pictures are written to out/views/ to be looked at.
@MainActor @Suite struct ViewRenderingTests {
    private func write(_ png: [UInt8], _ name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("out/views")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(png).write(to: folder.appendingPathComponent(name))
    }

    /// A cell: [star] Title / Subtitle, in a row stack inside 12-point margins.
    final class ContactCell: UICollectionViewCell {
        let icon = UIImageView(image: UIImage(systemName: "star.fill"))
        let title = UILabel(), subtitle = UILabel()
        lazy var text = UIStackView(arrangedSubviews: [title, subtitle])
        lazy var row = UIStackView(arrangedSubviews: [icon, text])
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            title.font = .boldSystemFont(ofSize: 17)
            subtitle.font = .systemFont(ofSize: 15)
            subtitle.textColor = .secondaryLabel
            text.axis = .vertical
            row.spacing = 8
            row.alignment = .center
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            row.frame = contentView.bounds
            row.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(row)
            layer.cornerRadius = 10
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray4.cgColor
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test func cellWithLabelImageAndStacks() throws {
        let cell = ContactCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.title.text = "Hill"
        cell.subtitle.text = "Hill Hill"
        cell.layoutIfNeeded()
        // Margins 12: the row's area is (12, 12, 176, 36). The star stand-in is 17 x 1.2 = 20.4
        // square, centred: y = 12 + (36 - 20.4) / 2 = 19.8.
        #expect(cell.icon.frame.origin.x == 12 && abs(cell.icon.frame.minY - 19.8) < 1e-9 && cell.icon.frame.width == 20.4)
        // The text column hugs less (250) than the image view (251): it takes the rest,
        // 176 - 20.4 - 8 = 147.6 from 12 + 20.4 + 8 = 40.4. Its labels want 20.667 + 18.333 = 39,
        // more than the row's 36: a centred arranged view stays inside the stack (UIStackView's
        // required top >= and bottom <= constraints), so the column is the area's (12, 36 tall)
        // and the subtitle, last in the column's fill, gives up the 3 points: 36 - 20.667 = 15.333.
        #expect(abs(cell.text.frame.minX - 40.4) < 1e-9 && abs(cell.text.frame.width - 147.6) < 1e-9)
        #expect(cell.text.frame.minY == 12 && cell.text.frame.height == 36, "\(cell.text.frame)")
        #expect(cell.title.frame.origin == .zero && abs(cell.title.frame.width - 147.6) < 1e-9 && abs(cell.title.frame.height - 20.667) < 0.01)
        #expect(abs(cell.subtitle.frame.minY - 20.667) < 0.01 && abs(cell.subtitle.frame.height - 15.333) < 0.01)
        let png = try Renderer().render(view: cell, scale: 2, format: .png)
        try write(png, "cell.png")
        let image = try PNGDecoder.decode(png)
        // 200 x 60 points at 2x; right of the text, at (180, 30) points, the cell is white; the
        // corner pixel lies outside the 10-point rounded corner: transparent.
        #expect(image.width == 400 && image.height == 120)
        let white = (60 * 400 + 360) * 4
        #expect(Array(image.pixels[white..<white + 4]) == [255, 255, 255, 255])
        #expect(image.pixels[3] == 0)
    }

    @Test func aViewWithANullFrameIsLeftOut() throws {
        // A label framed by a rectangle inset past nothing (CGRect.null: an infinite origin)
        // sits nowhere: the picture is drawn without it instead of failing.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.backgroundColor = .white
        let label = UILabel(frame: CGRect.zero.insetBy(dx: 16, dy: 0))
        label.text = "Hill"
        host.addSubview(label)
        let picture = try Renderer().renderImage(view: host)
        #expect(Array(picture.pixels[0..<4]) == [255, 255, 255, 255])
    }

    @Test func registrationHandlersKeepWhatTheySet() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<ContactCell, Int> { cell, indexPath, item in
            cell.title.text = "Hill \(item)"
            cell.subtitle.text = "Hill"
            // Set after the layout's attributes were applied: it holds.
            cell.isHidden = item == 1
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let cells = view.visibleCells
        #expect(cells.count == 3)
        #expect(cells.map(\.isHidden) == [false, true, false])
        // The cells are the collection view's subviews, laid out: a list row is 44 tall (its
        // estimate), so the second row starts at 44.
        #expect(cells.allSatisfy { $0.superview === view } && cells[1].frame.minY == 44)
        let png = try Renderer().render(RenderRequest(collectionView: view, scale: 2, format: .png))
        try write(png, "list-with-hidden-row.png")
        let image = try PNGDecoder.decode(png)
        // The middle of the hidden row (y = 44 + 22 = 66 points, 132 pixels) is the background.
        let p = (132 * 640 + 320) * 4
        #expect(Array(image.pixels[p..<p + 3]) == [255, 255, 255])
    }

    /// A screen: a label and a button placed in the safe area's margins.
    final class ScreenController: UIViewController {
        let label = UILabel()
        let button = UIButton(configuration: .filled())
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Hills"
            view.backgroundColor = .systemGroupedBackground
            label.text = "Hill Hill"
            button.configuration?.title = "Hill"
            view.addSubview(label)
            view.addSubview(button)
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let area = view.bounds.inset(by: view.layoutMargins)
            label.frame = CGRect(origin: area.origin, size: label.intrinsicContentSize)
            button.frame = CGRect(origin: CGPoint(x: area.minX, y: label.frame.maxY + 8), size: button.intrinsicContentSize)
        }
    }

    @Test func viewControllerOnADevice() throws {
        let screen = ScreenController()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(device: .iPhone15Pro)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let png = try Renderer().render(window: window, format: .png)
        try write(png, "view-controller-iphone-15-pro.png")
        // The bar sits under the 59-point safe area, 44 + 52 = 96 tall with a large title.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        // The screen's safe area: 59 + 96 = 155 at the top, 34 at the bottom; its margins add the
        // system minimum (16 at the sides on a compact width, 0 top and bottom).
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 155, left: 0, bottom: 34, right: 0))
        #expect(screen.view.layoutMargins == UIEdgeInsets(top: 155, left: 16, bottom: 34, right: 16))
        #expect(abs(screen.label.frame.minX - 16) < 1e-9 && screen.label.frame.minY == 155)
        // The button under the 17-point label (20.574 -> 62 px at 3x = 20.667) and 8 points:
        // 155 + 20.667 + 8 = 183.667.
        #expect(abs(screen.button.frame.minY - 183.667) < 0.01)
        let image = try PNGDecoder.decode(png)
        // 393 x 852 points at 3x.
        #expect(image.width == 1179 && image.height == 2556)
        // The same screen in dark mode: the grouped background is black (HIG dark), the 2x
        // picture's pixel at (200, 600) points is (0, 0, 0).
        let dark = try Renderer().render(viewController: UINavigationController(rootViewController: ScreenController()), device: .iPhone15Pro,
                                         userInterfaceStyle: .dark, scale: 2, format: .png)
        try write(dark, "view-controller-iphone-15-pro-dark.png")
        let darkImage = try PNGDecoder.decode(dark)
        let p = (1200 * 786 + 400) * 4
        #expect(Array(darkImage.pixels[p..<p + 3]) == [0, 0, 0])
    }
}

/// A view controller whose view is a list (the Modern Collection Views sample's shape).
@MainActor final class ListScreen: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Hill", "Hill Hill", "Hills"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Suite struct ListScreenTests {
    @Test func aListViewControllerOnADevice() throws {
        let screen = ListScreen()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(device: .iPhone15Pro)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let png = try Renderer().render(window: window, format: .png)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("out/views")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(png).write(to: folder.appendingPathComponent("list-view-controller-iphone-15-pro.png"))
        // The list rests at its top under the bar: its offset is minus the safe area's top,
        // 59 + 44 + 52 = 155; the bottom inset is the home indicator's 34.
        #expect(screen.collectionView.contentOffset.y == -155)
        #expect(screen.collectionView.adjustedContentInset.top == 155 && screen.collectionView.adjustedContentInset.bottom == 34)
        #expect(screen.collectionView.visibleCells.count == 3)
    }
}
