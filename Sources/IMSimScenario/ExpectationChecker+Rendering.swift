import Foundation
import IMSimCore

/// How expected and actual values are written in mismatches.
extension ExpectationChecker {
    /// An expectation with the fields it gives.
    static func render(_ bubble: BubbleExpectation) -> String {
        let given: [String?] = [
            bubble.caption.map { "caption: " + quoted($0) },
            bubble.sender.map { "sender: " + quoted($0) },
            bubble.query.map { "query: " + render($0) },
            bubble.queryContains.map { "query-contains: " + render($0) },
            bubble.summary.map { "summary: " + quoted($0) },
            bubble.text.map { "text: " + quoted($0) },
            bubble.filename.map { "filename: " + quoted($0) },
            bubble.image.map { "image: " + $0.rawValue },
            bubble.live.map { $0.isEmpty ? "live: none" : "live: [" + $0.map(quoted).joined(separator: ", ") + "]" },
        ]
        let texts: [String?] = bubble.givenTexts.map { "\($0.key): " + quoted($0.text) }
        return render(kind: bubble.kind, given + texts)
    }

    /// An item with `fields`; with none beyond the kind, with kind, sender and caption (or summary).
    /// Query values show the identifiers the phone knows as `$Name`.
    static func render(_ item: TranscriptItem, fields: Set<BubbleField>, identifiers: ParticipantIdentifiers? = nil) -> String {
        let query = QueryComparison(identifiers: identifiers).named(item.message.queryItems)
        var fields = fields
        if fields.isSubset(of: [.kind]) {
            let shown: BubbleField = switch item.kind {
            case .bubble: .caption
            case .summary: .summary
            case .text: .text
            case .sticker, .attachment: .filename
            }
            fields = [.kind, .sender, shown]
        }
        let live: String? = item.live.map { "[" + $0.texts.map(quoted).joined(separator: ", ") + "]" }
        let shown: [String?] = [
            fields.contains(.caption) ? "caption: " + (item.caption.map(quoted) ?? "nil") : nil,
            fields.contains(.sender) ? "sender: " + quoted(item.senderName) : nil,
            fields.contains(.query) ? "query: " + render(query) : nil,
            fields.contains(.summary) ? "summary: " + (item.summary.map(quoted) ?? "nil") : nil,
            fields.contains(.text) ? "text: " + (item.text.map(quoted) ?? "nil") : nil,
            fields.contains(.filename) ? "filename: " + (item.filename.map(quoted) ?? "nil") : nil,
            fields.contains(.image) ? "image: " + (item.image?.verdict ?? "none") : nil,
            fields.contains(.live) ? "live: " + (live ?? "none") : nil,
        ]
        let texts: [String?] = BubbleExpectation.textKeys.filter { fields.contains(.layoutText($0)) }.map { key in
            "\(key): " + (BubbleExpectation.text(forKey: key, of: item).map(quoted) ?? "nil")
        }
        return render(kind: fields.contains(.kind) ? item.kind : nil, shown + texts)
    }

    private static func render(kind: TranscriptItem.Kind?, _ fields: [String?]) -> String {
        (kind?.rawValue ?? "item") + "(" + fields.compactMap { $0 }.joined(separator: ", ") + ")"
    }

    static func render(_ query: [QueryItem]) -> String {
        "[" + query.map(\.description).joined(separator: ", ") + "]"
    }

    /// Text in double quotes, with `"` and `\` escaped and control characters written `\n`, `\u{1B}`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
