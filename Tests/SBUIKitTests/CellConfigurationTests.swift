import Foundation
import SBPNG
import SBRender
import SBScene
import SBSnapshotTesting
@testable import SBUIKit
import SnapshotTesting
import Testing

/// Cell configurations: list content laid out by a `UIListContentView` of labels, the cell's
/// configuration state and update cycle, background configurations, and a configuration of
/// your own.
///
/// Text heights are Inter's (the system font's stand-in): a line is (ascender 3072 + descender
/// 336... as Pango reports it) 3408 / 2816 em, rounded up to the 3x pixel: 17 pt -> 17 x 3408 /
/// 2816 = 20.574 -> 62 px = 20.667; 15 pt -> 18.153 -> 55 px = 18.333.
@MainActor @Suite struct CellConfigurationTests {
    enum Section: Hashable, Sendable { case main }

    /// A list of `appearance`, `width` x 400, rows made by `configure`.
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance = .plain, width: CGFloat = 390, rows: [String],
                      headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
                      configure: @escaping @MainActor (UICollectionViewListCell, IndexPath, String) -> Void)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, row in configure(cell, indexPath, row) }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    private func contentView(_ view: UICollectionView, _ item: Int) throws -> (UICollectionViewListCell, UIListContentView) {
        let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
        let content = try #require(cell.contentView.subviews.first as? UIListContentView)
        return (cell, content)
    }

    private func near(_ a: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat?, _ h: CGFloat) -> Bool {
        abs(a.minX - x) < 0.01 && abs(a.minY - y) < 0.01 && (w.map { abs(a.width - $0) < 0.01 } ?? true) && abs(a.height - h) < 0.01
    }

    /// `cell()` on a 390-wide plain list: the list's margin is 16 (under 414 wide), the text
    /// 20.667 tall centred in the 44-point minimum row: y (44 - 20.667) / 2 = 11.667, from x 16
    /// to 390 - 16 = 374 (358 wide). `subtitleCell()`: 11 + 20.667 + 3 + 18.333 + 11 = 64 tall,
    /// the text at y 11, the secondary text at 11 + 20.667 + 3 = 34.667.
    @Test func textAndSecondaryTextFramesFollowUIKitsMetrics() throws {
        let (view, keep) = list(rows: ["One", "Two"]) { cell, indexPath, row in
            var content = indexPath.item == 0 ? cell.defaultContentConfiguration() : .subtitleCell()
            content.text = row
            content.secondaryText = indexPath.item == 0 ? nil : "Second line"
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(keep) {} }
        let (one, oneContent) = try contentView(view, 0)
        #expect(near(one.frame, 0, 0, 390, 44), "\(one.frame)")
        let text = try #require(oneContent.textLayoutGuide?.layoutFrame)
        #expect(near(text, 16, 11.667, 358, 20.667), "\(text)")
        #expect(oneContent.secondaryTextLayoutGuide == nil && oneContent.imageLayoutGuide == nil)
        let (two, twoContent) = try contentView(view, 1)
        #expect(near(two.frame, 0, 44, 390, 64), "\(two.frame)")
        let t = try #require(twoContent.textLayoutGuide?.layoutFrame), s = try #require(twoContent.secondaryTextLayoutGuide?.layoutFrame)
        #expect(near(t, 16, 11, 358, 20.667) && near(s, 16, 34.667, 358, 18.333), "\(t) \(s)")
    }

    /// The row's text is drawn by the content view's labels in the system font's stand-in,
    /// Inter (the row style's own text, SBRender's `FontRequest` default family Nimbus Sans, is
    /// no longer used: the row draws only its background and accessories).
    @Test func rowTextIsDrawnByLabelsInInter() throws {
        let (view, keep) = list(rows: ["One"]) { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        defer { withExtendedLifetime(keep) {} }
        let (_, content) = try contentView(view, 0)
        let label = try #require(content.subviews.compactMap { $0 as? UILabel }.first { $0.text == "One" })
        #expect(label.font.drawingFamily == "Inter" && label.font.pointSize == 17 && label.textColor == .label)
        let row = try #require(view.viewLooks().values.first { $0.text != nil })
        let item = try #require(row.item(nil))
        #expect(item.listContentIsDrawnByView && item.accessories == [.disclosureIndicator] && item.color == Color.white)
        #expect(row.tree != nil)
    }

    /// An image: a symbol at 17 pt is 17 x 1.2 = 20.4 square, centred in the 29-point slot at
    /// the margin (16 + (29 - 20.4) / 2 = 20.3, on the 3x pixel grid 61 px = 20.333; the slot is
    /// as tall as the image, no height being reserved by default), the text
    /// 15 after the slot: 16 + 29 + 15 = 60. With a disclosure indicator (7 wide, 13 from the
    /// text) the content view is 390 - 20 = 370 wide; a value cell's secondary text ends at its
    /// trailing margin, 370 - 16 = 354. From 414 wide the margins are 20: the text at 20. The
    /// golden below shows the separators starting at the text.
    @Test func imageSlotAccessoriesAndWideMargins() throws {
        let (view, keep) = list(rows: ["Image", "Value"]) { cell, indexPath, row in
            var content = indexPath.item == 0 ? UIListContentConfiguration.cell() : .valueCell()
            content.text = row
            if indexPath.item == 0 { content.image = UIImage(systemName: "star") } else { content.secondaryText = "Detail" }
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 1 ? [.disclosureIndicator()] : []
        }
        defer { withExtendedLifetime(keep) {} }
        let (imageCell, imageRow) = try contentView(view, 0)
        // The row's separator starts at its text, as UIKit's does: 60 - 16 = 44 past the margin.
        #expect(imageCell.separatorShift.map { abs($0 - 44) < 0.01 } == true, "\(String(describing: imageCell.separatorShift))")
        let slot = try #require(imageRow.imageLayoutGuide?.layoutFrame), text = try #require(imageRow.textLayoutGuide?.layoutFrame)
        #expect(abs(slot.minX - 16) < 0.01 && abs(slot.width - 29) < 0.01 && abs(text.minX - 60) < 0.01, "\(slot) \(text)")
        let image = try #require(imageRow.subviews.first { $0 is UIImageView })
        #expect(abs(image.frame.minX - 20.333) < 0.01 && abs(image.frame.width - 20.4) < 0.34, "\(image.frame)")
        let (valueCell, valueRow) = try contentView(view, 1)
        #expect(near(valueCell.contentView.frame, 0, 0, 370, 44), "\(valueCell.contentView.frame)")
        let value = try #require(valueRow.secondaryTextLayoutGuide?.layoutFrame)
        #expect(abs(value.maxX - 354) < 0.01 && abs(value.minY - 11.667) < 0.01, "\(value)")
        let (wide, keepWide) = list(width: 430, rows: ["Wide"]) { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(keepWide) {} }
        let wideText = try #require(try contentView(wide, 0).1.textLayoutGuide?.layoutFrame)
        #expect(abs(wideText.minX - 20) < 0.01 && abs(wideText.width - 390) < 0.01, "\(wideText)")
    }

    /// Selection updates the configurations: a plain list cell's default background is
    /// `systemBackground`, `systemGray4` while selected; a sidebar cell's text turns white on
    /// the tint colour.
    @Test func selectionChangesTheBackgroundAndSidebarText() throws {
        let (view, keep) = list(rows: ["A", "B"]) { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(keep) {} }
        let (cell, _) = try contentView(view, 1)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        #expect(cell.configuredBackgroundView?.backgroundColor == .systemBackground)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cell.isSelected && cell.configurationState.isSelected)
        cell.updateConfigurationIfNeeded()
        #expect(cell.configuredBackgroundView?.backgroundColor == .systemGray4)
        // The configuration the cell was given is kept; what is shown is updated for the state.
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        cell.updateConfigurationIfNeeded()
        #expect(cell.configuredBackgroundView?.backgroundColor == .systemBackground)

        let (sidebar, keepSidebar) = list(.sidebar, rows: ["Inbox"]) { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(keepSidebar) {} }
        let (sidebarCell, sidebarContent) = try contentView(sidebar, 0)
        #expect((sidebarContent.configuration as? UIListContentConfiguration)?.textProperties.color == .label)
        sidebarCell.isSelected = true
        sidebarCell.updateConfigurationIfNeeded()
        #expect((sidebarContent.configuration as? UIListContentConfiguration)?.textProperties.color == .white)
        #expect(sidebarCell.configuredBackgroundView?.backgroundColor == .systemBlue)
        #expect(sidebarCell.configuredBackgroundView?.layer.cornerRadius == 10)
    }

    /// A background of your own, as the sample's `CustomBackgroundConfiguration`: clear with
    /// corners of 10; selected, nil (the tint colour); highlighted, the tint at 30 % through a
    /// transformer. Setting the cell's `backgroundColor` removes the configuration, as UIKit's.
    @Test func aBackgroundConfigurationFollowsTheStateItIsMadeFor() throws {
        let cell = BackgroundCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cell.layoutIfNeeded()
        let background = try #require(cell.configuredBackgroundView)
        #expect(background.backgroundColor == .clear && background.layer.cornerRadius == 10 && background.frame == cell.bounds)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(background.backgroundColor == .systemBlue)
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(background.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.3))
        cell.backgroundColor = .systemRed
        #expect(cell.backgroundConfiguration == nil && cell.configuredBackgroundView == nil && background.superview == nil)
    }

    /// List cells that show nothing of their own are drawn from the items the call gives, as
    /// before configurations: the same list with item labels differs from it without.
    @Test func blankListCellsAreDrawnFromTheCallersItems() throws {
        let (view, keep) = list(.insetGrouped, rows: ["A", "B"]) { _, _, _ in }
        defer { withExtendedLifetime(keep) {} }
        let items = ["Apples", "Pears"].map { ItemStyle(label: $0, color: .white) }
        let labelled = try Renderer().renderImage(collectionView: view, items: items, style: CompositionalCellStyle(layout: nil))
        let plain = try Renderer().renderImage(collectionView: view, items: items.map { ItemStyle(label: " ", color: $0.color) },
                                              style: CompositionalCellStyle(layout: nil))
        #expect(labelled.pixels != plain.pixels)
    }

    /// The update cycle: `updateConfiguration(using:)` sees the cell's state with a custom key
    /// (from an overridden `configurationState`), then the update handler runs; each
    /// `setNeedsUpdateConfiguration()` runs one update before the cell is next laid out.
    @Test func updateConfigurationSeesCustomStateThenTheHandlerRuns() {
        let cell = StateCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var log: [String] = []
        cell.onUpdate = { log.append("update \($0[.flavour] as? String ?? "-") \($0.isSelected)") }
        cell.configurationUpdateHandler = { _, state in log.append("handler \(state.isHighlighted)") }
        cell.layoutIfNeeded()
        #expect(log == ["update lime false", "handler false"])
        cell.isHighlighted = true
        cell.flavour = "mint"
        cell.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(log == ["update lime false", "handler false", "update mint false", "handler true"])
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state[.flavour] = "plum"
        #expect(state[.flavour] == AnyHashable("plum") && state[UIConfigurationStateCustomKey("other")] == nil)
    }

    /// A configuration of your own: the cell makes its content view once, hands it each new
    /// configuration (updated for the state: selected tints the swatch white), and makes a new
    /// view for a configuration of another type.
    @Test func aCustomConfigurationsViewReceivesEachConfiguration() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        cell.contentConfiguration = SwatchConfiguration(color: .systemRed)
        let swatch = try #require(cell.contentView.subviews.first as? SwatchView)
        #expect(swatch.applied == [.systemRed])
        cell.contentConfiguration = SwatchConfiguration(color: .systemGreen)
        #expect(cell.contentView.subviews.first === swatch && swatch.applied == [.systemRed, .systemGreen])
        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        #expect(swatch.applied.last == .white)
        // The swatch fills the content view (pinned to its edges) and is drawn.
        cell.layoutIfNeeded()
        #expect(swatch.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        var list = UIListContentConfiguration.cell()
        list.text = "Text"
        cell.contentConfiguration = list
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first is UIListContentView && swatch.superview == nil)
    }

    /// A section's header cell (`headerMode = .firstItemInSection`) gets the header style from
    /// `defaultContentConfiguration()`, and its automatic outline disclosure sits on the
    /// trailing side as UIKit's (ListAppearancesViewController): the chevron's 12-point slot at
    /// 390 - 16 - 12 = 362...374, centred at x 368, y 22 in the 44-point row, in the tint colour;
    /// the other rows' cell-style chevrons stay on the leading side.
    @Test func aHeaderCellsAutomaticOutlineChevronIsTrailing() throws {
        let (view, keep) = list(rows: ["Section", "Item"], headerMode: .firstItemInSection) { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        defer { withExtendedLifetime(keep) {} }
        let (header, headerContent) = try contentView(view, 0)
        #expect((headerContent.configuration as? UIListContentConfiguration)?.isHeaderStyle == true)
        #expect(header.outlineChevronIsTrailing == true)
        let (row, rowContent) = try contentView(view, 1)
        #expect(row.outlineChevronIsTrailing == false)
        // The header's content view leaves the trailing slot (12 + 12 gap): 390 - 24 = 366 wide,
        // its text at the margin, 16; the row's moves past the leading slot: its text at 24 + 16.
        #expect(near(header.contentView.frame, 0, 0, 366, 44), "\(header.contentView.frame)")
        let headerText = try #require(headerContent.textLayoutGuide?.layoutFrame), rowText = try #require(rowContent.textLayoutGuide?.layoutFrame)
        #expect(abs(headerText.minX - 16) < 0.01 && abs(row.contentView.frame.minX + rowText.minX - 40) < 0.01, "\(headerText) \(rowText)")
        let image = try Renderer().renderImage(collectionView: view, scale: 1)
        // Collapsed, the chevron points right from (365, 16) to (371, 22): its stroke crosses
        // the pixel (368, 19) in the tint colour (0, 122, 255), not grey.
        let p = image.pixel(x: 368, y: 19)
        #expect(p.2 > 200 && p.0 < 150, "\(p)")
    }

    /// A configuration-based list as a picture (looked at when recorded): an inset-grouped
    /// list of rows with symbol images, secondary text and a value, disclosure chevrons and a
    /// checkmark, the second row selected (grey), in Inter.
    @Test func aConfiguredListMatchesItsPicture() {
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: UINavigationController(rootViewController: ConfiguredListScreen()) as UIViewController,
                           as: .sbrender(on: .iPhoneSE, scale: 1))
        }
    }
}

