import SBLayout

/// SBLayout's ``/SBLayout/AnimationError``, under its name in every SBMotion file (the frame
/// pipeline and the APNG writer report with it without importing SBLayout themselves).
typealias AnimationError = SBLayout.AnimationError
