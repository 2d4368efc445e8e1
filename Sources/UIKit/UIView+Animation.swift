import Foundation

/// Animations end at once: the final values are set when `animate` is called, and the completion
/// runs on the main queue when iOS would call it, after the delay and the duration on the run's clock
/// (a scenario's expectation waits for what it does).
extension UIView {
    /// Animation options; recorded nowhere, since nothing animates.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(after: delay + duration, completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(after: duration, completion)
    }

    /// A spring animation: as any other, it ends at its final values at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(after: delay + duration, completion)
    }

    /// A keyframe animation: every keyframe's final values at once.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                     options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                     completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(after: delay + duration, completion)
    }

    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// A transition of `view`'s content (a flip, a cross dissolve): the new content at once.
    public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        finish(after: duration, completion)
    }

    /// Replaces `fromView` with `toView` in its superview (or hides it, with `.showHideTransitionViews`).
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        finish(after: duration, completion)
    }

    private static func finish(after seconds: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        let call = UncheckedCompletion(completion)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) { call.run() }
    }

    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}

/// A completion handed to the main queue from the main actor, where it was given and where it runs.
private struct UncheckedCompletion: @unchecked Sendable {
    let completion: (Bool) -> Void
    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }
    func run() { MainActor.assumeIsolated { completion(true) } }
}
