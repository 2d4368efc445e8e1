import IMSimCore

extension RunReport {
    /// The report as JSON, keys sorted: what `JSONEncoder` writes with `.sortedKeys`, each step,
    /// picture, phone, launch and delivery encoded on its own. Encoding the whole report at once
    /// built a tree of it that was most of what making a long run's page held. Within a list,
    /// `handOver` is given `bytes` each time it holds 64 KiB or more (to write them, and empty it).
    func writeJSON(into bytes: inout [UInt8], handingOver handOver: ((inout [UInt8]) throws -> Void)? = nil) throws {
        func list<Item: Encodable>(_ items: some Collection<Item>, into bytes: inout [UInt8]) throws -> Bool {
            try Self.list(items, into: &bytes, handingOver: handOver)
        }
        let fields: [(key: String, write: (inout [UInt8]) throws -> Bool)] = [
            ("name", { try Self.value(name, into: &$0) }),
            ("file", { try Self.value(file, into: &$0) }),
            ("outcome", { try Self.value(outcome, into: &$0) }),
            ("reason", { try Self.value(reason, into: &$0) }),
            ("seed", { try Self.value(seed, into: &$0) }),
            ("started", { try Self.value(started, into: &$0) }),
            ("command", { try Self.value(command, into: &$0) }),
            ("cast", { try Self.value(cast, into: &$0) }),
            ("duration", { try Self.value(duration, into: &$0) }),
            ("steps", { try list(steps, into: &$0) }),
            ("failedStep", { try Self.value(failedStep, into: &$0) }),
            ("pictures", { try list(pictures, into: &$0) }),
            ("phones", { try list(phones, into: &$0) }),
            ("launches", { try list(launches, into: &$0) }),
            ("deliveries", { try list(deliveries, into: &$0) }),
            ("figures", { try Self.value(figures, into: &$0) }),
            ("notes", { try Self.value(notes, into: &$0) }),
            ("declared", { try Self.value(declared, into: &$0) }),
            ("endedAsDeclared", { try Self.value(endedAsDeclared, into: &$0) }),
        ]
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for field in fields.sorted(by: { $0.key < $1.key }) {
            let mark = bytes.count
            if !first { bytes.append(UInt8(ascii: ",")) }
            WireValue.string(field.key).writeJSON(into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            if try field.write(&bytes) {
                first = false
            } else {
                bytes.removeSubrange(mark...)  // nil: left out, as JSONEncoder leaves it out
            }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// `value` as JSON; false for nil.
    private static func value<Value: Encodable>(_ value: Value?, into bytes: inout [UInt8]) throws -> Bool {
        guard let value else { return false }
        try WireValue.writeJSON(bytes: WireEncoder().encode(value), into: &bytes)
        return true
    }

    private static func list<Item: Encodable>(_ items: some Collection<Item>, into bytes: inout [UInt8],
                                              handingOver handOver: ((inout [UInt8]) throws -> Void)?) throws -> Bool {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try WireValue.writeJSON(bytes: WireEncoder().encode(item), into: &bytes)
            if bytes.count >= 1 << 16, let handOver { try handOver(&bytes) }
        }
        bytes.append(UInt8(ascii: "]"))
        return true
    }
}
