internal import SBConstraints

/// The solver's four unknowns for a view's or guide's rectangle, in the coordinates of the root
/// of the hierarchy being laid out: its left, top, width and height.
package struct LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
}

/// The solver's linear expression (Foundation has an `Expression` of its own).
typealias LinearExpression = SBConstraints.Expression
