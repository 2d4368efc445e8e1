import Foundation

/// An on/off control. Setting `isOn` or calling `setOn(_:animated:)` sends no event, as on iOS; a
/// person's toggle (`simulateToggle()`) flips it and sends `.valueChanged`. Main actor only.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How the switch is drawn; recorded only.
    public enum Style: Int, Sendable {
        case automatic = 0, checkbox, sliding
    }

    open var isOn = false {
        didSet { Appearance.changed() }
    }
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    /// A title shown beside a checkbox-style switch (Mac Catalyst); recorded only.
    open var title: String? {
        didSet { Appearance.changed() }
    }
    open var preferredStyle = Style.automatic
    open var style: Style { preferredStyle == .automatic ? .sliding : preferredStyle }

    /// A switch is 51 × 31 points whatever frame is asked for, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.size
        if let (node, loading) = coder.nibElement { decodeSwitch(node, loading: loading) }
    }

    static let size = CGSize(width: 51, height: 31)

    /// Sets the state; no `.valueChanged` is sent (only a person's toggle sends one).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// The track and knob, as iOS draws them (UISwitch+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawTrackAndKnob() }

    /// A finger lifted on the switch flips it and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { _ = simulateToggle() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// "1" when on, "0" when off: what VoiceOver reads as the switch's value.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Simulation

    /// A person flips the switch: `isOn` changes, then `.valueChanged` is sent. False if disabled.
    @discardableResult
    package func simulateToggle() -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}
