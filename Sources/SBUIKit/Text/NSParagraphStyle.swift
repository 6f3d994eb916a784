public import Foundation

/// How lines of text line up (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Justified (drawn flush with the natural side).
    case justified = 3
    /// The layout direction's leading side: left in a left-to-right layout.
    case natural = 4
}

/// What happens to text that does not fit (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; text past the last line is left out.
    case byWordWrapping = 0
    /// Lines break between characters (drawn breaking between words where it can).
    case byCharWrapping = 1
    /// Text past the edge is clipped.
    case byClipping = 2
    /// The start is replaced by an ellipsis (drawn at the end).
    case byTruncatingHead = 3
    /// The end is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// The middle is replaced by an ellipsis (drawn at the end).
    case byTruncatingMiddle = 5
}

/// A paragraph's alignment, line breaking and spacing (UIKit's `NSParagraphStyle`).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    var storedLineSpacing: CGFloat = 0

    /// The alignment (natural by default).
    open var alignment: NSTextAlignment { storedAlignment }
    /// The line break mode (word wrapping by default).
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines (kept; lines are drawn at the font's line height).
    open var lineSpacing: CGFloat { storedLineSpacing }

    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style you can change (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The alignment.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// The line break mode.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra space between lines.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
}

extension NSAttributedString.Key {
    /// The run's font (a ``UIFont``).
    public static let font = NSAttributedString.Key("NSFont")
    /// The run's text colour (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The run's background colour (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's style (an ``NSParagraphStyle``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters (kept; not drawn).
    public static let kern = NSAttributedString.Key("NSKern")
}
