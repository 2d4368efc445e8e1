import Foundation
internal import IMSimGraphics

/// How a paragraph is laid out: alignment, line breaking, spacing and indents (in points).
/// Immutable, so shareable across threads; `NSMutableParagraphStyle` is the changeable kind.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked Sendable: an NSParagraphStyle is never changed after init. The mutable subclass is
    // not safe to share while it is being changed, as on iOS; attributes hold a copy.
    /// Left-aligned, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    fileprivate(set) var values = Values()

    /// The stored settings, one value so a copy is one assignment.
    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    public override init() {
        super.init()
    }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { Int(values.lineSpacing) ^ values.alignment.rawValue }
}

/// A paragraph style whose settings can be changed. Not thread-safe while being changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    // @unchecked Sendable: inherited; share a mutable style only once it is no longer changed.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    /// Copies every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        values = other.values
    }
}

extension NSParagraphStyle.Values {
    /// The layout engine's form of these settings.
    var format: ParagraphFormat {
        var format = ParagraphFormat()
        format.alignment = switch alignment {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
        switch lineBreakMode {
        case .byWordWrapping: format.wrapping = .word
        case .byCharWrapping: format.wrapping = .character
        case .byClipping: format.wrapping = .none
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            // Only tail truncation is drawn; head and middle are cut at the tail too.
            format.wrapping = .none
            format.truncation = .tail
        }
        format.lineSpacing = Double(lineSpacing)
        format.paragraphSpacing = Double(paragraphSpacing)
        format.paragraphSpacingBefore = Double(paragraphSpacingBefore)
        format.firstLineHeadIndent = Double(firstLineHeadIndent)
        format.headIndent = Double(headIndent)
        format.tailIndent = Double(tailIndent)
        format.minimumLineHeight = Double(minimumLineHeight)
        format.maximumLineHeight = Double(maximumLineHeight)
        format.lineHeightMultiple = Double(lineHeightMultiple)
        return format
    }
}
