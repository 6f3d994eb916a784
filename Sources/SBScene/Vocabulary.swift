import SBLayout

// Scenes speak SBLayout's vocabulary: one colour, one content mode and one text alignment for
// every module. These names let code that imports only SBScene keep spelling them.

/// SBLayout's ``/SBLayout/Color``, the one colour type.
public typealias Color = SBLayout.Color
/// SBLayout's ``/SBLayout/ContentMode``, the one content mode.
public typealias ContentMode = SBLayout.ContentMode
/// SBLayout's ``/SBLayout/TextAlignment``, the one text alignment.
public typealias TextAlignment = SBLayout.TextAlignment
