import Foundation
internal import SBConstraints

/// Auto Layout's engine for one hierarchy: it turns the hierarchy's constraints, autoresizing
/// masks, intrinsic sizes and margins into linear constraints on each view's rectangle (in the
/// root's coordinates), keeps them in an incremental Cassowary ``Solver`` between layout passes
/// (each pass adds and removes only what changed), and sets the frames of the views that do not
/// translate their autoresizing masks.
///
/// A required constraint that contradicts those added before it is left out, and reported as
/// UIKit logs it ("Unable to simultaneously satisfy constraints. ... Will attempt to recover by
/// breaking constraint ..."): in ``reports`` and on standard error (UIKit raises nothing for it, so
/// a test that meets one is not failed).
@MainActor package final class LayoutEngine {
    /// Which constraint a solver constraint stands for: an `NSLayoutConstraint`, or one part of
    /// a view's or guide's implicit constraints.
    struct Key: Hashable {
        let object: ObjectIdentifier
        let part: Int
    }

    /// One linear constraint the hierarchy asks for.
    struct Spec {
        let key: Key
        let expression: LinearExpression
        let relation: Relation
        let priority: Priority
        /// How UIKit would print it in a log (made only for a log).
        let describe: @MainActor () -> String

        /// Whether two specs make the same solver constraint.
        func same(as other: Spec) -> Bool {
            guard relation == other.relation, priority == other.priority,
                  expression.constant == other.expression.constant,
                  expression.terms.count == other.expression.terms.count else { return false }
            return zip(expression.terms, other.expression.terms).allSatisfy { $0 == $1 }
        }
    }

    private struct Entry {
        let spec: Spec
        let constraint: Constraint
    }

    private var solver = Solver()
    /// Whether the hierarchy may have changed since the last pass brought the solver up to date.
    private var isStale = true
    /// What the system's coordinates are offset by in the window's (an island's place in it),
    /// as the frames were last rounded.
    private var offset = CGPoint.zero
    /// Whether the engine is setting frames (which mark views for layout but change nothing
    /// the engine reads).
    private var isApplying = false
    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []
    /// Constraints left out as unsatisfiable, not tried again while unchanged.
    private var failed: [Key: Spec] = [:]

    /// The unsatisfiable-constraint logs this engine wrote, oldest first.
    package private(set) var reports: [String] = []

    init() {}

    // MARK: Passes

    /// Lays out the hierarchy `view` belongs to when a subview of `view` is placed by
    /// constraints: runs pending ``UIView/updateConstraints()``, brings the engine of the system
    /// `view` is in (the nearest island at or above it, else the hierarchy's root) up to date,
    /// with those of the out-of-date islands inside it, and sets the frames of their views placed
    /// by constraints.
    static func layOutHierarchy(of view: UIView) {
        // A view's layout pass sets its subviews' frames: nothing to do when none of them is
        // placed by constraints or has constraints, and the view has neither constraints nor
        // guides (the common case of a hierarchy without Auto Layout costs a look at the
        // subviews).
        guard !view.autoLayout.guides.isEmpty || !view.autoLayout.constraints.isEmpty
            || view.subviews.contains(where: { !SpecBuilder.holdsFrame($0) || !$0.autoLayout.constraints.isEmpty })
        else { return }
        layOut(root: layoutRoot(of: view))
    }

    /// Brings the engine of `root`'s system up to date and sets its views' frames, then does the
    /// same for the islands in it that are out of date (their own changes, or a move of the
    /// island in the window: frames are rounded to pixels in the window's coordinates, as when
    /// one system held the whole window).
    private static func layOut(root: UIView) {
        let (views, islands) = preorder(root, stoppingAtIslands: true)
        let offset = root.superview == nil ? CGPoint.zero : solvedOrigin(of: root)
        if views.contains(where: { !$0.autoLayout.constraints.isEmpty || !$0.autoLayout.translatesAutoresizingMask }) {
            let engine = root.autoLayout.engine ?? LayoutEngine()
            root.autoLayout.engine = engine
            // The first view of a layout round to get here lays the system out; the others find
            // the engine current, unless something was marked for layout in between.
            if engine.isStale || engine.offset != offset {
                var builder = SpecBuilder(root: root, views: views, islands: islands)
                if engine.isStale {
                    root.updateConstraintsIfNeeded()
                    engine.solve(&builder, fitting: nil)
                    engine.isStale = false
                }
                engine.offset = offset
                engine.isApplying = true
                engine.apply(root: root, views: views, builder: builder)
                engine.isApplying = false
            }
        }
        for island in views where island !== root && islands.contains(ObjectIdentifier(island)) {
            layOut(root: island)
        }
    }

    /// Where the hierarchy's one system would put `view`'s bounds' origin, less its bounds'
    /// origin (the root's bounds' origin, then each frame's origin in its superview's bounds, as
    /// the autoresizing-mask constraints hold it), summed from the root down as the solver sums.
    private static func solvedOrigin(of view: UIView) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView? = view
        while let each = v {
            chain.append(each)
            v = each.superview
        }
        let top = chain.removeLast()
        var x = Double(top.bounds.minX), y = Double(top.bounds.minY)
        var parent = top
        for each in chain.reversed() {
            let b = each.bounds, c = each.center, pb = parent.bounds
            x += Double(c.x - b.width / 2 - pb.minX)
            y += Double(c.y - b.height / 2 - pb.minY)
            parent = each
        }
        return CGPoint(x: x - Double(view.bounds.minX), y: y - Double(view.bounds.minY))
    }

    /// The size ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// answers: the view's subtree solved on its own, its size pulled towards `target`.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority,
                            vertical: UILayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        let views = preorder(view)
        // Without constraints the size is the view's own answer, as UIKit's engine gets it from
        // the views' autoresizing and intrinsic sizes.
        guard views.contains(where: { !$0.autoLayout.constraints.isEmpty || ($0 !== view && !$0.autoLayout.translatesAutoresizingMask) }) else {
            return view.sizeThatFits(target)
        }
        var builder = SpecBuilder(root: view, views: views)
        let engine = LayoutEngine()
        engine.solve(&builder, fitting: (target, horizontal, vertical))
        let variables = builder.variables(of: view)
        let scale = pixelScale(view)
        return CGSize(width: round(engine.solver.value(of: variables.width), scale),
                      height: round(engine.solver.value(of: variables.height), scale))
    }

    private static func preorder(_ root: UIView) -> [UIView] {
        preorder(root, stoppingAtIslands: false).views
    }

    /// The views of `root`'s hierarchy, root first; when `stoppingAtIslands`, an island's
    /// subviews are left out (the island itself is in, its frame held), and the islands are
    /// named. A view no longer an island lets its own engine go.
    private static func preorder(_ root: UIView, stoppingAtIslands: Bool) -> (views: [UIView], islands: Set<ObjectIdentifier>) {
        var result: [UIView] = []
        var islands: Set<ObjectIdentifier> = []
        var stack = [root]
        while let v = stack.popLast() {
            result.append(v)
            if stoppingAtIslands, v !== root {
                if isIsland(v) {
                    islands.insert(ObjectIdentifier(v))
                    continue
                }
                v.autoLayout.engine = nil
            }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return (result, islands)
    }

    // MARK: Islands

    /// Whether `view`'s subtree is laid out by an engine of its own (kept on the view), as UIKit
    /// lays out a cell's content on its own: a cell or reusable view that a collection view
    /// places (its frame held by its autoresizing mask), with no constraint installed above it
    /// that refers into its subtree. Its frame is all the hierarchy around it reads of it, and
    /// nothing in it reads the hierarchy around it, so the two systems solve to the same frames
    /// as one, in far smaller systems (each layout round of the collection view, which marks its
    /// cells, rebuilds only the cells' own).
    static func isIsland(_ view: UIView) -> Bool {
        guard view is UICollectionReusableView, view.superview is UICollectionView,
              view.autoLayout.translatesAutoresizingMask else { return false }
        var ancestor = view.superview
        while let a = ancestor {
            for c in a.autoLayout.constraints {
                for item in [c.firstItem, c.secondItem] {
                    if let v = NSLayoutConstraint.view(of: item), v === view || v.isDescendant(of: view) { return false }
                }
            }
            ancestor = a.superview
        }
        return true
    }

    /// The root of the system that lays `view` out: the nearest island at or above it, else the
    /// hierarchy's root.
    static func layoutRoot(of view: UIView) -> UIView {
        var v = view
        while let s = v.superview {
            if isIsland(v) { return v }
            v = s
        }
        return v
    }

    private static func pixelScale(_ view: UIView) -> CGFloat {
        let scale = view.traitCollection.displayScale
        return scale > 0 ? scale : 1
    }

    private static func round(_ value: Double, _ scale: CGFloat) -> CGFloat {
        (CGFloat(value) * scale).rounded() / scale
    }

    // MARK: Keeping the solver up to date

    /// Something the engine reads may have changed: the next pass updates the solver.
    func hierarchyChanged() {
        if !isApplying { isStale = true }
    }

    /// Brings the solver up to date with the hierarchy; then, while labels that wrap at their
    /// own width were measured at another width than the one they got, measures them at it and
    /// solves again (a few rounds at most: heights rarely change widths back).
    private func solve(_ builder: inout SpecBuilder,
                       fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?) {
        update(to: builder.specs(fitting: fitting))
        // Labels that wrap at their own width, and columns (vertical stack views) holding such labels.
        let labels = builder.views.filter { view in
            let wraps = (view as? UILabel)?.wrapsAtLayoutWidth ?? (view as? UIStackView)?.wrapsAtLayoutWidth ?? false
            return wraps && (view === builder.root || !SpecBuilder.holdsFrame(view))
        }
        guard !labels.isEmpty else { return }
        for _ in 0..<3 {
            var changed = false
            for label in labels {
                let width = CGFloat(solver.value(of: builder.variables(of: label).width))
                let key = ObjectIdentifier(label)
                if builder.widthHints[key].map({ abs($0 - width) > 0.01 }) ?? true {
                    builder.widthHints[key] = width
                    changed = true
                }
            }
            guard changed else { return }
            update(to: builder.specs(fitting: fitting))
        }
    }

    /// Takes out the solver constraints no longer asked for (or changed), then adds the new ones
    /// in the order asked, reporting those that cannot hold.
    private func update(to specs: [Spec]) {
        var wanted: [Key: Spec] = [:]
        for spec in specs { wanted[spec.key] = spec }
        var removedAny = false
        for key in order {
            guard let entry = entries[key] else { continue }
            if let spec = wanted[key], spec.same(as: entry.spec) { continue }
            entries[key] = nil
            try? solver.remove(entry.constraint)
            removedAny = true
        }
        order = order.filter { entries[$0] != nil }
        // A constraint refused before may hold once others are gone.
        if removedAny { failed = [:] }
        for key in failed.keys where !(wanted[key].map { $0.same(as: failed[key]!) } ?? false) {
            failed[key] = nil
        }
        for spec in specs where entries[spec.key] == nil && failed[spec.key] == nil {
            let constraint = Constraint(spec.expression, spec.relation, LinearExpression(), priority: spec.priority)
            do {
                try solver.add(constraint)
                entries[spec.key] = Entry(spec: spec, constraint: constraint)
                order.append(spec.key)
            } catch {
                failed[spec.key] = spec
                report(breaking: spec)
            }
        }
    }

    /// Logs a broken constraint as UIKit does, with the required constraints it meets.
    private func report(breaking spec: Spec) {
        let variables = Set(spec.expression.terms.map(\.variable))
        var involved: [String] = []
        for key in order {
            guard let entry = entries[key], entry.spec.priority.isRequired,
                  entry.spec.expression.terms.contains(where: { variables.contains($0.variable) }) else { continue }
            involved.append(entry.spec.describe())
        }
        let broken = spec.describe()
        involved.append(broken)
        var text = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

            """
        if involved.contains(where: { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n" + involved.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(broken)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.\n"
        reports.append(text)
        // UIKit logs this and goes on (it raises nothing), so a test that meets it is not failed:
        // the log goes to standard error, where UIKit's goes to the console.
        FileHandle.standardError.write(Data(("[LayoutConstraints] " + text).utf8))
    }

    // MARK: Frames

    /// Sets the frame of every view placed by constraints and the frame of every guide.
    private func apply(root: UIView, views: [UIView], builder: SpecBuilder) {
        let scale = Self.pixelScale(root)
        let dx = Double(offset.x), dy = Double(offset.y)
        func absolute(_ v: LayoutVariables) -> CGRect {
            let minX = Self.round(dx + solver.value(of: v.minX), scale)
            let minY = Self.round(dy + solver.value(of: v.minY), scale)
            let maxX = Self.round(dx + solver.value(of: v.minX) + solver.value(of: v.width), scale)
            let maxY = Self.round(dy + solver.value(of: v.minY) + solver.value(of: v.height), scale)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        for view in views {
            let own = absolute(builder.variables(of: view))
            // An island's guides are its own engine's.
            for guide in view.autoLayout.guides where view === root || !builder.islands.contains(ObjectIdentifier(view)) {
                let g = absolute(builder.variables(of: guide))
                guide.layoutFrame = CGRect(x: g.minX - own.minX + view.bounds.minX, y: g.minY - own.minY + view.bounds.minY,
                                           width: g.width, height: g.height)
            }
            guard view !== root, !SpecBuilder.holdsFrame(view), let parent = view.superview else { continue }
            let p = absolute(builder.variables(of: parent))
            let frame = CGRect(x: own.minX - p.minX + parent.bounds.minX, y: own.minY - p.minY + parent.bounds.minY,
                               width: own.width, height: own.height)
            if view.transform.isIdentity {
                if view.frame != frame { view.frame = frame }
            } else {
                // Auto Layout places the untransformed rectangle: the bounds' size and the centre.
                if view.bounds.size != frame.size { view.bounds = CGRect(origin: view.bounds.origin, size: frame.size) }
                let center = CGPoint(x: frame.midX, y: frame.midY)
                if view.center != center { view.center = center }
            }
        }
    }

    /// Whether the view's rectangle is left undetermined by the hierarchy's constraints: a
    /// copy of the solver is pulled, at the weakest priority, one point each way on each of the
    /// view's unknowns; if any moves, nothing held it.
    static func isAmbiguous(_ view: UIView) -> Bool {
        let root = layoutRoot(of: view)
        guard root !== view || view.autoLayout.engine != nil else { return false }
        // Bring the engine up to date as the next layout pass would.
        if root.autoLayout.engine == nil || root.autoLayout.engine?.isStale == true {
            root.setNeedsLayout()
            root.layoutIfNeeded()
            if root.autoLayout.engine?.isStale == true {
                // The root's own pass did not run the engine (no constrained subview of the
                // root): run it from the view's superview.
                if let parent = view.superview { layOutHierarchy(of: parent) }
            }
        }
        guard let engine = root.autoLayout.engine, let variables = view.autoLayout.variables else { return false }
        for variable in [variables.minX, variables.minY, variables.width, variables.height] {
            let value = engine.solver.value(of: variable)
            for offset in [1.0, -1.0] {
                var probe = engine.solver
                guard (try? probe.add(Constraint(LinearExpression(variable), .equal, LinearExpression(value + offset), priority: Priority(1)))) != nil else {
                    continue
                }
                if abs(probe.value(of: variable) - value) > 1e-6 { return true }
            }
        }
        return false
    }

    /// The value the last solution gives a variable (for tests and the fitting size).
    func value(of variable: Variable) -> Double { solver.value(of: variable) }
}
