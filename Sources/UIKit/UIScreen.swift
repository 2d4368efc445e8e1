import Foundation

/// The display: a 375 × 667 point screen at scale 2 (an iPhone 8), since none is attached.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private static let shared = UIScreen()

    /// The device's screen.
    open class var main: UIScreen { shared }

    open var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// The scale every screen here has, readable from any thread (for renderers off the main actor).
    nonisolated static let screenScale: CGFloat = 2

    open var scale: CGFloat = UIScreen.screenScale
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public override init() {
        super.init()
    }
}
