import SBLayout

/// One event of a scene's scripted timeline: an action that starts at a time.
///
/// A scene's `"timeline"` is an array of events, each an object with `"at"` (seconds from the
/// start) and exactly one action key:
///
/// ```json
/// "timeline": [
///   {"at": 0.2, "insert": [2]},
///   {"at": 1.0, "delete": [[0, 4]], "duration": 0.5},
///   {"at": 1.8, "rotate": 90},
///   {"at": 3.0, "transition": "grid"}
/// ]
/// ```
///
/// A compositional layout's section that scrolls on its own takes a flick of its own
/// (``OrthogonalScrollValue``: the content section, and points per second along its axis):
///
/// ```json
/// {"at": 0.2, "orthogonalScroll": {"section": 1, "velocity": 1500}}
/// ```
///
/// An index path is an item number (section 0) or `[section, item]`, as UIKit's `IndexPath`
/// orders it. Events play one after another: an event may not start before the previous one has
/// ended.
package struct SceneEvent: Decodable, Hashable, Sendable {
    /// What happens.
    package enum Action: Hashable, Sendable {
        /// performBatchUpdates with insertItemsAtIndexPaths: (paths after the update).
        case insert([IndexPath])
        /// performBatchUpdates with deleteItemsAtIndexPaths: (paths before the update).
        case delete([IndexPath])
        /// performBatchUpdates with moveItemAtIndexPath:toIndexPath:.
        case move([UpdateBatch.Move])
        /// performBatchUpdates with insertSections: (section indices after the update; the new
        /// sections start empty).
        case insertSections([Int])
        /// performBatchUpdates with deleteSections: (section indices before the update; their
        /// items go with them).
        case deleteSections([Int])
        /// Enter (true) or leave (false) deletion mode; instant.
        case editing(Bool)
        /// A flick released with this velocity (points per second of the content offset), then
        /// deceleration at UIKit's normal rate and the layout's target content offset.
        case scroll(velocity: Point)
        /// Scroll to a page (from 0) of a paging layout.
        case page(Int)
        /// A flick inside one orthogonally scrolling section of a compositional layout: its own
        /// offset decelerates and comes to rest where the section's orthogonalScrollingBehavior
        /// puts it (``/SBLayout/CompositionalLayout/targetOrthogonalOffset(inSection:proposed:velocity:current:)``).
        case orthogonalScroll(section: Int, velocity: Double)
        /// The circle's rotation gesture: turn by this many degrees.
        case rotate(degrees: Double)
        /// The circle's pinch gesture: go to this scale (the layout clamps it to 0.5 ... 1.3).
        case pinch(scale: Double)
        /// setCollectionViewLayout:animated: to another layout with the same items.
        case transition(to: LayoutName)
        /// The cookbook's cell menu: pop, rotate, ghost or colorize one item.
        case menu(action: String, item: IndexPath)
        /// The UIKit Dynamics drag: the items (the first is under the touch) hang on springs from
        /// a touch that moves to `to` (a point in the collection view's bounds, as on screen),
        /// then is released.
        case drag(items: [IndexPath], to: Point)

        /// The action's key in the JSON.
        package var key: String {
            switch self {
            case .insert: "insert"
            case .delete: "delete"
            case .move: "move"
            case .insertSections: "insertSections"
            case .deleteSections: "deleteSections"
            case .editing: "editing"
            case .scroll: "scroll"
            case .page: "page"
            case .orthogonalScroll: "orthogonalScroll"
            case .rotate: "rotate"
            case .pinch: "pinch"
            case .transition: "transition"
            case .menu: "menu"
            case .drag: "drag"
            }
        }
    }

    /// The menu actions `"menu"` takes.
    package static let menuActions = ["pop", "rotate", "ghost", "colorize"]

    /// Seconds from the start of the animation.
    package var at: Double
    /// Seconds the action takes; nil for its own (updates 0.3, rotate and pinch 1, transition 1,
    /// drag 1 to reach the point, then 1.2 to settle).
    package var duration: Double?
    /// What happens.
    package var action: Action

    /// An event: `action` starting `at` seconds from the start, taking `duration` seconds (nil
    /// for the action's own).
    package init(at: Double, duration: Double? = nil, action: Action) {
        self.at = at
        self.duration = duration
        self.action = action
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case at, duration, item, to
        case insert, delete, move, editing, scroll, page, rotate, pinch, transition, menu, drag
        case insertSections, deleteSections, orthogonalScroll
    }

    static let actionKeys: [CodingKeys] = [.insert, .delete, .move, .insertSections, .deleteSections, .editing, .scroll, .page, .orthogonalScroll, .rotate, .pinch, .transition, .menu, .drag]

    /// Decodes an event: `at`, an optional `duration`, and exactly one action key.
    /// - Throws: ``SceneError`` naming the JSON path, for an unknown key, a missing or second
    ///   action, or a value out of range; `DecodingError` for a value of the wrong JSON type.
    package init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        func path(_ key: CodingKeys) -> String { SceneError.format(decoder.codingPath + [key]) }
        let here = SceneError.format(decoder.codingPath)
        func nonEmpty<T>(_ list: [T], _ key: CodingKeys) throws -> [T] {
            guard !list.isEmpty else { throw SceneError(path: path(key), "expected at least one index path") }
            guard list.count <= Limits.eventIndexPaths else { throw SceneError(path: path(key), "expected at most \(Limits.eventIndexPaths) index paths, got \(list.count)") }
            return list
        }
        let keys = SceneEvent.actionKeys.filter { c.contains($0) }
        let list = SceneEvent.actionKeys.map(\.rawValue).joined(separator: ", ")
        guard let key = keys.first else {
            throw SceneError(path: here, "an event needs one action: one of \(list)")
        }
        guard keys.count == 1 else {
            throw SceneError(path: here, "an event has one action, this one has \(keys.map(\.rawValue).joined(separator: " and ")); split it into events at successive times")
        }
        guard let at = try c.decodeIfPresent(Double.self, forKey: .at) else {
            throw SceneError(path: path(.at), "is missing: give the event's start in seconds, such as \"at\": 0.5")
        }
        guard at.isFinite, at >= 0, at <= 3600 else { throw SceneError(path: path(.at), "expected seconds from 0 to 3600, got \(NumberText.plain(at))") }
        self.at = at
        duration = try c.decodeIfPresent(Double.self, forKey: .duration)
        if let d = duration, !(d.isFinite && d > 0 && d <= 600) {
            throw SceneError(path: path(.duration), "expected a number of seconds above 0 and at most 600, got \(NumberText.plain(d))")
        }
        if key != .drag, c.contains(.to) { throw SceneError(path: path(.to), "belongs to \"drag\" events only") }
        if key != .menu, c.contains(.item) { throw SceneError(path: path(.item), "belongs to \"menu\" events only") }
        if key == .editing, duration != nil { throw SceneError(path: path(.duration), "\"editing\" is instant and takes no duration") }
        if key == .orthogonalScroll, duration != nil {
            throw SceneError(path: path(.duration), "an \"orthogonalScroll\" flick lasts as long as its deceleration; set its speed with \"velocity\" instead")
        }
        if key == .scroll, duration != nil {
            throw SceneError(path: path(.duration), "a \"scroll\" flick lasts as long as its deceleration (0.998 per ms); set its speed with the velocity instead")
        }
        if key == .page, duration != nil {
            throw SceneError(path: path(.duration), "a \"page\" scroll lasts as long as UIScrollView's paging deceleration; remove \"duration\"")
        }
        if key == .menu, duration != nil {
            throw SceneError(path: path(.duration), "a \"menu\" action keeps the cookbook's timing (pop 0.35 s, rotate 0.5 s, ghost 3 s, colorize at once); remove \"duration\"")
        }
        switch key {
        case .insert:
            action = .insert(try nonEmpty(c.decode([IndexPathValue].self, forKey: .insert), .insert).map(\.indexPath))
        case .delete:
            action = .delete(try nonEmpty(c.decode([IndexPathValue].self, forKey: .delete), .delete).map(\.indexPath))
        case .move:
            action = .move(try nonEmpty(c.decode([MoveValue].self, forKey: .move), .move).map(\.move))
        case .insertSections, .deleteSections:
            let numbers: [Int]
            do {
                numbers = try c.decode([Int].self, forKey: key)
            } catch where !(error is DecodingError) {
                // The decoder's own error for 0.5 or 1e400, which names no key.
                throw SceneError(path: path(key), "expected whole section numbers such as [0, 2]")
            }
            let sections = try nonEmpty(numbers, key)
            if let bad = sections.first(where: { $0 < 0 }) {
                throw SceneError(path: path(key), "expected section numbers from 0, got \(bad)")
            }
            action = key == .insertSections ? .insertSections(sections) : .deleteSections(sections)
        case .editing:
            action = .editing(try c.decode(Bool.self, forKey: .editing))
        case .scroll:
            action = .scroll(velocity: try c.decode(PointValue.self, forKey: .scroll).point)
        case .page:
            guard let page = try c.wholeNumber(.page, expected: "a page number from 0", in: 0...Int.max) else {
                throw SceneError(path: path(.page), "expected a page number from 0")
            }
            action = .page(page)
        case .orthogonalScroll:
            let flick = try c.decode(OrthogonalScrollValue.self, forKey: .orthogonalScroll)
            action = .orthogonalScroll(section: flick.section, velocity: flick.velocity)
        case .rotate:
            let degrees = try c.decode(Double.self, forKey: .rotate)
            guard degrees.isFinite, abs(degrees) <= 36_000 else { throw SceneError(path: path(.rotate), "expected degrees from -36000 to 36000, got \(NumberText.plain(degrees))") }
            action = .rotate(degrees: degrees)
        case .pinch:
            let scale = try c.decode(Double.self, forKey: .pinch)
            guard scale.isFinite, scale > 0 else { throw SceneError(path: path(.pinch), "expected a scale above 0, got \(NumberText.plain(scale))") }
            action = .pinch(scale: scale)
        case .transition:
            let text = try c.decode(String.self, forKey: .transition)
            let layouts = LayoutRegistry.of(decoder)
            guard layouts.registration(named: LayoutName(rawValue: text)) != nil else {
                throw SceneError(path: path(.transition), "unknown layout '\(SceneError.excerpt(text))'; expected one of \(layouts.names.map(\.rawValue).joined(separator: ", "))")
            }
            action = .transition(to: LayoutName(rawValue: text))
        case .menu:
            let name = try c.decode(String.self, forKey: .menu)
            guard SceneEvent.menuActions.contains(name) else {
                throw SceneError(path: path(.menu), "unknown menu action '\(SceneError.excerpt(name))'; expected one of \(SceneEvent.menuActions.joined(separator: ", "))")
            }
            guard let item = try c.decodeIfPresent(IndexPathValue.self, forKey: .item) else {
                throw SceneError(path: path(.item), "is missing: say which item, such as \"item\": 0")
            }
            action = .menu(action: name, item: item.indexPath)
        case .drag:
            let items = try c.decode(DraggedItemsValue.self, forKey: .drag).indexPaths
            guard let to = try c.decodeIfPresent(PointValue.self, forKey: .to) else {
                throw SceneError(path: path(.to), "is missing: say where the touch goes, such as \"to\": [400, 500]")
            }
            action = .drag(items: items, to: to.point)
        default:
            throw SceneError(path: here, "an event needs one action: one of \(list)")
        }
    }
}

