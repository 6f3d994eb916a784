extension Compositional {
    /// One cell of a custom group (NSCollectionLayoutGroupCustomItem): its frame relative to the
    /// group's origin and its stacking order. A custom group places its custom items in order, one
    /// section item each.
    package struct CustomItem: Hashable, Sendable {
        /// The cell's frame, relative to the group's origin (frame).
        package var frame: Rect
        /// The cell's stacking order (zIndex); 0 unless given.
        package var zIndex: Int

        /// A custom item with this frame and stacking order (customItemWithFrame:zIndex:).
        package init(frame: Rect, zIndex: Int = 0) {
            self.frame = frame
            self.zIndex = zIndex
        }
    }
}
