import Foundation

/// An animation of one property of a layer, named by a key path (`"opacity"`, `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
