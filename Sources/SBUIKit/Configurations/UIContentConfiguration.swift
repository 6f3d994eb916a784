public import Foundation

/// What a view shows, as a value that makes and updates the view that shows it (UIKit's
/// `UIContentConfiguration`): a cell's ``UICollectionViewCell/contentConfiguration`` makes its
/// content view once and hands later configurations to it.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted, ...).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown: setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell makes a new view when it cannot).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default, a configuration of the same type as the one shown.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A colour transformation a configuration applies to the colour it resolves (UIKit's
/// `UIConfigurationColorTransformer`). Two transformers are equal when they are the same one.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    /// The transformation, compared by identity.
    private final class Box: Hashable, Sendable {
        let transform: @Sendable (UIColor) -> UIColor
        init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
        static func == (a: Box, b: Box) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    private let box: Box

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { box = Box(transform) }

    /// The transformed colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { box.transform(input) }

    /// The colour in grey: its luminance (Rec. 709 weights) at its alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let c = color.sbColor
        let y = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return UIColor(white: CGFloat(y), alpha: CGFloat(c.alpha))
    }
}
