/// The level of a logged message, as unified logging names it. Logger's methods map onto these:
/// `trace` and `debug` are `.debug`, `notice` and `log` are `.default`, `warning` and `error` are
/// `.error`, `critical` and `fault` are `.fault`.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name as `log stream` prints it, in lower case: default, info, debug, error, fault.
    package var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}
