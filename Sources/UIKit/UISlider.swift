import Foundation

/// A control for a value in a continuous range. `value` stays within `minimumValue...maximumValue`;
/// setting it sends no event. A person's drag (`simulateSlide(to:)`) sends `.valueChanged`.
/// Main actor only.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// As tall as its thumb (31 points); as wide as layout makes it.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// The track and thumb, as iOS draws them (UISlider+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawTrackAndThumb() }

    /// The thumb follows the finger along the track; `.valueChanged` as it moves if continuous, and when it lifts.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, send: isContinuous)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, send: isContinuous)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch { follow(touch, send: true) }
    }

    private func follow(_ touch: UITouch, send: Bool) {
        guard bounds.width > 0 else { return }
        let fraction = Float(min(max(touch.location(in: self).x / bounds.width, 0), 1))
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: false)
        if send { sendActions(for: .valueChanged) }
    }

    private var storedValue: Float = 0 {
        didSet { Appearance.changed() }
    }

    /// 0 by default; raising it above `value` moves `value` up, and `maximumValue` too if below.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// 1 by default; lowering it below `value` moves `value` down, and `minimumValue` too if above.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// Whether a drag sends `.valueChanged` as it goes (true) or once at its end. Either way a
    /// simulated drag ends with one event, since it has no intermediate positions.
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]

    /// The value, clamped to `minimumValue...maximumValue` when set.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
    }

    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    /// The value as a percentage of the range, as VoiceOver reads it.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            let range = maximumValue - minimumValue
            let fraction = range > 0 ? (storedValue - minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }

    private func clamped(_ value: Float) -> Float {
        min(max(value, minimumValue), maximumValue)
    }

    // MARK: Simulation

    /// A person drags the thumb to `value`: it must lie in the slider's range (a finger can't go
    /// past the ends). Sends `.valueChanged` once. Returns why it could not, or nil.
    package func simulateSlide(to value: Float) -> String? {
        guard isEnabled, isUserInteractionEnabled else { return "it is disabled" }
        guard value >= minimumValue, value <= maximumValue else {
            return "\(value) is outside its range \(minimumValue)...\(maximumValue)"
        }
        setValue(value, animated: true)
        sendActions(for: .valueChanged)
        return nil
    }
}
