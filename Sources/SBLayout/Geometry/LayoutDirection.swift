/// The direction of the user interface (UIUserInterfaceLayoutDirection): in a right-to-left
/// layout the leading side is on the right.
package enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
