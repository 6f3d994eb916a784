public import Foundation
internal import SBLayout

/// Makes the section at an index for an environment (UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout (`UICollectionViewCompositionalLayout`), solved by SBLayout's
/// compositional engine: sections of groups of items, boundary and decoration items, orthogonal
/// sections and lists, with UIKit's reference types.
///
/// The section provider is called in every ``prepare()`` with the environment of the collection
/// view (its bounds as the container, its adjusted content inset, its traits). Each section's
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` is called in every
/// `layoutAttributesForElements(in:)`, with the section's visible items (frames in the section's
/// own scrolling coordinates for an orthogonal section) and its scroll offset (the orthogonal
/// offset, or the collection view's content offset); what it changes is returned.
///
/// An invalid definition (a non-positive dimension, a repeating group of two items, a group
/// whose first item does not fit, ...) stops the program with the engine's message, as UIKit
/// raises an exception; so does a nil section for a section that has items.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The scroll direction and section spacing. Setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var engine = CompositionalLayout(sections: [])
    private var definitions: [NSCollectionLayoutSection] = []
    private var environment: LayoutEnvironment?
    /// Each orthogonal section's own offset, by section.
    private var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The sizes self-sizing cells gave themselves, for the engine's next prepare.
    private var measuredSizes = MeasuredSizes()

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections come from `sectionProvider`.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections come from `sectionProvider`, with a configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Required by UIKit's archiving: a layout of one empty list section per section.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, environment in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose every section is a list of this configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Asks the section provider for every section and solves them with SBLayout's engine.
    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else {
            engine = CompositionalLayout(sections: [])
            definitions = []
            return
        }
        let inset = cv.adjustedContentInset
        let rtl = cv.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let env = LayoutEnvironment(contentSize: cv.bounds.size,
                                    contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: rtl ? inset.right : inset.left,
                                                                           bottom: inset.bottom, trailing: rtl ? inset.left : inset.right),
                                    traitCollection: cv.traitCollection)
        environment = env
        let dataSourceCounts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
        var undefined = Set<Int>()
        definitions = dataSourceCounts.enumerated().map { index, count in
            if let s = sectionProvider(index, env) { return s }
            if count != 0 {
                undefined.insert(index)
                UIKitException.raise(UIKitException.internalInconsistency,
                                     reason: "Invalid section definition. Please specify a valid section definition when content is to be rendered for section \(index). This is a client error.",
                                     recovery: "lays the section out with no items")
            }
            // No items (or no definition): a section that takes no room.
            let none = NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: none, subitems: [NSCollectionLayoutItem(layoutSize: none)]))
        }
        var layoutConfiguration = Compositional.Configuration()
        layoutConfiguration.scrollDirection = configuration.scrollDirection == .vertical ? .vertical : .horizontal
        layoutConfiguration.interSectionSpacing = Double(configuration.interSectionSpacing)
        layoutConfiguration.boundarySupplementaryItems = configuration.boundarySupplementaryItems.map(\.engineBoundary)
        layoutConfiguration.contentInsetsReference = configuration.contentInsetsReference.engineValue
        layoutConfiguration.layoutDirection = rtl ? .rightToLeft : .leftToRight
        // The part of the safe area across the content that adjustedContentInset has not
        // already taken out of the content size.
        let safe = cv.safeAreaInsets, taken = cv.adjustedContentInset, own = cv.contentInset
        let left = max(0, safe.left - (taken.left - own.left)), right = max(0, safe.right - (taken.right - own.right))
        layoutConfiguration.safeAreaInsets = DirectionalEdgeInsets(
            top: max(0, safe.top - (taken.top - own.top)), leading: rtl ? right : left,
            bottom: max(0, safe.bottom - (taken.bottom - own.bottom)), trailing: rtl ? left : right)
        let viewport = SBLayout.Size(env.effectiveContentSize)
        // A section without a definition lays out no items, as its placeholder takes no room.
        var counts = dataSourceCounts.enumerated().map { index, count in undefined.contains(index) ? 0 : count }
        var sections = definitions.enumerated().map { index, definition in
            definition.engineValue(viewport: viewport, traits: env.traitCollection, section: index, itemCount: counts[index])
        }
        if !sections.isEmpty {
            let spec = CompositionalSpec(configuration: layoutConfiguration, sections: sections, itemCounts: counts)
            do {
                try spec.validate(viewport: viewport)
            } catch {
                UIKitException.raise(UIKitException.invalidArgument, reason: "UICollectionViewCompositionalLayout: \(error)",
                                     recovery: "lays out no section")
                sections = []
                counts = []
            }
        }
        var layout = CompositionalLayout(sections: sections, configuration: layoutConfiguration)
        layout.orthogonalOffsets = orthogonalOffsets.mapValues { Double($0) }
        layout.measuredSizes = measuredSizes
        layout.prepare(content: CollectionContent(itemCounts: counts), viewport: viewport)
        engine = layout
    }

    /// Which sides of an element's size are estimated (measured by its cell), or nil for an
    /// element the layout does not know.
    func estimatedSides(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? {
        engine.estimatedDimensions(of: attributes.sbAttributes)
    }

    /// A cell with an estimated dimension whose preferred size differs from its frame along it
    /// invalidates the layout (self-sizing, as UIKit's compositional layout does).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell,
              let estimated = engine.estimatedDimensions(of: originalAttributes.sbAttributes) else { return false }
        return (estimated.width && preferredAttributes.size.width != originalAttributes.size.width)
            || (estimated.height && preferredAttributes.size.height != originalAttributes.size.height)
    }

    /// Records the cell's preferred size; the engine uses it along the estimated dimensions at
    /// the next prepare.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        measuredSizes.setItem(SBLayout.IndexPath(item: originalAttributes.indexPath.item, section: originalAttributes.indexPath.section),
                              SBLayout.Size(preferredAttributes.size))
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// The size the engine computed.
    open override var collectionViewContentSize: CGSize { CGSize(engine.collectionViewContentSize) }

    /// The elements in `rect`, restyled by the sections' visible-items handlers.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if let cv = collectionView { engine.contentOffset = SBLayout.Point(cv.contentOffset) }
        let found = engine.layoutAttributesForElements(in: SBLayout.Rect(rect)).map(attributes)
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for a in found { bySection[a.indexPath.section, default: []].append(a) }
        guard let env = environment else { return found }
        for (section, items) in bySection.sorted(by: { $0.key < $1.key }) {
            guard section < definitions.count, let handler = definitions[section].visibleItemsInvalidationHandler else { continue }
            let orthogonal = definitions[section].orthogonalScrollingBehavior != .none
            let vertical = configuration.scrollDirection == .vertical
            // The section's own scroll view's offset. Right to left its content is mirrored and
            // it starts scrolled to its end (UIScrollView's offsets are not flipped): the engine's
            // offset from the leading edge, o, is contentOffset.x = maximum - o there.
            let own = orthogonalOffsets[section] ?? 0
            let offset = orthogonal && vertical && engine.configuration.layoutDirection == .rightToLeft
                ? CGFloat(engine.maximumOrthogonalOffset(inSection: section)) - own : own
            let shift = orthogonal ? (vertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)) : .zero
            let scroll = orthogonal ? shift : (collectionView?.contentOffset ?? .zero)
            handler(items.map { VisibleItem($0, shift: shift) }, scroll, env)
        }
        return found
    }

    /// The cell at `indexPath`, or nil.
    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: SBLayout.IndexPath(indexPath)).map(attributes)
    }

    /// A boundary supplementary item, or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForSupplementaryView(ofKind: engineKind(elementKind, section: indexPath.section),
                                                    at: SBLayout.IndexPath(indexPath)).map(attributes)
    }

    /// A decoration item, or nil.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForDecorationView(ofKind: elementKind, at: SBLayout.IndexPath(indexPath)).map(attributes)
    }

    /// True when the size changes (a scroll needs no new prepare: pinned items and handlers
    /// follow the offset in every query).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }

    /// SBUIKit's addition for headless tests: an orthogonal section's own scroll offset, as
    /// UIKit's internal scroll view for that section would have it after a user's swipe.
    /// - Parameters:
    ///   - offset: the offset along the section's scrolling axis, in points.
    ///   - section: the section.
    public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        orthogonalOffsets[section] = offset
        engine.orthogonalOffsets[section] = Double(offset)
        collectionView?.setNeedsLayout()
    }

    /// SBUIKit's addition for headless tests: the end of a user's swipe across an orthogonal
    /// section, which UIKit's API cannot express. The section's scroll decelerates at 0.998 per
    /// millisecond (a scroll view's normal rate) from its offset, and comes to rest where its
    /// orthogonal scrolling behaviour says (a group or a page at most for the paging behaviours,
    /// a group's leading edge, or anywhere), within the section's content.
    /// - Parameters:
    ///   - section: the section.
    ///   - velocity: the release velocity along the section's axis, points per second.
    /// - Returns: the section's offset at rest.
    @discardableResult
    public func endOrthogonalDragging(inSection section: Int, withVelocity velocity: CGFloat) -> CGFloat {
        collectionView?.layoutIfNeeded()
        let current = Double(orthogonalOffsets[section] ?? 0)
        let proposed = current + Double(velocity) / (1000 * -log(0.998))
        let rest = CGFloat(engine.targetOrthogonalOffset(inSection: section, proposed: proposed, velocity: Double(velocity), current: current))
        setOrthogonalScrollOffset(rest, forSection: section)
        return rest
    }

    /// An orthogonal section's own scroll offset (0 until set).
    public func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        orthogonalOffsets[section] ?? 0
    }

    /// The engine, scrolled to the collection view's offset: what SBRender's compositional look
    /// draws list rows and section titles from.
    var drawingLayout: CompositionalLayout {
        var layout = engine
        if let cv = collectionView { layout.contentOffset = SBLayout.Point(cv.contentOffset) }
        return layout
    }

    /// The list configuration of `section`, when it is a list section.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        section >= 0 && section < definitions.count ? definitions[section].listConfiguration : nil
    }

    private func isList(_ section: Int) -> Bool {
        section < definitions.count && definitions[section].listConfiguration != nil
    }

    /// A list section's header and footer kinds are UIKit's; the engine names them its own way.
    private func engineKind(_ kind: String, section: Int) -> String {
        isList(section) ? ElementKindBridge.sbLayout(kind) : kind
    }

    private func attributes(_ a: SBLayout.LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let r = makeAttributes(a, mapKinds: isList(a.indexPath.section))
        return r
    }
}
