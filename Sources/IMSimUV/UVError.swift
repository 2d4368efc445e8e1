import CIMSimLibUV

/// A libuv error code with its name (`ECONNREFUSED`) and message.
public struct UVError: Error, Equatable, CustomStringConvertible, Sendable {
    public let code: Int32

    public init(code: Int32) { self.code = code }

    public var name: String { String(cString: uv_err_name(code)) }
    public var message: String { String(cString: uv_strerror(code)) }
    public var description: String { "\(name): \(message)" }

    /// End of stream on a read.
    public var isEndOfFile: Bool { code == Int32(UV_EOF.rawValue) }

    /// Throws for a negative libuv result.
    @discardableResult
    static func check(_ result: Int32) throws(UVError) -> Int32 {
        if result < 0 { throw UVError(code: result) }
        return result
    }
}
