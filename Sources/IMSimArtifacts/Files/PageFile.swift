import Foundation

/// A file written a part at a time and put in place whole: the parts go to a new file beside it,
/// renamed over the path once all are written (as `Data.write(to:options: .atomic)` does, without
/// holding the whole file in memory). On a failure the path is left as it was.
enum PageFile {
    static func write(to path: String, _ produce: (_ output: (Data) throws -> Void) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        var template = Array((url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw CocoaError.error(.fileWriteUnknown, url: url) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var placed = false
        defer { if !placed { unlink(temporary) } }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try produce { part in try file.write(contentsOf: part) }
        fchmod(descriptor, 0o644)
        try file.close()
        guard rename(temporary, path) == 0 else { throw CocoaError.error(.fileWriteUnknown, url: url) }
        placed = true
    }
}
