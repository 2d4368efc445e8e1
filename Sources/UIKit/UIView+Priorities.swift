import Foundation

/// How strongly a view keeps to its intrinsic size along each axis: recorded, since nothing is solved.
/// Views made in code start at 250 (`.defaultLow`) for hugging and 750 (`.defaultHigh`) for
/// compression resistance on both axes, as on iOS.
struct ContentPriorities {
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
}

extension UIView {
    /// How much the view resists growing past its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.hugging[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.hugging[axis.rawValue] = priority
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.compressionResistance[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.compressionResistance[axis.rawValue] = priority
    }
}
