import SBLayout

// SBCairo speaks SBLayout's vocabulary: one colour, one content mode and one text alignment for
// every module. These names let code that imports only SBCairo keep spelling them.

/// SBLayout's ``/SBLayout/Color``, the one colour type.
public typealias Color = SBLayout.Color
/// SBLayout's ``/SBLayout/ContentMode``, the one content mode.
public typealias ContentMode = SBLayout.ContentMode
/// SBLayout's ``/SBLayout/TextAlignment``, the one text alignment.
public typealias TextAlignment = SBLayout.TextAlignment

/// The colour type before it was shared with scenes: now ``/SBLayout/Color``.
@available(*, deprecated, renamed: "Color")
public typealias CairoColor = SBLayout.Color
/// The content mode before it was shared with scenes: now ``/SBLayout/ContentMode``.
@available(*, deprecated, renamed: "ContentMode")
public typealias ImageContentMode = SBLayout.ContentMode
