import Foundation

/// How a `UIGraphicsImageRenderer` makes its bitmap: pixels per point and whether it has alpha.
/// Not isolated to the main actor: renderers are used on any thread, as on iOS. Not thread-safe
/// itself: configure a format on one thread (a renderer keeps its own copy).
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; the main screen's scale (2) at first. Zero or less means the screen's scale.
    open var scale: CGFloat
    /// True for a bitmap without alpha: what is not drawn is black, as in UIKit.
    open var opaque = false

    /// A format at the main screen's scale, with alpha.
    public required override init() {
        scale = UIScreen.screenScale
        super.init()
    }

    /// The format renderers use when given none: the main screen's scale, with alpha.
    open class func `default`() -> Self {
        Self()
    }

    /// The same as `default()`: this screen has no extended range.
    open class func preferred() -> Self {
        Self()
    }

    /// The scale to draw at: `scale`, or the screen's if that is not a positive number.
    var effectiveScale: CGFloat {
        scale.isFinite && scale > 0 ? scale : UIScreen.screenScale
    }
}
