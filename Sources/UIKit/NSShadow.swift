import Foundation

/// A shadow for attributed text (`NSAttributedString.Key.shadow`): kept, not drawn.
@preconcurrency @MainActor
open class NSShadow: NSObject {
    open var shadowOffset = CGSize.zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?

    public override init() {
        super.init()
    }
}
