import Foundation

/// A pair of − and + buttons that change a value by `stepValue`. Setting `value` sends no event;
/// each press of a button (`simulatePresses(_:)`) sends `.valueChanged`. At an end of the range the
/// button toward it is disabled, unless `wraps`. Main actor only.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 0 {
        didSet { Appearance.changed() }
    }

    /// 0 by default. Setting it above `maximumValue` sets both to it, as on iOS.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// 100 by default. Setting it below `minimumValue` sets both to it, as on iOS.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// 1 by default; must be greater than 0.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper's stepValue must be greater than 0") }
    }

    /// Whether going past an end continues from the other end. False by default.
    open var wraps = false
    /// Whether holding a button repeats it. True by default; a simulated press never holds.
    open var autorepeat = true
    /// Whether holding a button sends each change (true) or one at release. True by default.
    open var isContinuous = true

    /// The value, clamped to `minimumValue...maximumValue` when set.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let (node, _) = coder.nibElement { decodeStepper(node) }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// The minus and plus buttons, as iOS draws them (UIStepper+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawButtons() }

    /// A finger down on the left half presses −, on the right half +.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = simulatePresses(touch.location(in: self).x < bounds.midX ? -1 : 1)
        return true
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? UIStepper.format(storedValue) }
        set { super.accessibilityValue = newValue }
    }

    private func clamped(_ value: Double) -> Double {
        min(max(value, minimumValue), maximumValue)
    }

    /// A number without a trailing `.0`, as a person reads it.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // MARK: Simulation

    /// A person presses + (`count` > 0) or − (`count` < 0) `|count|` times; each press changes the
    /// value by `stepValue` and sends `.valueChanged`. Returns why a press could not be made (the
    /// control is disabled, or the button is disabled at an end of the range), or nil.
    package func simulatePresses(_ count: Int) -> String? {
        guard isEnabled, isUserInteractionEnabled else { return "it is disabled" }
        let up = count > 0
        for _ in 0..<abs(count) {
            let next = storedValue + (up ? stepValue : -stepValue)
            if up ? next > maximumValue + 1e-9 : next < minimumValue - 1e-9 {
                guard wraps else {
                    return "its \(up ? "+" : "−") button is disabled: the value is at its "
                        + "\(up ? "maximum" : "minimum") \(UIStepper.format(storedValue))"
                }
                storedValue = up ? minimumValue : maximumValue
            } else {
                storedValue = clamped(next)
            }
            sendActions(for: .valueChanged)
        }
        return nil
    }

    /// A person presses + or − until the value is `target`, without wrapping. Returns why it can't
    /// be reached (outside the range, or not a whole number of steps away), or nil.
    package func simulateStepping(to target: Double) -> String? {
        guard target >= minimumValue, target <= maximumValue else {
            return "\(UIStepper.format(target)) is outside its range \(UIStepper.format(minimumValue))..."
                + "\(UIStepper.format(maximumValue))"
        }
        let steps = (target - storedValue) / stepValue
        guard abs(steps - steps.rounded()) < 1e-9 else {
            return "\(UIStepper.format(target)) can't be reached from \(UIStepper.format(storedValue)) "
                + "in steps of \(UIStepper.format(stepValue))"
        }
        return simulatePresses(Int(steps.rounded()))
    }
}
