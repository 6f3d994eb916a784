import Foundation
import SBMotion
import SBRender
import SBScene
import SBUIKit
import ModernLayouts
import UIKitLayouts

// Draws the UIKit layouts of this package through SBUIKit: the waterfall, the left-aligned tags,
// the carousel (a picture and an animation of a scroll to the next item), the store page and the
// mosaic, whose colours are its cells' own, a grocery list from a diffable data source with
// the animation of a new snapshot, and the trails screen, a view controller with its own cells.
let folder = CommandLine.arguments.dropFirst().first ?? "out/examples"
let names = ["Lake", "Dunes", "Fjord", "Meadow", "Canyon", "Harbour", "Glacier", "Orchard", "Reef", "Summit",
             "Delta", "Tundra", "Lagoon", "Prairie"]
let colours = [Color(red: 0.20, green: 0.45, blue: 0.75), Color(red: 0.85, green: 0.55, blue: 0.20),
               Color(red: 0.25, green: 0.60, blue: 0.45), Color(red: 0.65, green: 0.30, blue: 0.55)]
let items = names.indices.map { ItemStyle(label: names[$0], color: colours[$0 % colours.count]) }
let background = Color(red: 0.94, green: 0.93, blue: 0.90)

/// The app side: counts, cells, photo heights and tag widths.
@MainActor final class Catalog: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, PinterestLayoutDelegate {
    let counts: [Int]
    /// Whether items are tags, sized by their names (otherwise the flow layout's item size).
    let sizesTags: Bool
    init(_ counts: [Int], sizesTags: Bool = false) {
        self.counts = counts
        self.sizesTags = sizesTags
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        [120, 180, 90, 150, 200, 110][indexPath.item % 6]
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard sizesTags else { return (collectionViewLayout as! UICollectionViewFlowLayout).itemSize }
        return CGSize(width: CGFloat(names[indexPath.item % names.count].count) * 11 + 24, height: 32)
    }

    func view(_ layout: UICollectionViewLayout, width: CGFloat = 360, height: CGFloat = 640) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = self
        view.delegate = self
        view.layoutIfNeeded()
        return view
    }
}

@MainActor func run() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let renderer = try Renderer()
    func write(_ bytes: [UInt8], _ name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    let catalog = Catalog([14])
    let waterfall = PinterestLayout()
    waterfall.delegate = catalog
    try write(renderer.render(RenderRequest(collectionView: catalog.view(waterfall), items: items, background: background, format: .png)), "uikit-waterfall.png")

    let tags = LeftAlignedFlowLayout()
    tags.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    tags.minimumInteritemSpacing = 8
    tags.minimumLineSpacing = 8
    let tagCatalog = Catalog([14], sizesTags: true)
    try write(renderer.render(RenderRequest(collectionView: tagCatalog.view(tags), items: items, background: background, format: .png)), "uikit-tags.png")

    let carousel = ScalingCarouselLayout()
    carousel.itemSize = CGSize(width: 240, height: 320)
    carousel.minimumLineSpacing = 16
    let carouselView = catalog.view(carousel, height: 400)
    try write(renderer.render(RenderRequest(collectionView: carouselView, items: items, background: background, format: .png)), "uikit-carousel.png")
    // To the next item: centred at 240 + 16 = 256.
    let scroll = try carouselView.scrollAnimation(to: CGPoint(x: 256, y: 0), items: items, background: background, fps: 20)
    try write(renderer.render(RenderRequest(animation: scroll)), "uikit-carousel-scroll.png")

    let store = Catalog([5, 4])
    try write(renderer.render(RenderRequest(collectionView: store.view(StoreLayout.make()), items: items, background: background,
                              style: CompositionalCellStyle(), format: .png)), "uikit-store.png")
    // The mosaic's own colours: its cells', its background view's and the collection view's.
    let mosaic = MosaicDataSource(count: 12)
    try write(renderer.render(RenderRequest(collectionView: mosaic.makeView(width: 360, height: 640), format: .png)), "uikit-mosaic.png")

    // The grocery list from a diffable data source, then the change of a snapshot: pears go
    // into the basket (a new item value: deleted and inserted), leeks are added, plums go.
    let groceries = GroceryList(width: 360, height: 420)
    let pears = GroceryList.Item(name: "Pears", amount: "4")
    groceries.show([.fruit: [GroceryList.Item(name: "Apples", amount: "6", inBasket: true), pears, GroceryList.Item(name: "Plums", amount: "10")],
                    .vegetables: [GroceryList.Item(name: "Carrots", amount: "1 kg")]], animated: false)
    try write(renderer.render(RenderRequest(collectionView: groceries.collectionView, scale: 2, format: .png)), "uikit-groceries.png")
    groceries.show([.fruit: [GroceryList.Item(name: "Apples", amount: "6", inBasket: true), GroceryList.Item(name: "Pears", amount: "4", inBasket: true)],
                    .vegetables: [GroceryList.Item(name: "Carrots", amount: "1 kg"), GroceryList.Item(name: "Leeks", amount: "3")]])
    let change = try groceries.collectionView.updateAnimation(fps: 20)
    try write(renderer.render(RenderRequest(animation: change)), "uikit-groceries-update.png")

    // A view controller with its own cells (labels, an image view and stack views held by Auto
    // Layout, self-sizing) in a navigation controller, on an iPhone 15 Pro.
    let trails = UINavigationController(rootViewController: TrailsViewController())
    try write(renderer.render(viewController: trails, device: .iPhone15Pro, format: .png), "uikit-trails.png")
    print("uikit-layouts: wrote uikit-waterfall, uikit-tags, uikit-carousel, uikit-carousel-scroll (\(scroll.frameCount) frames), uikit-store, uikit-mosaic, uikit-groceries, uikit-groceries-update (\(change.frameCount) frames) and uikit-trails to \(folder)")
}

do {
    try MainActor.assumeIsolated { try run() }
} catch {
    FileHandle.standardError.write(Data("uikit-layouts: \(error)\n".utf8))
    exit(1)
}
