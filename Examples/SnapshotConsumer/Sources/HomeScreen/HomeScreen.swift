/// The app's home screen as an sbrender scene: the apps on the first page of a springboard, with
/// their badges, optionally in deletion mode.
public struct HomeScreen: Sendable {
    /// The apps, in order, with a badge count (0 for none).
    public var apps: [(name: String, badge: Int)]
    /// Whether the icons quiver with their delete buttons showing.
    public var isEditing: Bool

    /// A home screen.
    public init(apps: [(name: String, badge: Int)], isEditing: Bool = false) {
        self.apps = apps
        self.isEditing = isEditing
    }

    /// The scene as JSON (sbrender's scene file format), on a small canvas.
    public var sceneJSON: String {
        let items = apps.map { app in
            app.badge > 0 ? #"{"label": "\#(app.name)", "badge": \#(app.badge)}"# : #"{"label": "\#(app.name)"}"#
        }
        return #"{"layout": "springboard", "canvas": {"size": [400, 300]}, "wallpaper": "ocean", "editing": \#(isEditing), "#
            + #""sections": [{"items": [\#(items.joined(separator: ", "))]}]}"#
    }

    /// The home screen the tests guard.
    public static let standard = HomeScreen(apps: [("Mail", 3), ("Photos", 0), ("Notes", 0), ("Maps", 1)])
}
