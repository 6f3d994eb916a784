import SBCairo
import SBLayout
import SBScene

/// The tutorial's detail view for one item: a white UITextView listing the faces of the item's
/// font family (`fontNamesForFamilyName:`), each name in its own face at 30 points and centred,
/// from the text view's 8-point top inset, and a rounded-rect "Close" button at
/// (w/2 - 40, h - 100, 80, 60). An iOS 6 family lists its faces' PostScript names
/// ("Futura-MediumItalic"), each drawn in the family's stand-in with the face's weight, slant and
/// width (SBCairo's `IOSFonts`); another family lists the faces the font system has for it.
enum DetailView {
    static func draw(item: Int, plan: RenderPlan, canvas: Rect, faces: (String) -> [(family: String, face: String)], on p: any Painter) {
        p.paint(.white)
        let family = plan.style(forIdentity: item).label
        var list = faces(family)
        if list.isEmpty { list = [(family, "Regular")] }
        var y = canvas.minY + 8
        for entry in list {
            let font = FontRequest(family: entry.family, size: 30, face: entry.face)
            let name = IOSFonts.family(ofFace: entry.face) != nil ? entry.face : "\(entry.family) \(entry.face)"
            let size = p.measureText(name, font: font, width: canvas.width - 16)
            if y + size.height > canvas.maxY - 110 { break }
            p.drawText(name, in: Rect(x: canvas.minX + 8, y: y, width: canvas.width - 16, height: size.height),
                       style: TextStyle(font: font, color: .black, alignment: .center, maximumLines: 0, centeredVertically: false))
            y += size.height
        }
        let button = Rect(x: canvas.minX + canvas.width / 2 - 40, y: canvas.maxY - 100, width: 80, height: 60)
        p.addRoundedRect(button.insetBy(dx: 0.5, dy: 0.5), radius: 8)
        p.setColor(.white)
        p.fill(preserve: true)
        p.setColor(Color(white: 0.6))
        p.stroke(width: 1, preserve: false)
        p.drawText("Close", in: button, style: TextStyle(font: FontRequest(size: 15, bold: true),
                                                         color: Color(red: 0.22, green: 0.33, blue: 0.53), maximumLines: 1))
    }
}
