/// The first frame on every connection: who is talking, and in which protocol version.
public struct Hello: Codable, Equatable, Sendable {
    /// Bumped on any incompatible change to a channel's messages.
    public static let currentProtocolVersion = 2

    public enum Role: String, Codable, Sendable {
        case phone, runner, relay, `extension`, console
    }

    public var protocolVersion: Int
    public var role: Role
    /// The participant's name ("Kate"), or the extension's bundle identifier.
    public var name: String

    public init(role: Role, name: String, protocolVersion: Int = Hello.currentProtocolVersion) {
        self.protocolVersion = protocolVersion
        self.role = role
        self.name = name
    }

    /// Throws unless this hello speaks our version.
    public func validate() throws(FrameError) {
        guard protocolVersion == Hello.currentProtocolVersion else {
            throw FrameError.unexpected("protocol version \(protocolVersion), this build speaks \(Hello.currentProtocolVersion)")
        }
        guard !name.isEmpty, name.utf8.count <= 256 else {
            throw FrameError.malformed("hello with an empty or overlong name")
        }
    }
}
