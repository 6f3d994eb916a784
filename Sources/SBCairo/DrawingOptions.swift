import CCairo

/// How edges are smoothed (cairo_antialias_t).
package enum Antialias: Sendable, Hashable, CaseIterable {
    /// A cairo antialiasing mode: `default` (the backend's choice), `none` (hard, aliased
    /// edges), `gray` (greyscale coverage, what sbrender uses for reproducible pixels), and the
    /// hints `fast`, `good` and `best`.
    case `default`, none, gray, fast, good, best

    var cairoValue: cairo_antialias_t {
        switch self {
        case .default: CAIRO_ANTIALIAS_DEFAULT
        case .none: CAIRO_ANTIALIAS_NONE
        case .gray: CAIRO_ANTIALIAS_GRAY
        case .fast: CAIRO_ANTIALIAS_FAST
        case .good: CAIRO_ANTIALIAS_GOOD
        case .best: CAIRO_ANTIALIAS_BEST
        }
    }
}

/// How new drawing combines with what is already there (a subset of cairo_operator_t).
package enum CompositingOperator: Sendable, Hashable, CaseIterable {
    /// Draw over (the default).
    case over
    /// Replace what is there, including its alpha.
    case source
    /// Erase to transparent where drawn.
    case clear
    /// Erase where drawn, in proportion to the drawing's alpha.
    case destinationOut
    /// Multiply the colours: the result is at least as dark as either.
    case multiply
    /// Screen the colours: the result is at least as light as either.
    case screen
    /// Add the colours and alphas, saturating at 1.
    case add

    var cairoValue: cairo_operator_t {
        switch self {
        case .over: CAIRO_OPERATOR_OVER
        case .source: CAIRO_OPERATOR_SOURCE
        case .clear: CAIRO_OPERATOR_CLEAR
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .add: CAIRO_OPERATOR_ADD
        }
    }
}

/// The rule that decides which parts of a self-intersecting path are inside.
package enum FillRule: Sendable, Hashable {
    /// `winding`: a point is inside when the path winds around it a non-zero number of times
    /// (the default); `evenOdd`: when a ray from it crosses the path an odd number of times.
    case winding, evenOdd

    var cairoValue: cairo_fill_rule_t {
        switch self {
        case .winding: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
