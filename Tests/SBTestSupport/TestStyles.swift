import SBLayout
import SBRender
import SBScene

/// A style of the tests' own: a cell is its item's colour with a black 10 x 10 square in its
/// top-left corner; a supplementary view is green.
public struct SwatchStyle: CellStyle, Hashable {
    public init() {}

    public func draw(_ element: StyledElement, on painter: any Painter) {
        switch element.attributes.category {
        case .cell:
            painter.addRect(element.bounds)
            painter.setColor(element.item?.color ?? .white)
            painter.fill(preserve: false)
            painter.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            painter.setColor(.black)
            painter.fill(preserve: false)
        case .supplementaryView:
            painter.addRect(element.bounds)
            painter.setColor(Color(red: 0, green: 1, blue: 0))
            painter.fill(preserve: false)
        case .decorationView:
            break
        }
    }
}

/// A style that also draws a black 10 x 10 square 30 points left of each cell, outside the
/// default drawing bounds (which reach half the width, 15 points, to the left); with `reach` it
/// says so in ``CellStyle/drawingBounds(for:)``.
public struct ReachingStyle: CellStyle, Hashable {
    public var reach: Bool
    public init(reach: Bool) { self.reach = reach }

    public func draw(_ element: StyledElement, on painter: any Painter) {
        guard element.attributes.category == .cell else { return }
        painter.addRect(element.bounds)
        painter.setColor(element.item?.color ?? .white)
        painter.fill(preserve: false)
        painter.addRect(Rect(x: -30, y: 0, width: 10, height: 10))
        painter.setColor(.black)
        painter.fill(preserve: false)
    }
    public func drawingBounds(for element: StyledElement) -> Rect {
        let b = element.bounds
        return reach ? b.insetBy(dx: -30, dy: 0) : Rect(x: -b.width / 2, y: -b.height / 2, width: b.width * 2, height: b.height * 2)
    }
}
