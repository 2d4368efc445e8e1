import Foundation
import IMSimModel

/// A file the run could not write (a full disk, a folder it may not write in): its path and why, in words.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The error of `errorNumber` (by default that of the last system call).
    init(path: String, errorNumber: Int32 = errno) {
        self.init(path: path, reason: String(cString: strerror(errorNumber)))
    }

    /// `error`, thrown by Foundation writing `path`, in words: the system's reason when it has one.
    public init(path: String, _ error: any Error) {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying.map(\.code), underlying?.domain == NSPOSIXErrorDomain {
            self.init(path: path, errorNumber: Int32(code))
        } else if let posix = error as? POSIXError {
            self.init(path: path, errorNumber: posix.code.rawValue)
        } else {
            self.init(path: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
