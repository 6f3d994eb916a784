import SBLayout

/// A named animation a layout offers (`sbrender animate --animation NAME`, a golden's
/// `animation`, a gallery entry): its name, a sentence for the help text, and how its
/// ``Timeline`` is made from the layout. A layout's registration (SBScene's `LayoutRegistration`)
/// lists its animations, so that sbrender's own layouts and a package's registered one offer
/// theirs the same way; SBMotion's `NamedAnimation` finds them there and samples them into frames.
///
/// ```swift
/// static let cascade = RegisteredAnimation("cascade", summary: "every item falls into place") { input in
///     try input.update(UpdateBatch(inserting: [IndexPath(item: 0, section: 0)]))
/// }
/// ```
public struct RegisteredAnimation: Sendable, Hashable, CustomStringConvertible {
    /// The name the command line and scenes use (`--animation insert`).
    public let name: String
    /// What it shows, as a phrase for the help text.
    public let summary: String
    /// Whether the animation ends on a tapped item's detail view (the springboard's `detail`):
    /// then a scene that names no item to present presents the first visible one.
    public let presentsDetail: Bool
    private let adjust: @Sendable (LayoutSpec) -> LayoutSpec
    private let build: @Sendable (AnimationInput) throws -> any Timeline

    /// A named animation.
    /// - Parameters:
    ///   - name: its name, unique among its layout's animations.
    ///   - summary: what it shows, as a phrase.
    ///   - presentsDetail: true when it ends on the detail view of an item (the springboard's
    ///     `detail`); false by default.
    ///   - adjustingSpec: the spec the animation runs on, from the scene's (deletion mode for a
    ///     quiver, say); the scene's own by default.
    ///   - timeline: the timeline on the prepared layout; throw ``AnimationError`` when the
    ///     layout or its content cannot run it (any other error is reported as the content's).
    public init(_ name: String, summary: String, presentsDetail: Bool = false,
                adjustingSpec: @escaping @Sendable (LayoutSpec) -> LayoutSpec = { $0 },
                timeline: @escaping @Sendable (AnimationInput) throws -> any Timeline) {
        self.name = name
        self.summary = summary
        self.presentsDetail = presentsDetail
        self.adjust = adjustingSpec
        self.build = timeline
    }

    /// The name.
    public var description: String { name }

    /// The spec the animation runs on: `spec` with what the motion needs.
    package func adjustedSpec(_ spec: LayoutSpec) -> LayoutSpec { adjust(spec) }

    /// The animation's timeline.
    /// - Throws: ``AnimationError`` when the layout or its content cannot run it.
    public func timeline(_ input: AnimationInput) throws(AnimationError) -> any Timeline {
        do {
            return try build(input)
        } catch let error as AnimationError {
            throw error
        } catch {
            throw AnimationError("this content cannot be animated with '\(name)': \(error)")
        }
    }

    /// Two animations are equal when their names are (a layout offers one per name).
    public static func == (a: RegisteredAnimation, b: RegisteredAnimation) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// `transition`, which every layout may offer: the items move from the layout to another
    /// (``AnimationInput/target``, the command line's `--to`), matched by identity.
    public static let transition = RegisteredAnimation("transition", summary: "to another layout") { input in
        guard let target = input.target else {
            throw AnimationError("'transition' needs a layout to go to (another registered layout's name)", value: .missingTarget)
        }
        let spec = input.spec
        var t = target
        t.itemCounts = spec.resolvedItemCounts.count == 1 || !target.definition.gathersSections ? spec.resolvedItemCounts : [spec.resolvedItemCounts.reduce(0, +)]
        t.sections = nil
        t.items = nil
        t.viewport = spec.viewport
        let to: any CollectionViewLayout
        do {
            to = try t.preparedLayout()
        } catch {
            throw AnimationError("cannot go to \(target.layout): \(error)")
        }
        return LayoutTransitionTimeline(from: input.layout, to: to)
    }
}
