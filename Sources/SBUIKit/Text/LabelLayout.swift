internal import Foundation
internal import SBLayout
internal import SBRender

/// A label's text laid out: one run is Pango's paragraph layout (wrapping, line limit,
/// ellipsis), as ``/SBRender/Painter/drawText(_:in:style:)`` draws it; several runs are broken
/// into lines between words, each piece drawn in its run's font and colour on a shared baseline
/// (lines past the limit are left out, without an ellipsis).
@MainActor struct LabelLayout {
    /// One piece of a run on a line.
    struct Piece {
        var text: String
        var font: UIFont
        var color: UIColor
        var width: Double
    }

    /// A line of pieces.
    struct Line {
        var pieces: [Piece] = []
        var width: Double { pieces.reduce(0) { $0 + $1.width } }
        var ascent: Double { pieces.map { Double($0.font.ascender) }.max() ?? 0 }
        var descent: Double { pieces.map { -Double($0.font.descender) }.max() ?? 0 }
        var height: Double { ascent + descent }
    }

    private enum Body {
        case empty
        case single(String, TextStyle, lineHeight: Double)
        case lines([Line])
    }

    private let body: Body
    private let alignment: TextAlignment
    /// The text's size: the widest line and the lines' heights.
    let size: Size
    /// The number of lines.
    let lineCount: Int

    init(runs: [TextRun], width: Double?, maximumLines: Int, lineBreakMode: NSLineBreakMode, alignment: TextAlignment,
         measurer: TextMeasurer?) {
        self.alignment = alignment
        let mode: TextStyle.LineBreakMode = switch lineBreakMode {
        case .byWordWrapping, .byCharWrapping, .byClipping: .byWordWrapping
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: .byTruncatingTail
        }
        guard let measurer, !runs.isEmpty else {
            (body, size, lineCount) = (.empty, .zero, 0)
            return
        }
        if runs.count == 1, let run = runs.first {
            let style = TextStyle(font: run.font.request, color: run.color.sbColor, alignment: alignment, maximumLines: max(0, maximumLines),
                                  centeredVertically: true, lineBreakMode: mode)
            body = .single(run.text, style, lineHeight: Double(run.font.lineHeight))
            size = measurer.size(of: run.text, style: style, width: width)
            lineCount = measurer.lineCount(of: run.text, style: style, width: width)
            return
        }
        var lines = [Line()]
        for run in runs {
            let oneLine = TextStyle(font: run.font.request, color: .black, alignment: .left)
            for (i, paragraph) in run.text.components(separatedBy: "\n").enumerated() {
                if i > 0 { lines.append(Line()) }
                for word in Self.words(paragraph) {
                    let w = measurer.size(of: word, style: oneLine, width: nil).width
                    if let width, !lines[lines.count - 1].pieces.isEmpty, lines[lines.count - 1].width + w > width + 1e-6 {
                        lines.append(Line())
                    }
                    lines[lines.count - 1].pieces.append(Piece(text: word, font: run.font, color: run.color, width: w))
                }
            }
        }
        if maximumLines > 0, lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
        body = .lines(lines)
        size = Size(width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
        lineCount = lines.count
    }

    /// `text` cut after each run of spaces: words keep their trailing spaces.
    private static func words(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inSpaces = false
        for c in text {
            if c == " " {
                inSpaces = true
            } else if inSpaces {
                result.append(current)
                current = ""
                inSpaces = false
            }
            current.append(c)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// How many of the lines fit in `height` (at least one).
    func linesFitting(height: Double) -> Int {
        switch body {
        case .empty: return 0
        case .single(_, _, let lineHeight):
            return lineHeight > 0 ? max(1, Int((height / lineHeight + 1e-6).rounded(.down))) : lineCount
        case .lines(let lines):
            var total = 0.0, count = 0
            for line in lines {
                total += line.height
                if total > height + 1e-6 { break }
                count += 1
            }
            return max(1, count)
        }
    }

    /// The text drawn in `rect`, centred vertically, in each run's colour (or `color`).
    func drawOps(in rect: Rect, color: Color?) -> [DrawOp] {
        switch body {
        case .empty: return []
        case .single(let text, var style, _):
            if let color { style.color = color }
            return [.text(text, rect, style)]
        case .lines(let lines):
            var ops: [DrawOp] = []
            var y = rect.midY - size.height / 2
            for line in lines {
                let baseline = y + line.ascent
                var x: Double = switch alignment {
                case .left: rect.minX
                case .center: rect.midX - line.width / 2
                case .right: rect.maxX - line.width
                }
                for piece in line.pieces {
                    let ascender = Double(piece.font.ascender)
                    let style = TextStyle(font: piece.font.request, color: color ?? piece.color.sbColor, alignment: .left, maximumLines: 1,
                                          centeredVertically: false, lineBreakMode: .byWordWrapping)
                    ops.append(.text(piece.text, Rect(x: x, y: baseline - ascender, width: piece.width + 2, height: Double(piece.font.lineHeight)), style))
                    x += piece.width
                }
                y += line.height
            }
            return ops
        }
    }
}
