import Foundation

extension UIFont {
    /// The height of one line of text in this font, as text is laid out here.
    public var lineHeight: CGFloat {
        ("X" as NSString).size(withAttributes: [.font: self]).height
    }
}
