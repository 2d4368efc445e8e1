import IMSimModel

/// One event of the Chrome trace event format (what Perfetto and `chrome://tracing` open): `ph` is
/// its phase (`B`/`E` a slice's begin and end, `X` a complete slice, `i` an instant, `s`/`f` a flow's
/// start and finish, `M` metadata), `ts` and `dur` microseconds, `pid`/`tid` the track.
public struct ChromeTraceEvent: Codable, Equatable, Sendable {
    public var name: String
    public var cat: String?
    public var ph: String
    public var ts: Double
    public var dur: Double?
    public var pid: Int
    public var tid: Int
    /// A flow's id: its start and finish share it.
    public var id: String?
    /// `e` binds a flow's finish to the slice enclosing it.
    public var bp: String?
    /// An instant's scope: `t`, the thread.
    public var s: String?
    public var args: [String: String]?

    public init(name: String, cat: String? = nil, ph: String, ts: Double, dur: Double? = nil, pid: Int, tid: Int,
                id: String? = nil, bp: String? = nil, s: String? = nil, args: [String: String]? = nil) {
        (self.name, self.cat, self.ph, self.ts, self.dur, self.pid, self.tid) = (name, cat, ph, ts, dur, pid, tid)
        (self.id, self.bp, self.s, self.args) = (id, bp, s, args)
    }
}

extension ChromeTraceEvent {
    /// Appends the event as a JSON object, keys sorted, absent fields left out.
    func writeJSON(into bytes: inout [UInt8]) {
        var first = true
        func key(_ name: String) {
            bytes.append(contentsOf: first ? "{\"".utf8 : ",\"".utf8)
            first = false
            bytes.append(contentsOf: name.utf8)
            bytes.append(contentsOf: "\":".utf8)
        }
        if let args {
            key("args")
            var firstArgument = true
            bytes.append(UInt8(ascii: "{"))
            for (name, value) in args.sorted(by: { $0.key < $1.key }) {
                if !firstArgument { bytes.append(UInt8(ascii: ",")) }
                firstArgument = false
                Self.writeString(name, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                Self.writeString(value, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        if let bp { key("bp"); Self.writeString(bp, into: &bytes) }
        if let cat { key("cat"); Self.writeString(cat, into: &bytes) }
        if let dur { key("dur"); bytes.append(contentsOf: Self.number(dur).utf8) }
        if let id { key("id"); Self.writeString(id, into: &bytes) }
        key("name"); Self.writeString(name, into: &bytes)
        key("ph"); Self.writeString(ph, into: &bytes)
        key("pid"); bytes.append(contentsOf: String(pid).utf8)
        if let s { key("s"); Self.writeString(s, into: &bytes) }
        key("tid"); bytes.append(contentsOf: String(tid).utf8)
        key("ts"); bytes.append(contentsOf: Self.number(ts).utf8)
        bytes.append(UInt8(ascii: "}"))
    }

    /// A finite number as JSON writes it (`3`, not `3.0`); 0 otherwise.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `text` quoted, with quotes, backslashes and control characters escaped.
    private static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
            case 0x0A: bytes.append(contentsOf: "\\n".utf8)
            case 0x0D: bytes.append(contentsOf: "\\r".utf8)
            case 0x09: bytes.append(contentsOf: "\\t".utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
