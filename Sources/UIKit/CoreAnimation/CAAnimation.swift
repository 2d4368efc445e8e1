import Foundation

/// Hears an animation start and stop.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation's timing and its delegate (held strongly, as Core Animation holds it). Animations
/// here do not move anything: a layer keeps showing its own values, and the delegate hears the
/// animation stop when its active time is over (see docs/DECISIONS.md).
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// Seconds of one pass; 0 means Core Animation's 0.25.
    open var duration: CFTimeInterval = 0
    /// When it begins, in media time (`CACurrentMediaTime()`); 0 for now.
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    open var delegate: (any CAAnimationDelegate)?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Seconds from being added until it stops, or nil if it repeats forever.
    var activeDuration: CFTimeInterval? {
        let pass = (duration > 0 ? duration : 0.25) * (autoreverses ? 2 : 1)
        let total: Double
        if repeatDuration > 0 {
            total = repeatDuration
        } else if repeatCount.isInfinite || repeatCount >= Float.greatestFiniteMagnitude / 2 {
            return nil
        } else {
            total = pass * Double(max(repeatCount, 1))
        }
        let delay = beginTime > 0 ? max(beginTime - CACurrentMediaTime(), 0) : 0
        return delay + total / Double(speed > 0 ? speed : 1)
    }
}
