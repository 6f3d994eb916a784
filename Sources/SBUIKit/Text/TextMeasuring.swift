internal import SBRender

/// The measurer labels and fonts measure text with at layout time: sbrender's pinned fonts, the
/// ones ``/SBRender/Renderer`` draws with by default, set up once on the main actor (a cache of
/// measurements: the same text always measures the same). Nil when the fonts cannot be set up;
/// text then measures as empty and drawing reports the font error.
@MainActor enum TextMeasuring {
    static let shared: TextMeasurer? = try? TextMeasurer()
}
