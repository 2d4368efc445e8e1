import Foundation

/// Sends a selector-based action, as the Objective-C runtime does on iOS: to a target that adopts
/// `SelectorActionTarget`, else through the connector an Xcode folder's build generated for the
/// target's class (an `@IBAction` method). Main actor only.
@MainActor
enum SelectorDispatch {
    /// Sends `action` to `target`; false when nothing answers it.
    @discardableResult
    static func send(_ action: Selector, to target: AnyObject, sender: Any, event: UIEvent? = nil) -> Bool {
        if let adopting = target as? any SelectorActionTarget {
            adopting.performAction(action, sender: sender)
            return true
        }
        for name in IBClassChain.names(of: target) {
            if let method = InterfaceBuilderRegistry.connectors.actions["\(name).\(action.name)"] {
                method(target, sender, event)
                return true
            }
        }
        return false
    }

    /// Whether `target` has a method for `action` (it adopts `SelectorActionTarget`, or a connector exists).
    static func answers(_ action: Selector, target: AnyObject) -> Bool {
        target is any SelectorActionTarget
            || IBClassChain.names(of: target).contains { InterfaceBuilderRegistry.connectors.actions["\($0).\(action.name)"] != nil }
    }

    /// Sends an action a storyboard or xib connected: a target that does not answer it stops the
    /// extension with iOS's message.
    static func sendConnected(_ action: Selector, to target: AnyObject, sender: Any, event: UIEvent? = nil) {
        guard !send(action, to: target, sender: sender, event: event) else { return }
        fatalError("-[\(IBClassChain.qualifiedName(of: target)) \(action.name)]: unrecognized selector sent to instance "
            + IBClassChain.address(of: target))
    }
}
