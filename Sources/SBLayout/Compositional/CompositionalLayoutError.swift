/// A compositional layout that cannot be laid out, with the place of the fault as a path in the
/// scene's spelling (`sections[0].group.items[1].size.width`), so that a scene can prefix it with
/// `compositional.`.
package struct CompositionalLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: a path such as `sections[2].group.count`.
    package var path: String
    /// What is wrong and what is accepted.
    package var message: String

    /// An error at `path`.
    package init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    package var description: String { "\(path): \(message)" }
}
