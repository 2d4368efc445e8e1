/// The first frame on every connection: who is talking, and in which protocol version.
public struct Hello: Codable, Equatable, Sendable {
    /// Bumped on any incompatible change to a channel's messages.
    public static let currentProtocolVersion = 5

    public enum Role: String, Codable, Sendable {
        case phone, runner, relay, `extension`, console
    }

    public var protocolVersion: Int
    public var role: Role
    /// The participant's name ("Kate"), or the extension's bundle identifier.
    public var name: String
    /// An extension's one-time launch token: the phone launches its extension with it in the
    /// `extensionTokenVariable` environment variable and accepts only the connection that sends it back.
    public var token: String?

    /// The environment variable carrying an extension's launch token.
    public static let extensionTokenVariable = "IMSIM_EXTENSION_TOKEN"

    public init(role: Role, name: String, token: String? = nil, protocolVersion: Int = Hello.currentProtocolVersion) {
        self.protocolVersion = protocolVersion
        self.role = role
        self.name = name
        self.token = token
    }

    /// A new random launch token, 128 bits in hexadecimal.
    public static func makeToken() -> String {
        (0..<2).map { _ in
            let digits = String(UInt64.random(in: .min ... .max), radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Throws unless this hello speaks our version.
    public func validate() throws(FrameError) {
        guard protocolVersion == Hello.currentProtocolVersion else {
            throw FrameError.unexpected("protocol version \(protocolVersion), this build speaks \(Hello.currentProtocolVersion)")
        }
        guard !name.isEmpty, name.utf8.count <= 256, (token?.utf8.count ?? 0) <= 256 else {
            throw FrameError.malformed("hello with an empty or overlong name or token")
        }
    }
}
