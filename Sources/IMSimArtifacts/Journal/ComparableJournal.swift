import Foundation

/// A journal with what differs between two plays of one run taken out: times, durations, CPU and
/// memory figures, the run's start time, command and folder, and identifiers made fresh at each play
/// (messages', sessions') and memory addresses in printed lines (`<UIView:0x5641...>`), which become
/// `#1`, `#2`... in the order they first appear. Two embedded
/// runs of one scenario with one seed give equal ones (`imsim run --check-determinism`).
public struct ComparableJournal: Equatable, Sendable {
    /// One line per entry kept, keys sorted.
    public let lines: [String]

    /// Keys whose values are times or measures (`bytes`: a frame holds paths in the run's folder, whose name varies).
    static let varyingKeys: Set<String> = ["time", "milliseconds", "startedAt", "command", "artifacts", "index", "bytes"]

    public init(jsonLines text: String) {
        var identifiers: [String: String] = [:]
        var artifacts: String?
        var kept: [String] = []
        for line in text.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                kept.append(String(line))
                continue
            }
            if let event = object["event"] as? [String: Any] {
                if let run = event["run"] as? [String: Any] {
                    if run["usage"] != nil { continue }
                    if let started = run["started"] as? [String: Any], let info = started["info"] as? [String: Any] {
                        artifacts = info["artifacts"] as? String
                    }
                }
                if let phone = event["phone"] as? [String: Any], phone["extensionUsage"] != nil { continue }
            }
            let cleaned = Self.clean(object, artifacts: artifacts, identifiers: &identifiers)
            let data = (try? JSONSerialization.data(withJSONObject: cleaned, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            kept.append(String(decoding: data, as: UTF8.self))
        }
        lines = kept
    }

    /// Where two journals first differ: the entry's place among those kept, and each side's line (nil past its end).
    public func firstDifference(from other: ComparableJournal) -> (entry: Int, this: String?, other: String?)? {
        for index in 0..<max(lines.count, other.lines.count) {
            let mine = index < lines.count ? lines[index] : nil
            let theirs = index < other.lines.count ? other.lines[index] : nil
            if mine != theirs { return (index, mine, theirs) }
        }
        return nil
    }

    private static func clean(_ value: Any, artifacts: String?, identifiers: inout [String: String]) -> Any {
        switch value {
        case let object as [String: Any]:
            var cleaned: [String: Any] = [:]
            for key in object.keys.sorted() where !varyingKeys.contains(key) {
                cleaned[key] = clean(object[key]!, artifacts: artifacts, identifiers: &identifiers)
            }
            return cleaned
        case let array as [Any]:
            return array.map { clean($0, artifacts: artifacts, identifiers: &identifiers) }
        case let string as String:
            return canonical(string, artifacts: artifacts, identifiers: &identifiers)
        default:
            return value
        }
    }

    /// `string` with the run's folder as `$ARTIFACTS` and each identifier by its order of appearance.
    private static func canonical(_ string: String, artifacts: String?, identifiers: inout [String: String]) -> String {
        var text = string
        if let artifacts, !artifacts.isEmpty {
            text = text.replacingOccurrences(of: artifacts, with: "$ARTIFACTS")
            // Where it is named relative to the working directory.
            let folder = (artifacts as NSString).lastPathComponent
            if folder.count >= 12 { text = text.replacingOccurrences(of: folder, with: "$RUN") }
        }
        guard text.count >= 8 else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: identifierPattern, options: .regularExpression) {
            result += rest[..<range.lowerBound]
            let found = String(rest[range]).uppercased()
            if identifiers[found] == nil { identifiers[found] = "#\(identifiers.count + 1)" }
            result += identifiers[found]!
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// A UUID (or the start of one, cut in a file name), an address as Swift and Foundation print one,
    /// or an attachment's unique tail (`Kate-Card-c5a3bf37.png`, `AttachmentName`).
    private static let identifierPattern = "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{1,12}"
        + "|0x[0-9a-f]{8,16}|(?<=-)[0-9a-f]{8}(?=\\.[A-Za-z0-9]{1,5}\\b)"
}
