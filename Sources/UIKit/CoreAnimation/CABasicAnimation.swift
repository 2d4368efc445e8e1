import Foundation

/// An animation from one value to another (`fromValue`, `toValue`, `byValue`).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}