/// An index path: `n` (item n of section 0) or `[section, item]`.
package struct IndexPathValue: Decodable, Hashable, Sendable {
    /// The index path.
    package var indexPath: IndexPath
    /// Decodes the index path.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let values: [Int]
        if let n = try? container.decode(Int.self) {
            values = [0, n]
        } else if let pair = try? container.decode([Int].self), pair.count == 2 {
            values = pair
        } else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected an index path: an item number, or [section, item]")
        }
        guard values[0] >= 0, values[1] >= 0 else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected an index path of numbers from 0, got [\(values[0]), \(values[1])]")
        }
        indexPath = IndexPath(item: values[1], section: values[0])
    }
}

/// A move: `[from, to]`, each an index path.
package struct MoveValue: Decodable, Hashable, Sendable {
    /// The move.
    package var move: UpdateBatch.Move
    /// Decodes the move.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        guard container.count == 2 else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected a move as [from, to], such as [0, 5] or [[0, 0], [1, 0]]")
        }
        let from = try container.decode(IndexPathValue.self).indexPath
        let to = try container.decode(IndexPathValue.self).indexPath
        move = UpdateBatch.Move(from: from, to: to)
    }
}

/// The items of a `drag`: one index path (`n` or `[section, item]`), or a list of index paths
/// (`[[0, 1], [0, 2]]`, `[1, [0, 4], 7]`); a list of exactly two numbers is one index path.
package struct DraggedItemsValue: Decodable, Hashable, Sendable {
    /// The dragged items, the first one under the touch.
    package var indexPaths: [IndexPath]
    /// Decodes the items.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let one = try? container.decode(IndexPathValue.self) {
            indexPaths = [one.indexPath]
        } else if let list = try? container.decode([IndexPathValue].self), !list.isEmpty, list.count <= 10_000 {
            indexPaths = list.map(\.indexPath)
        } else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected an index path or a list of index paths, such as 3, [0, 3] or [[0, 3], [0, 4]]")
        }
    }
}
