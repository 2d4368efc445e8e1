import Foundation

/// Animations run together; the group's own timing bounds theirs.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}
