/// One entry of an extension's trace: a callback Messages made, or a message the app logged with
/// unified logging (`Logger`, `os_log`), in the order they happened.
public enum TraceEvent: Codable, Equatable, Sendable, CustomStringConvertible {
    case callback(String)
    case log(LogEntry)

    /// A callback's name; a logged message as `log: message`.
    public var description: String {
        switch self {
        case let .callback(name): name
        case let .log(entry): "log: " + entry.message
        }
    }
}

/// A message the app logged.
public struct LogEntry: Codable, Equatable, Sendable {
    /// UIKit's own subsystem and its Auto Layout category, for the constraints it breaks.
    public static let uikitSubsystem = "com.apple.UIKit"
    public static let layoutCategory = "LayoutConstraints"
    /// What a finger touched (`tap-at`, `drag`...), in the phone's timeline.
    public static let touchesCategory = "Touches"
    /// A haptic the extension played (`haptic: success`), in the phone's timeline.
    public static let hapticsCategory = "Haptics"
    /// The keyboard up over a compact extension, which Apple says an extension should not let happen.
    public static let keyboardCategory = "Keyboard"
    /// A presentation UIKit refused (the presenter's view not on screen, or already presenting).
    public static let presentationCategory = "Presentation"

    /// A constraint UIKit left out because it could not be satisfied (see `uikitSubsystem`).
    public var isBrokenConstraint: Bool { subsystem == Self.uikitSubsystem && category == Self.layoutCategory }

    /// imsim's advice about the keyboard (see `keyboardCategory`), which the app did not log.
    public var isKeyboardAdvice: Bool { subsystem == Self.uikitSubsystem && category == Self.keyboardCategory }

    public var subsystem: String
    public var category: String
    /// The unified-logging level: default, info, debug, error or fault.
    public var level: String
    public var message: String

    public init(subsystem: String, category: String, level: String, message: String) {
        self.subsystem = subsystem
        self.category = category
        self.level = level
        self.message = message
    }
}
