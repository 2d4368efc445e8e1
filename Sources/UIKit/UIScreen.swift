import Foundation

/// The display: the phone's screen once an extension launches (375 × 667 at scale 2 before that).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private static let shared = UIScreen()

    /// The device's screen.
    open class var main: UIScreen { shared }

    open var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// The screen's scale, readable from any thread (for renderers off the main actor). The host sets
    /// it once, when an extension launches, before any of the extension's code runs.
    nonisolated(unsafe) static var screenScale: CGFloat = 2

    open var scale: CGFloat {
        get { UIScreen.screenScale }
        set { UIScreen.screenScale = newValue }
    }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public override init() {
        super.init()
    }
}
