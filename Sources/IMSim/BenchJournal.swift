import Foundation
import IMSimCore
import IMSimModel

/// `imsim bench --journal FILE`: times read from a run's journal (monotonic nanoseconds stamped by
/// the process where each thing happened), for `tools/bench`.
struct BenchJournal {
    let entries: [JournalEntry]

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let decoder = JSONDecoder()
        entries = try text.split(separator: "\n").map { try decoder.decode(JournalEntry.self, from: Data($0.utf8)) }
    }

    /// From the run's `started` to `ready`: the relay and every phone up.
    var startupMilliseconds: Double? {
        guard let started = entries.first(where: Self.isRunStarted),
              let ready = entries.first(where: { $0.event == .run(.ready) }) else { return nil }
        return Self.milliseconds(ready.time, after: started.time)
    }

    /// Each extension launch, from `extensionLaunched` to the extension's first callback on that phone.
    var launchMilliseconds: [Double] {
        var launchedAt: [String: UInt64] = [:]
        var result: [Double] = []
        for entry in entries.sorted(by: { ($0.source, $0.sequence) < ($1.source, $1.sequence) }) {
            guard case let .phone(event) = entry.event else { continue }
            switch event {
            case .extensionLaunched:
                launchedAt[entry.source] = entry.time
            case .callback:
                if let launched = launchedAt.removeValue(forKey: entry.source) {
                    result.append(Self.milliseconds(entry.time, after: launched))
                }
            default:
                break
            }
        }
        return result
    }

    /// Every message sent, in order, with the time from the sender's `sent` to each recipient's `received`.
    var fanOuts: [[Double]] {
        let sent = entries.compactMap { entry -> (UUID, UInt64)? in
            guard case let .phone(.sent(messageID, _)) = entry.event else { return nil }
            return (messageID, entry.time)
        }
        var received: [UUID: [Double]] = [:]
        let sentAt = Dictionary(sent, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            guard case let .phone(.received(id, _)) = entry.event, let start = sentAt[id] else { continue }
            received[id, default: []].append(Self.milliseconds(entry.time, after: start))
        }
        return sent.map { received[$0.0] ?? [] }
    }

    private static func isRunStarted(_ entry: JournalEntry) -> Bool {
        if case .run(.started) = entry.event { true } else { false }
    }

    private static func milliseconds(_ time: UInt64, after start: UInt64) -> Double {
        Double(Int64(bitPattern: time &- start)) / 1e6
    }

    /// The value at `fraction` (0.5: the median) of `values`, nearest rank.
    static func percentile(_ fraction: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// One line per measure: `NAME: count N p50 X ms p99 Y ms max Z ms`.
    func report() -> String {
        func line(_ name: String, _ values: [Double]) -> String {
            guard let p50 = Self.percentile(0.5, of: values), let p99 = Self.percentile(0.99, of: values),
                  let max = values.max() else { return "\(name): none" }
            return String(format: "%@: count %d p50 %.2f ms p99 %.2f ms max %.2f ms", name, values.count, p50, p99, max)
        }
        return [
            startupMilliseconds.map { String(format: "startup: %.2f ms", $0) } ?? "startup: none",
            line("launch", launchMilliseconds),
            line("fan-out", fanOuts.last ?? []),
            line("fan-out-first", fanOuts.first ?? []),
        ].joined(separator: "\n")
    }
}

extension BenchJournal {
    /// The best of `repeats` times to encode every entry as the live run does (wire and JSON line)
    /// and as the embedded run does (the JSON line alone).
    func encodingReport(repeats: Int) -> String {
        func best(_ encode: (JournalEntry) -> Int) -> (seconds: Double, bytes: Int) {
            var fastest = Double.infinity, bytes = 0
            for _ in 0..<repeats {
                let start = DispatchTime.now().uptimeNanoseconds
                bytes = entries.reduce(0) { $0 + encode($1) }
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            return (fastest, bytes)
        }
        let both = best { $0.encoded().jsonLine.count }
        let line = best { $0.jsonLine().count }
        let wire = best { $0.wire().count }
        let wires = entries.map { $0.encoded().wire }
        var json = (seconds: Double.infinity, bytes: 0)
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            var bytes: [UInt8] = []
            for wire in wires {
                bytes.removeAll(keepingCapacity: true)
                try? WireValue.writeJSON(bytes: wire, into: &bytes)
                json.bytes += bytes.count
            }
            json.seconds = min(json.seconds, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        json.bytes /= repeats
        var decoded = (seconds: Double.infinity, bytes: 0)
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            let count = wires.reduce(0) { $0 + ((try? WireDecoder().decode(JournalEntry.self, from: $1)) == nil ? 0 : $1.count) }
            decoded = (min(decoded.seconds, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9), count)
        }
        func row(_ name: String, _ measured: (seconds: Double, bytes: Int)) -> String {
            String(format: "%@ %d entries in %.3f s (%.2f µs an entry, %.1f MB/s)", name, entries.count, measured.seconds,
                   measured.seconds / Double(max(entries.count, 1)) * 1e6, Double(measured.bytes) / measured.seconds / 1e6)
        }
        return [row("encode wire+json", both), row("encode json line", line), row("encode wire", wire),
                row("wire to json", json), row("decode wire", decoded)].joined(separator: "\n")
    }
}
