/// Why a peer's byte stream was rejected. Each closes that one connection.
public struct FrameError: Error, Equatable, CustomStringConvertible, Sendable {
    private enum Kind: Equatable, Sendable {
        case oversized(length: Int, maximum: Int)
        case malformed(String)
        case unexpected(String)
    }
    private let kind: Kind

    /// The length prefix announced more than the decoder accepts.
    public static func oversized(length: Int, maximum: Int) -> FrameError {
        FrameError(kind: .oversized(length: length, maximum: maximum))
    }
    /// The payload is not a message of the channel's protocol.
    public static func malformed(_ detail: String) -> FrameError { FrameError(kind: .malformed(detail)) }
    /// A well-formed message at the wrong time (a second hello, a message before hello).
    public static func unexpected(_ detail: String) -> FrameError { FrameError(kind: .unexpected(detail)) }

    public var description: String {
        switch kind {
        case let .oversized(length, maximum): "oversized frame: \(length) bytes announced, at most \(maximum) accepted"
        case let .malformed(detail): "malformed frame: \(detail)"
        case let .unexpected(detail): "unexpected frame: \(detail)"
        }
    }
}
