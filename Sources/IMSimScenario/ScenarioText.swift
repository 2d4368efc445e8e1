import Foundation
import IMSimCore

/// Reads a scenario file's bytes into text, refusing before any parsing what is too large or not UTF-8,
/// with the line and column of the first bad byte. Pure apart from reading the file; call from any thread.
enum ScenarioText {
    /// The file's text; reads at most one byte more than `RunLimits.maximumScenarioFileBytes`, so a
    /// huge file or an endless device costs no more than that.
    static func read(contentsOfFile path: String) throws(ScenarioError) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
            throw ScenarioError(location: nil, message: "cannot read scenario `\(path)`: \(reason)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: RunLimits.maximumScenarioFileBytes + 1) ?? Data()
        } catch {
            throw ScenarioError(location: nil, message: "cannot read scenario `\(path)`: \(error.localizedDescription)")
        }
        try checkSize(data.count, file: path)
        return try decode(Array(data), file: path)
    }

    static func checkSize(_ byteCount: Int, file: String) throws(ScenarioError) {
        guard byteCount <= RunLimits.maximumScenarioFileBytes else {
            throw ScenarioError(location: SourceLocation(file: file, line: 1, column: 1),
                                message: "the file is larger than \(RunLimits.maximumScenarioFileBytes >> 20) MB; "
                                    + "a scenario file may be at most that")
        }
    }

    /// `bytes` as UTF-8 text, or an error at the first byte that is not.
    static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ScenarioError(location: SourceLocation(file: file, line: 1, column: 1),
                                message: "the file is UTF-16 text (it starts with a byte order mark); save it as UTF-8")
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw invalidByte(in: bytes, file: file)
    }

    /// Where the first byte that is not UTF-8 is: lines are found with `memchr` and checked whole, so only
    /// the bad line is walked scalar by scalar.
    private static func invalidByte(in bytes: [UInt8], file: String) -> ScenarioError {
        var lineStart = 0, line = 1
        bytes.withUnsafeBufferPointer { buffer in
            while lineStart < buffer.count, let base = buffer.baseAddress,
                  let newline = memchr(base + lineStart, 0x0A, buffer.count - lineStart) {
                let end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                guard String(validating: UnsafeBufferPointer(rebasing: buffer[lineStart..<end]), as: UTF8.self) != nil else { return }
                (lineStart, line) = (end + 1, line + 1)
            }
        }
        var iterator = bytes[lineStart...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = lineStart, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                column += 1
                offset += encoded.count
            case .error, .emptyInput:
                return ScenarioError(location: SourceLocation(file: file, line: line, column: column),
                                    message: "not UTF-8 text at byte \(offset) (byte \(offset - lineStart + 1) of the line: "
                                        + "0x\(String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true))); save the file as UTF-8")
            }
        }
    }
}
