import Foundation

/// Groups layer changes and animations: a completion block runs once every animation added during
/// the transaction has stopped (at once, on the main queue, if none was). Without `begin()`, an
/// implicit transaction ends when the main queue's current turn does, as the run loop's does on iOS.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open or committed transaction.
    final class Scope {
        var completion: (() -> Void)?
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var values: [String: Any] = [:]
        var running = 0
        var committed = false

        func animationStopped() {
            running -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard committed, running <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    private static var open: [Scope] = []

    /// The innermost transaction, begun implicitly if none is open.
    static var current: Scope {
        if let scope = open.last { return scope }
        let implicit = Scope()
        open.append(implicit)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let index = open.firstIndex(where: { $0 === implicit }) else { return }
                open.remove(at: index)
                implicit.committed = true
                implicit.finishIfDone()
            }
        }
        return implicit
    }

    open class func begin() {
        open.append(Scope())
    }

    open class func commit() {
        guard let scope = open.popLast() else { return }
        scope.committed = true
        guard scope.completion != nil, scope.running <= 0 else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { scope.finishIfDone() } }
    }

    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval { current.animationDuration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.animationDuration = dur }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    open class func disableActions() -> Bool { current.disableActions }
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    open class func completionBlock() -> (() -> Void)? { current.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }
}
