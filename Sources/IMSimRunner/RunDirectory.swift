import Foundation

/// The run's private directory (mode 0700) holding every socket and phone container; removed at the end.
public struct RunDirectory: Sendable {
    public let path: String

    /// Creates a fresh directory under /tmp (short, so socket paths fit in 107 bytes).
    public static func create() throws -> RunDirectory {
        var template = Array("/tmp/imsim-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "mkdtemp failed: errno \(errno)"])
        }
        let path = String(cString: created)
        chmod(path, 0o700)
        return RunDirectory(path: path)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    public var controlSocket: String { path + "/control.sock" }
    public var relaySocket: String { path + "/relay.sock" }
}
