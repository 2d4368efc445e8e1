import Foundation

/// The selector-based API of Foundation that Linux's Foundation leaves out (it has no Objective-C
/// runtime), as iOS has it: a notification observer by selector, `perform(_:with:afterDelay:)` and its
/// cancelling, `responds(to:)`, and timers with a target and a selector. Each sends the selector
/// through `SelectorDispatch`, as target-action does, on the main thread.
extension NotificationCenter {
    /// Sends `aSelector` to `observer` with each notification named `aName` from `anObject`. The
    /// observer is held weakly; once it is gone its registration does nothing. `removeObserver(_:)`
    /// does not reach these registrations (Foundation's own), which end with the observer instead.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakObject(observer as AnyObject)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            let carried = WeakOrValue(notification)
            let deliver: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    guard let object = target.value else { return }
                    SelectorDispatch.send(aSelector, to: object, sender: carried.value)
                }
            }
            if Thread.isMainThread { deliver() } else { DispatchQueue.main.async(execute: deliver) }
        }
    }
}

extension NSObject {
    /// Sends `aSelector` to this object now, with no argument.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector) -> Any? {
        SelectorDispatch.send(aSelector, to: self, sender: self)
        return nil
    }

    /// Sends `aSelector` to this object now, with `object` as its argument.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Any? {
        SelectorDispatch.send(aSelector, to: self, sender: object ?? self)
        return nil
    }

    /// Sends `aSelector` to this object after `delay` seconds on the main run loop.
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let target = WeakObject(self)
        let argument = anArgument.map { WeakOrValue($0) }
        let work = DispatchWorkItem {
            MainActor.assumeIsolated {
                guard let object = target.value else { return }
                SelectorDispatch.send(aSelector, to: object, sender: argument?.value ?? object)
            }
        }
        PendingPerforms.add(work, target: self, selector: aSelector)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
    }

    /// Cancels every `perform(_:with:afterDelay:)` not yet run for `aTarget`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PendingPerforms.cancel(target: aTarget as AnyObject, selector: nil)
    }

    /// Cancels the `perform(_:with:afterDelay:)` of `aSelector` not yet run for `aTarget`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PendingPerforms.cancel(target: aTarget as AnyObject, selector: aSelector)
    }

    /// Whether this object has a method for `aSelector` (an action of its class, or it adopts `SelectorActionTarget`).
    @MainActor
    public func responds(to aSelector: Selector?) -> Bool {
        aSelector.map { SelectorDispatch.answers($0, target: self) } ?? false
    }
}

extension Timer {
    /// A timer on the current run loop that sends `aSelector` to `target` (with the timer) each time it fires.
    @MainActor
    public class func scheduledTimer(timeInterval interval: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer, not yet scheduled, that sends `aSelector` to `target` (with the timer) each time it fires.
    @MainActor
    public convenience init(timeInterval interval: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats: Bool) {
        let target = WeakObject(aTarget as AnyObject)
        self.init(timeInterval: interval, repeats: repeats) { timer in
            let fired = WeakOrValue(timer)
            MainActor.assumeIsolated {
                guard let object = target.value, let timer = fired.value as? Timer else { return (fired.value as? Timer)?.invalidate() }
                SelectorDispatch.send(aSelector, to: object, sender: timer)
            }
        }
    }
}

/// A value carried to the main thread for a selector's argument (a notification, a perform's argument).
struct WeakOrValue: @unchecked Sendable {
    // @unchecked Sendable: handed over once and read only on the main thread.
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// The delayed performs not yet run, by target, so they can be cancelled. Main actor only.
@MainActor
enum PendingPerforms {
    private static var pending: [ObjectIdentifier: [(selector: Selector, work: DispatchWorkItem)]] = [:]

    static func add(_ work: DispatchWorkItem, target: AnyObject, selector: Selector) {
        pending[ObjectIdentifier(target), default: []].removeAll { $0.work.isCancelled }
        pending[ObjectIdentifier(target), default: []].append((selector, work))
    }

    static func cancel(target: AnyObject, selector: Selector?) {
        let key = ObjectIdentifier(target)
        for entry in pending[key] ?? [] where selector == nil || entry.selector == selector { entry.work.cancel() }
        pending[key]?.removeAll { $0.work.isCancelled }
    }
}
