/// The bytes of a value being encoded, written as its `encode(to:)` runs, with no tree in between:
/// each list and map is written where it starts and its count filled in when it ends, which is when
/// something is written outside it (or the encoding ends). So containers must be written in order,
/// as synthesized `Codable` conformances and imsim's own write them: a container written after a
/// later sibling began, or a super encoder written after its container went on, is reported as
/// misuse; one never written is an empty map, as before.
final class WireWriter {
    private(set) var bytes: [UInt8] = []
    /// The lists and maps still open, outermost first: the level of each is its index.
    private var open: [OpenContainer] = []
    /// The value slot whose key (or list position) is written and whose value is not yet.
    private var awaiting: Int?
    private var lastSlot = 0
    /// The first misuse met; the encoding then fails with it.
    private(set) var misuse: String?

    private struct OpenContainer {
        /// Where its count goes: one byte saved, more inserted if the count needs them.
        let countOffset: Int
        var count = 0
        /// The value slot it fills.
        let slot: Int
        let tag: WireTag
    }

    /// The root's slot, at level 0.
    func beginRoot() -> Int {
        let root = newSlot()
        awaiting = root
        return root
    }

    /// Starts a list or map filling `slot` (at `level`), or finds the one it already started
    /// (a type may ask its encoder for the same container twice).
    func openContainer(_ tag: WireTag, slot: Int, level: Int) {
        if awaiting == slot, open.count == level {
            awaiting = nil
            bytes.append(tag.rawValue)
            open.append(OpenContainer(countOffset: bytes.count, slot: slot, tag: tag))
            bytes.append(0)
        } else if open.count > level, open[level].slot == slot, open[level].tag == tag {
            close(above: level)
        } else {
            fail("a container was asked for after its value was written")
        }
    }

    /// Begins the next item of the container filling `container` at `level` (after `key` in a map)
    /// and returns the slot of its value.
    func beginItem(of container: Int, at level: Int, key: String?) -> Int {
        guard open.count > level, open[level].slot == container else {
            fail("a container was written after a later one began")
            return newSlot()
        }
        writeEmptyIfAwaiting()
        close(above: level)
        open[level].count += 1
        if let key { WireValue.writeString(key, into: &bytes) }
        let slot = newSlot()
        awaiting = slot
        return slot
    }

    /// Whether `slot` may take its value now; if so, the caller appends it to `bytes`.
    func fill(_ slot: Int, at level: Int) -> Bool {
        guard awaiting == slot, open.count == level else {
            fail("a value was written out of order or twice")
            return false
        }
        awaiting = nil
        return true
    }

    func writeNull() { bytes.append(WireTag.null.rawValue) }

    func writeBool(_ value: Bool) { bytes.append(value ? WireTag.true.rawValue : WireTag.false.rawValue) }

    func writeInteger<Integer: BinaryInteger>(_ value: Integer) {
        // For a negative integer n, ~n is -(n + 1).
        if value < 0 {
            bytes.append(WireTag.negative.rawValue)
            WireValue.writeVarint(UInt64(~value), into: &bytes)
        } else {
            bytes.append(WireTag.unsigned.rawValue)
            WireValue.writeVarint(UInt64(value), into: &bytes)
        }
    }

    func writeDouble(_ value: Double) {
        bytes.append(WireTag.double.rawValue)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func writeString(_ text: String) {
        bytes.append(WireTag.string.rawValue)
        WireValue.writeString(text, into: &bytes)
    }

    func writeValue(_ value: WireValue) { value.write(into: &bytes) }

    /// After a value's `encode(to:)`: one that wrote nothing is an empty map, as `JSONEncoder` writes `{}`.
    func endValue(_ slot: Int) {
        if awaiting == slot { writeEmptyIfAwaiting() }
    }

    /// How many items the container filling `container` at `level` has so far.
    func count(of container: Int, at level: Int) -> Int {
        open.count > level && open[level].slot == container ? open[level].count : 0
    }

    /// The bytes, every container closed; nil after a misuse.
    func finish() -> [UInt8]? {
        writeEmptyIfAwaiting()
        close(above: -1)
        return misuse == nil ? bytes : nil
    }

    /// A slot given out and never written (a super encoder left unused, a value that wrote nothing)
    /// holds an empty map: nothing was written since its key, so its value goes here.
    private func writeEmptyIfAwaiting() {
        guard awaiting != nil else { return }
        awaiting = nil
        bytes.append(WireTag.map.rawValue)
        bytes.append(0)
    }

    private func newSlot() -> Int {
        lastSlot += 1
        return lastSlot
    }

    private func close(above level: Int) {
        while open.count > level + 1 {
            let container = open.removeLast()
            if container.count < 0x80 {
                bytes[container.countOffset] = UInt8(container.count)
            } else {
                var count: [UInt8] = []
                WireValue.writeVarint(UInt64(container.count), into: &count)
                bytes.replaceSubrange(container.countOffset..<container.countOffset + 1, with: count)
            }
        }
    }

    private func fail(_ reason: String) {
        if misuse == nil { misuse = reason }
    }
}
