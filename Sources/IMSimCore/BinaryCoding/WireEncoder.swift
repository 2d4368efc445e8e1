/// Encodes an `Encodable` value into the binary wire format (`WireValue`). Types are encoded by their
/// own `encode(to:)`, with no special cases and no dynamic casts.
public struct WireEncoder {
    public init() {}

    public func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let root = WireEncodingSlot()
        if let uuid = WireValue.direct(value) { root.set(uuid) } else { try value.encode(to: WireEncoding(slot: root, codingPath: [])) }
        var bytes: [UInt8] = []
        root.write(into: &bytes)
        return bytes
    }

    /// The value as a tree, to write in more than one form (`write(into:)`, `writeJSON(into:)`).
    public func encodeTree<Value: Encodable>(_ value: Value) throws -> WireValue {
        let root = WireEncodingSlot()
        if let uuid = WireValue.direct(value) { root.set(uuid) } else { try value.encode(to: WireEncoding(slot: root, codingPath: [])) }
        return root.tree
    }
}

/// Where one value is being encoded; containers share it, so a nested container fills its parent.
final class WireEncodingSlot {
    private enum Content {
        case unset
        case value(WireValue)
        case list([WireEncodingSlot])
        case map([(key: String, slot: WireEncodingSlot)])
    }

    private var content = Content.unset

    func set(_ value: WireValue) { content = .value(value) }

    func becomeList() {
        if case .list = content { return }
        content = .list([])
    }

    func becomeMap() {
        if case .map = content { return }
        content = .map([])
    }

    var count: Int {
        switch content {
        case .list(let items): items.count
        case .map(let entries): entries.count
        case .unset, .value: 0
        }
    }

    /// A new slot at the end of this list.
    func appendItem() -> WireEncodingSlot {
        let item = WireEncodingSlot()
        guard case .list(var items) = content else {
            content = .list([item])
            return item
        }
        content = .unset
        items.append(item)
        content = .list(items)
        return item
    }

    /// A new slot under `key` in this map.
    func child(forKey key: String) -> WireEncodingSlot {
        let child = WireEncodingSlot()
        guard case .map(var entries) = content else {
            content = .map([(key, child)])
            return child
        }
        content = .unset
        entries.append((key, child))
        content = .map(entries)
        return child
    }

    func set(_ value: WireValue, forKey key: String) { child(forKey: key).set(value) }

    var tree: WireValue {
        switch content {
        case .unset: .map([])
        case .value(let value): value
        case .list(let items): .list(items.map(\.tree))
        case .map(let entries): .map(entries.map { ($0.key, $0.slot.tree) })
        }
    }

    func write(into bytes: inout [UInt8]) {
        switch content {
        case .unset: WireValue.map([]).write(into: &bytes)
        case .value(let value): value.write(into: &bytes)
        case .list(let items):
            WireValue.writeHeader(.list, count: items.count, into: &bytes)
            for item in items { item.write(into: &bytes) }
        case .map(let entries):
            WireValue.writeHeader(.map, count: entries.count, into: &bytes)
            for entry in entries {
                WireValue.writeString(entry.key, into: &bytes)
                entry.slot.write(into: &bytes)
            }
        }
    }
}

extension WireValue {
    init<Integer: BinaryInteger>(integer: Integer) {
        // For a negative integer n, ~n is -(n + 1).
        self = integer < 0 ? .negative(magnitudeMinusOne: UInt64(~integer)) : .unsigned(UInt64(integer))
    }
}

/// The `Encoder` handed to each value's `encode(to:)`.
struct WireEncoding: Encoder {
    let slot: WireEncodingSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeMap()
        return KeyedEncodingContainer(WireKeyedEncoding<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.becomeList()
        return WireUnkeyedEncoding(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { WireSingleValueEncoding(slot: slot, codingPath: codingPath) }
}
