/// The values a compositional layout is made of: items, groups, sections and the views attached
/// to them, as plain values the engine (``CompositionalLayout``) solves.
///
/// Each type imitates one of UIKit's compositional layout types and names it in its
/// documentation: ``Item`` is UIKit's NSCollectionLayoutItem, ``Group`` its
/// NSCollectionLayoutGroup, ``Section`` its NSCollectionLayoutSection, and so on. UIKit's own
/// names, with UIKit's classes and reference semantics, are SBUIKit's.
package enum Compositional {}
