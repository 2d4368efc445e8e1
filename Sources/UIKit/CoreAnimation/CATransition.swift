import Foundation

/// A transition of a layer's content (fade, push, move in, reveal): the new content shows at once.
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}
