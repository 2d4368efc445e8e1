import Foundation

/// `trace.json` written while a journal is read: events go to the file a batch at a time, so a long
/// run's trace is never held whole (it was most of what the end of a run held). The file is the
/// one `ChromeTrace.json` writes, its flows where each message's ends became known. It is written
/// beside its place (`.trace.json.part`) and renamed into it when finished: a run killed or paused
/// meanwhile has no `trace.json` that is not JSON.
public final class ChromeTraceFile: @unchecked Sendable {
    public let path: String
    /// Where it is written until finished.
    private let partPath: String
    private var file: FileHandle?
    private var pending: [UInt8] = []
    private var wroteAnEvent = false
    /// The first write that failed; nothing is written after it.
    public private(set) var failure: (any Error)?
    /// Events are written once this many are waiting.
    static let batch = 4096

    /// Creates (or empties) the file at `path`; a file that cannot be made is the writer's `failure`.
    public init(path: String) {
        self.path = path
        let name = (path as NSString).lastPathComponent
        partPath = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(".\(name).part")
        if FileManager.default.createFile(atPath: partPath, contents: nil), let file = FileHandle(forWritingAtPath: partPath) {
            self.file = file
            pending = Array("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n".utf8)
        } else {
            failure = CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// Writes the events `trace` holds once there are enough of them to be worth a write.
    public func take(from trace: inout ChromeTrace) {
        guard trace.events.count >= Self.batch else { return }
        write(trace.takeEvents())
    }

    /// Finishes `trace`, writes what it still holds and closes the file.
    public func finish(_ trace: inout ChromeTrace) {
        trace.finish()
        write(trace.takeEvents())
        pending.append(contentsOf: "\n]}\n".utf8)
        flush()
        try? file?.close()
        file = nil
        if failure == nil, rename(partPath, path) != 0 {
            failure = CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        if failure != nil { unlink(partPath) }
    }

    /// Closes the file unfinished and removes it: there is no trace.
    public func abandon() {
        try? file?.close()
        file = nil
        unlink(partPath)
    }

    private func write(_ events: [ChromeTraceEvent]) {
        guard file != nil else { return }
        for event in events {
            if wroteAnEvent { pending.append(contentsOf: ",\n".utf8) }
            wroteAnEvent = true
            event.writeJSON(into: &pending)
            if pending.count >= 1 << 20 { flush() }
        }
    }

    private func flush() {
        guard let file, failure == nil, !pending.isEmpty else { return }
        do {
            try file.write(contentsOf: pending)
        } catch {
            failure = error
            try? file.close()
            self.file = nil
        }
        pending.removeAll(keepingCapacity: true)
    }
}
