import Foundation

/// Drawing and measuring plain strings with attributes, as UIKit adds them to `NSString` (and,
/// through bridging, to `String`). Any thread; drawing goes to the current context.
extension NSString {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        PlainText(self as String, attributes: attrs).drawText(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        PlainText(self as String, attributes: attrs).drawText(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        PlainText(self as String, attributes: attributes).drawText(with: rect, options: options, context: context)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        PlainText(self as String, attributes: attrs).textSize
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        PlainText(self as String, attributes: attributes).textBounds(with: size, options: options, context: context)
    }
}

/// The same on `String`, which Swift code on iOS reaches through bridging to `NSString`.
extension String {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
