/// The status bar above the app (the scene key `statusBar`, `sbrender --status-bar`).
public enum StatusBar: String, Hashable, Sendable, CaseIterable {
    /// iOS 6's iPad status bar: 20 points of opaque black with "iPad" and the Wi-Fi signal at
    /// the left, a fixed time ("9:41 AM", so pictures do not depend on the clock) centred, and a
    /// full battery at the right. The app's view, and so the collection view, lies below it
    /// (768 x 1004 points in portrait). The springboard's default, as in the tutorial's iPad app.
    case ios6
    /// No status bar: the collection view fills the whole canvas. The other layouts' default.
    case none

    /// The bar's height in points: 20 for iOS 6, 0 without one.
    public var height: Double {
        switch self {
        case .ios6: 20
        case .none: 0
        }
    }

    /// The time the bar shows: Apple's keynote time, fixed so that pictures are deterministic.
    public static let time = "9:41 AM"
}
