import Foundation

/// The visual format language of ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``,
/// parsed into constraints.
///
/// `(H:|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?`
/// where a connection is nothing (flush), `-` (the standard spacing: 8 points between views, the
/// superview's layout margin at a `|`), or `-predicates-`; predicates are a number or metric, or
/// a parenthesised list of `(==|<=|>=)? (number|metric|view) (@priority)?`.
@MainActor package struct VisualFormat {
    private enum Element {
        case superview(position: Int)
        case view(name: String, view: UIView, predicates: [Predicate], position: Int)
    }

    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }

        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    private let format: String
    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    /// Parses `format` and makes its constraints (inactive).
    /// - Throws: ``VisualFormatError`` with UIKit's message for a format it cannot parse.
    package static func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
                                    views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormat(format: format, metrics: metrics ?? [:], views: views)
        return try parser.parse(options: options)
    }

    private init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position ?? index)
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while let c = current, c == " " { index += 1 }
    }

    private mutating func consume(_ c: Character) -> Bool {
        skipSpaces()
        guard current == c else { return false }
        index += 1
        return true
    }

    // MARK: Parsing

    private mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var vertical = false
        skipSpaces()
        if let c = current, c == "H" || c == "V", index + 1 < characters.count,
           characters[index + 1] == ":" || characters[index + 1] == "|" || characters[index + 1] == "[" {
            if characters[index + 1] != ":" {
                throw error("Expected ':' after '\(c)' to specify \(c == "V" ? "vertical" : "horizontal") arrangement", at: index + 1)
            }
            vertical = c == "V"
            index += 2
        }
        var elements: [Element] = []
        var connections: [Connection] = []
        skipSpaces()
        if consume("|") {
            elements.append(.superview(position: index - 1))
            connections.append(try parseConnection())
        }
        elements.append(try parseView())
        while true {
            skipSpaces()
            if current == nil { break }
            let connection = try parseConnection()
            skipSpaces()
            if consume("|") {
                elements.append(.superview(position: index - 1))
                connections.append(connection)
                skipSpaces()
                if current != nil { throw error("Unexpected character after '|': the superview ends the format") }
                break
            }
            connections.append(connection)
            elements.append(try parseView())
        }
        return try build(elements, connections, vertical: vertical, options: options)
    }

    private mutating func parseView() throws(VisualFormatError) -> Element {
        skipSpaces()
        let start = index
        guard consume("[") else { throw error("Expected a view") }
        let name = identifier()
        guard !name.isEmpty else { throw error("Expected a view name after '['") }
        guard let view = views[name] as? UIView else {
            throw error("\(name) is not a key in the views dictionary.", at: start + 1)
        }
        var predicates: [Predicate] = []
        if consume("(") {
            predicates = try parsePredicateList(allowingViews: true)
        }
        guard consume("]") else { throw error("Expected ']'") }
        return .view(name: name, view: view, predicates: predicates, position: start)
    }

    private mutating func parseConnection() throws(VisualFormatError) -> Connection {
        skipSpaces()
        guard consume("-") else { return .flush }
        skipSpaces()
        if current == nil || current == "[" || current == "|" { return .standard }
        var predicates: [Predicate]
        if consume("(") {
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            let value = try parseConstant()
            predicates = [Predicate(relation: .equal, object: .constant(value), priority: .required)]
        }
        guard consume("-") else { throw error("Expected '-' after the spacing") }
        return .predicates(predicates)
    }

    /// `predicate(,predicate)*)`, the opening parenthesis already read.
    private mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        var predicates: [Predicate] = []
        repeat {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
        } while consume(",")
        guard consume(")") else { throw error("Expected ')' or ',' after a predicate") }
        return predicates
    }

    private mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        if index + 1 < characters.count, characters[index + 1] == "=" {
            switch characters[index] {
            case "=": relation = .equal; index += 2
            case "<": relation = .lessThanOrEqual; index += 2
            case ">": relation = .greaterThanOrEqual; index += 2
            default: break
            }
        }
        skipSpaces()
        let object: Predicate.Object
        let start = index
        let name = identifier()
        if !name.isEmpty, metrics[name] == nil, allowingViews, let view = views[name] as? UIView {
            object = .view(view)
        } else {
            index = start
            object = .constant(try parseConstant())
        }
        var priority = UILayoutPriority.required
        if consume("@") {
            let value = try parseConstant()
            guard value > 0, value <= 1000 else {
                throw error("Priorities must be greater than 0 and less than or equal to 1000", at: index - 1)
            }
            priority = UILayoutPriority(Float(value))
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's name.
    private mutating func parseConstant() throws(VisualFormatError) -> CGFloat {
        skipSpaces()
        let start = index
        let name = identifier()
        if !name.isEmpty {
            guard let value = metrics[name].flatMap(Self.number) else {
                throw error("\(name) is not a key in the metrics dictionary.", at: start)
            }
            return value
        }
        var text = ""
        if current == "-" || current == "+" { text.append(current!); index += 1 }
        while let c = current, c.isNumber || c == "." {
            text.append(c)
            index += 1
        }
        guard let value = Double(text) else {
            index = start
            throw error("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = current, c == "_" || c.isLetter || (!name.isEmpty && c.isNumber) {
            name.append(c)
            index += 1
        }
        return name
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    // MARK: Constraints

    private func build(_ elements: [Element], _ connections: [Connection], vertical: Bool,
                       options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        typealias Attribute = NSLayoutConstraint.Attribute
        let direction = options.intersection(.directionMask)
        let (lead, trail): (Attribute, Attribute) = vertical ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        let (leadMargin, trailMargin): (Attribute, Attribute) = vertical ? (.topMargin, .bottomMargin)
            : direction == .directionLeftToRight ? (.leftMargin, .rightMargin)
            : direction == .directionRightToLeft ? (.rightMargin, .leftMargin) : (.leadingMargin, .trailingMargin)
        let size: Attribute = vertical ? .height : .width
        // Right to left with left and right edges: spacing counts leftwards, so the constants
        // turn negative and the inequalities round.
        let reversed = !vertical && direction == .directionRightToLeft
        var result: [NSLayoutConstraint] = []

        func make(_ a: AnyObject, _ aa: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attribute,
                  _ constant: CGFloat, _ priority: UILayoutPriority) {
            let c = NSLayoutConstraint(item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba, multiplier: 1,
                                       constant: constant)
            c.priority = priority
            result.append(c)
        }

        func connect(_ a: AnyObject, _ aa: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject, _ ba: Attribute,
                     _ constant: CGFloat, _ priority: UILayoutPriority) {
            guard reversed else { return make(a, aa, relation, b, ba, constant, priority) }
            let flipped: NSLayoutConstraint.Relation = switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            make(a, aa, flipped, b, ba, constant == 0 ? 0 : -constant, priority)
        }

        // Each view's own size predicates.
        for element in elements {
            guard case .view(_, let view, let predicates, _) = element else { continue }
            for p in predicates {
                switch p.object {
                case .constant(let value): make(view, size, p.relation, nil, .notAnAttribute, value, p.priority)
                case .view(let other): make(view, size, p.relation, other, size, 0, p.priority)
                }
            }
        }

        // The connections, in order.
        for (i, connection) in connections.enumerated() {
            switch (elements[i], elements[i + 1]) {
            case (.superview(let position), .view(_, let view, _, _)):
                guard let superview = view.superview else {
                    throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: position)
                }
                switch connection {
                case .flush: connect(view, lead, .equal, superview, lead, 0, .required)
                case .standard: connect(view, lead, .equal, superview, leadMargin, 0, .required)
                case .predicates(let ps):
                    for p in ps {
                        guard case .constant(let value) = p.object else { continue }
                        connect(view, lead, p.relation, superview, lead, value, p.priority)
                    }
                }
            case (.view(_, let view, _, _), .superview(let position)):
                guard let superview = view.superview else {
                    throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: position)
                }
                switch connection {
                case .flush: connect(superview, trail, .equal, view, trail, 0, .required)
                case .standard: connect(superview, trailMargin, .equal, view, trail, 0, .required)
                case .predicates(let ps):
                    for p in ps {
                        guard case .constant(let value) = p.object else { continue }
                        connect(superview, trail, p.relation, view, trail, value, p.priority)
                    }
                }
            case (.view(_, let a, _, _), .view(_, let b, _, _)):
                switch connection {
                case .flush: connect(b, lead, .equal, a, trail, 0, .required)
                case .standard: connect(b, lead, .equal, a, trail, standardSpacing, .required)
                case .predicates(let ps):
                    for p in ps {
                        guard case .constant(let value) = p.object else { continue }
                        connect(b, lead, p.relation, a, trail, value, p.priority)
                    }
                }
            default:
                break
            }
        }

        // Alignment across the format's axis, pair by pair.
        let alignments: [(NSLayoutConstraint.FormatOptions, Attribute, Bool)] = [
            (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
            (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true),
            (.alignAllTop, .top, false), (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
            (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
        ]
        let viewsInOrder: [UIView] = elements.compactMap {
            if case .view(_, let view, _, _) = $0 { return view }
            return nil
        }
        for (option, attribute, horizontal) in alignments where options.contains(option) {
            if horizontal != vertical {
                throw error("Options mask required views to be aligned on a \(horizontal ? "horizontal" : "vertical") edge, which is not allowed for layout that is also \(horizontal ? "horizontal" : "vertical").", at: 0)
            }
            for (a, b) in zip(viewsInOrder, viewsInOrder.dropFirst()) {
                make(a, attribute, .equal, b, attribute, 0, .required)
            }
        }
        return result
    }
}

extension NSLayoutConstraint {
    /// The constraints a visual format string describes (inactive: activate them), such as
    /// `"H:|-[label]-8-[value(>=40@750)]-|"`. Horizontal formats run leading to trailing unless
    /// `options` give a direction; `options` may also align every view in the format on an edge,
    /// centre or baseline across the format's axis. `metrics` gives the numbers named in the
    /// format, `views` the views. A format UIKit cannot parse is reported with UIKit's message and
    /// makes no constraints.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try VisualFormat.constraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            UIKitException.raise(UIKitException.invalidArgument, reason: error.description, recovery: "makes no constraints from the format")
            return []
        }
    }
}
