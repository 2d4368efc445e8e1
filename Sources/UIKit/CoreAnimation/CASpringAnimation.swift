import Foundation

/// A basic animation with a spring's timing.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds, bouncing by `bounce` (-1 to 1).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.01)
        stiffness = pow(2 * .pi / duration, 2)
        damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / duration : 4 * .pi / (duration * (1 + bounce))
        self.duration = settlingDuration
    }

    /// How long the spring takes to come to rest: until its swing is under a thousandth.
    open var settlingDuration: CFTimeInterval {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        let natural = (stiffness / mass).squareRoot()
        guard ratio > 0, natural > 0 else { return 0 }
        return Double(-log(0.001) / (min(ratio, 1) * natural))
    }
}
