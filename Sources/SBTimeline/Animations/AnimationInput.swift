import SBLayout

/// What a ``RegisteredAnimation`` makes its timeline from: the spec it runs on, its layout
/// prepared, and the layout `transition` goes to.
public struct AnimationInput: Sendable {
    /// The animation's name, for messages.
    public let animation: String
    /// The spec, adjusted as the animation asks (`RegisteredAnimation.adjustedSpec(_:)`).
    public let spec: LayoutSpec
    /// The spec's layout, prepared for its content and viewport.
    public let layout: any CollectionViewLayout
    /// The layout to go to (`transition`), or nil.
    public let target: LayoutSpec?

    /// The input of the animation `animation` for `spec`, its layout `layout` and `target`.
    public init(animation: String, spec: LayoutSpec, layout: any CollectionViewLayout, target: LayoutSpec? = nil) {
        self.animation = animation
        self.spec = spec
        self.layout = layout
        self.target = target
    }

    /// The layout's content.
    public var content: CollectionContent { layout.content }

    /// `batch` applied to the layout's content, animated as UICollectionView animates it.
    /// - Throws: ``AnimationError`` when the batch does not apply to the content.
    public func update(_ batch: UpdateBatch) throws(AnimationError) -> UpdateTimeline {
        do {
            return try UpdateTimeline(layout: layout, content: layout.content, viewport: layout.viewport, batch: batch)
        } catch {
            throw AnimationError("this content cannot be animated with '\(animation)': \(error)")
        }
    }

    /// The first cell in view (the smallest index path), or nil when none is.
    public var firstVisibleItem: IndexPath? {
        layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }.map(\.indexPath).min()
    }
}
