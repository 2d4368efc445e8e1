import Foundation

/// Animations kept by a layer: started at once and stopped after their active time on the main
/// queue, telling their delegate and their transaction; nothing is interpolated.
extension CALayer {
    func attach(_ animation: CAAnimation, forKey key: String?) {
        let key = key ?? "imsim.animation.\(ObjectIdentifier(animation).hashValue)"
        detachAnimation(forKey: key)
        attachedAnimations.append((key, animation))
        let transaction = CATransaction.current
        transaction.running += 1
        DispatchQueue.main.async {
            MainActor.assumeIsolated { animation.delegate?.animationDidStart(animation) }
        }
        let running = RunningAnimation(layer: self, key: key, animation: animation, transaction: transaction)
        runningAnimations[key] = running
        guard let duration = animation.activeDuration else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
            MainActor.assumeIsolated { running.stop(finished: true) }
        }
    }

    func detachAnimation(forKey key: String) {
        runningAnimations[key]?.stop(finished: false)
    }
}

/// An animation on a layer until it stops, once.
@MainActor
final class RunningAnimation {
    private weak var layer: CALayer?
    private let key: String
    private let animation: CAAnimation
    private var transaction: CATransaction.Scope?

    init(layer: CALayer, key: String, animation: CAAnimation, transaction: CATransaction.Scope) {
        (self.layer, self.key, self.animation, self.transaction) = (layer, key, animation, transaction)
    }

    /// Removes the animation (if it finished, unless it stays on completion); its delegate and its
    /// transaction hear of it on the main queue's next turn, as on iOS.
    func stop(finished: Bool) {
        if let layer, !finished || animation.isRemovedOnCompletion {
            layer.attachedAnimations.removeAll { $0.animation === animation }
            layer.runningAnimations[key] = nil
        }
        guard let transaction else { return }
        self.transaction = nil
        let stopped = animation
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                stopped.delegate?.animationDidStop(stopped, finished: finished)
                transaction.animationStopped()
            }
        }
    }
}
