/// Paragraph attributes (`NSParagraphStyle`): the alignment is what text drawing reads.
open class NSParagraphStyle: @unchecked Sendable {
    /// Horizontal alignment.
    open var alignment: NSTextAlignment = .natural
    /// Extra space between lines (kept, not applied).
    open var lineSpacing: CGFloat = 0
    /// The default style.
    public init() {}
    /// The default style.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }
}
/// Mutable paragraph attributes (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

extension NSAttributedString.Key {
    /// The font (`UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The text colour (`UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The paragraph style (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// The background colour (`UIColor`, kept, not drawn).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// Letter spacing (kept, not applied).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}