/// A cell whose background is made for its state in `updateConfiguration(using:)`.
@MainActor private final class BackgroundCell: UICollectionViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 10
        if state.isHighlighted || state.isSelected {
            background.backgroundColor = nil
            if state.isHighlighted { background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) } }
        }
        backgroundConfiguration = background
    }
}

extension UIConfigurationStateCustomKey {
    fileprivate static let flavour = UIConfigurationStateCustomKey("com.example.flavour")
}

/// A cell adding a state of its own and logging its updates.
@MainActor private final class StateCell: UICollectionViewCell {
    var flavour = "lime" { didSet { setNeedsUpdateConfiguration() } }
    var onUpdate: ((UICellConfigurationState) -> Void)?
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.flavour] = flavour
        return state
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        onUpdate?(state)
    }
}

/// A configuration of your own: a colour swatch, white when selected.
private struct SwatchConfiguration: UIContentConfiguration, Hashable {
    var color: UIColor
    func makeContentView() -> any UIView & UIContentView { SwatchView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> SwatchConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected else { return self }
        return SwatchConfiguration(color: .white)
    }
}

@MainActor private final class SwatchView: UIView, UIContentView {
    var applied: [UIColor] = []
    private var current: SwatchConfiguration
    init(configuration: SwatchConfiguration) {
        current = configuration
        super.init(frame: .zero)
        apply(configuration)
    }
    required init?(coder: NSCoder) { nil }
    var configuration: any UIContentConfiguration {
        get { current }
        set { if let c = newValue as? SwatchConfiguration { apply(c) } }
    }
    private func apply(_ c: SwatchConfiguration) {
        current = c
        applied.append(c.color)
        backgroundColor = c.color
    }
}

/// The golden's screen: an inset-grouped list configured with content and background
/// configurations.
@MainActor final class ConfiguredListScreen: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = indexPath.item == 2 ? UIListContentConfiguration.valueCell() : .subtitleCell()
            content.text = item
            content.secondaryText = ["Wi-Fi, Bluetooth", "On", "English"][indexPath.item % 3]
            content.image = UIImage(systemName: "gear")
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 1 ? [.checkmark()] : [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Network", "Sounds", "Language"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    }
}
