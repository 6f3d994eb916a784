internal import SBLayout
internal import SBRender

/// A table row's editing control (a red delete or green insert circle before the content) and
/// a row's reorder grip (three lines on the trailing edge), as iOS draws them. The sizes are
/// *estimates* from iOS 15-17 screenshots of Settings and Mail in editing mode (UIKit publishes
/// none): a 22 pt circle at the layout margin with a 2 pt white bar (and a second one for the
/// plus) 11 pt long, the content moved 38 pt to the trailing side (the circle and a 16 pt gap);
/// the grip 18 pt wide, three 1.5 pt lines 5 pt apart, in tertiary-label grey, at the trailing
/// margin, with the rest of the row ending 16 pt before it.
struct TableEditingControl: Hashable, Sendable {
    var style: UITableViewCell.EditingStyle
    /// Whether the content moves aside for the control.
    var indents: Bool

    static let diameter = 22.0
    static let slot = 38.0
    static let gripWidth = 18.0
    static let gripSlot = 34.0
    /// The grip's grey: UIKit's tertiary label colour (*estimate*).
    @MainActor static var gripColor: UIColor { .tertiaryLabel }

    /// Draws the control centred on `centre`.
    func draw(at centre: Point, on p: any Painter) {
        let r = Self.diameter / 2
        p.newPath()
        p.addCircle(center: centre, radius: r)
        // systemRed (255, 59, 48) and systemGreen (52, 199, 89), UIKit's light-mode values.
        p.setColor(style == .insert ? Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
                                    : Color(red: 1, green: 59 / 255, blue: 48 / 255))
        p.fill(preserve: false)
        p.setColor(.white)
        p.newPath()
        p.move(to: Point(x: centre.x - 5.5, y: centre.y))
        p.line(to: Point(x: centre.x + 5.5, y: centre.y))
        if style == .insert {
            p.move(to: Point(x: centre.x, y: centre.y - 5.5))
            p.line(to: Point(x: centre.x, y: centre.y + 5.5))
        }
        p.stroke(width: 2, preserve: false)
    }

    /// Draws the reorder grip centred on `centre`.
    static func drawGrip(centre: Point, color: Color, on p: any Painter) {
        p.newPath()
        for dy in [-5.0, 0, 5] {
            p.move(to: Point(x: centre.x - gripWidth / 2, y: centre.y + dy))
            p.line(to: Point(x: centre.x + gripWidth / 2, y: centre.y + dy))
        }
        p.setColor(color)
        p.stroke(width: 1.5, preserve: false)
    }
}
