import Foundation

/// A log handle: the subsystem (usually a reverse-DNS bundle identifier) and category messages are
/// filed under. Immutable, so usable from any thread.
public final class OSLog: NSObject, @unchecked Sendable {
    // @unchecked Sendable: both properties are immutable lets of Sendable types.
    public let subsystem: String
    public let category: String
    let enabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = true
        super.init()
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        enabled = false
        super.init()
    }

    /// The handle `os_log` uses when given none: no subsystem, no category.
    public static let `default` = OSLog(subsystem: "", category: "")

    /// A handle whose messages go nowhere.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are recorded: always, except on `.disabled`.
    public func isEnabled(type: OSLogType) -> Bool {
        enabled
    }
}
