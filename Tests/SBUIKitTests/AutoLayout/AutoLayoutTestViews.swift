import Foundation
import SBUIKit

/// A view with a fixed intrinsic size, as a label with one line of text has.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        size = .zero
        super.init(coder: coder)
    }

    required convenience init() {
        self.init(0, 0)
    }

    override var intrinsicContentSize: CGSize { size }
}

@MainActor func constrainedView() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}
