import Foundation

/// Haptics, as iOS plays them on the phone: here each one is written in the phone's timeline
/// (`haptic: impact medium`, `haptic: success`), where a scenario's `log:` sees UIKit's lines left out
/// and a reader of the journal sees them. Main actor only.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Where haptics are written; the extension's runtime sets it.
    package static var observer: (@MainActor (String) -> Void)?

    public override init() {
        super.init()
    }

    open func prepare() {}

    func play(_ name: String) {
        Self.observer?("haptic: \(name)")
    }
}

@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public convenience override init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        play("impact \(Self.name(style))")
    }

    open func impactOccurred(intensity: CGFloat) {
        play("impact \(Self.name(style)) at \(ControlNumber.text(Double(intensity)))")
    }

    static func name(_ style: FeedbackStyle) -> String {
        switch style {
        case .light: "light"
        case .medium: "medium"
        case .heavy: "heavy"
        case .soft: "soft"
        case .rigid: "rigid"
        }
    }
}

@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        let name = switch notificationType {
        case .success: "success"
        case .warning: "warning"
        case .error: "error"
        }
        play(name)
    }
}

@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        play("selection changed")
    }
}

/// `3` rather than `3.0`, as a person writes a number.
enum ControlNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
