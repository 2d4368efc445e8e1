import IMSimCore
import IMSimScenario

/// What a person needs to see when a run fails: the reason, then each phone's screen, transcript,
/// staged message, recent lifecycle trace and its extension's last output.
struct FailureReport {
    let outcome: RunOutcome
    let scenario: Scenario
    let snapshots: [String: PhoneSnapshot]

    var text: String {
        var lines: [String] = []
        switch outcome {
        case .passed: return ""
        case let .failed(reason): lines.append("FAILED: " + reason)
        case let .infrastructureFailure(reason): lines.append("ERROR: " + reason)
        }
        for member in scenario.cast {
            guard let snapshot = snapshots[member.name] else { continue }
            lines.append("")
            lines.append("\(member.name)'s phone:")
            if let app = snapshot.app {
                lines.append("  app: \(app.bundleIdentifier), \(app.style.rawValue), showing \(app.screen.visibleController ?? "nothing")")
                let elements = app.screen.elements.map {
                    "\($0.kind.rawValue) \($0.text.map { "'\($0)'" } ?? "-")" + ($0.value.map { " = '\($0)'" } ?? "")
                }
                if !elements.isEmpty { lines.append("  screen: " + elements.joined(separator: ", ")) }
                if let alert = app.screen.alert { lines.append("  alert: '\(alert.title ?? "")' actions \(alert.actions)") }
            } else {
                lines.append("  app: closed")
            }
            lines.append("  transcript (\(snapshot.transcript.count)):")
            for item in snapshot.transcript { lines.append("    " + Self.describe(item)) }
            if let staged = snapshot.staged { lines.append("  staged: " + Self.describe(staged)) }
            lines.append("  lifecycle (last 12): " + snapshot.lifecycle.suffix(12).joined(separator: ", "))
            if !snapshot.extensionOutput.isEmpty {
                lines.append("  extension output:")
                lines.append(contentsOf: snapshot.extensionOutput.suffix(10).map { "    | " + $0 })
            }
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ item: TranscriptItem) -> String {
        switch item.kind {
        case .summary:
            return "[summary] \(item.summary ?? "")"
        case .bubble:
            let query = item.message.queryItems.map(\.description).joined(separator: "&")
            let live = item.isLive ? (item.live.map { " live \(Int($0.width))×\(Int($0.height)) \($0.texts)" } ?? " alternate layout") : ""
            return "[\(item.senderName)] \(item.caption.map { "'\($0)'" } ?? "(no caption)") \(query)\(live)"
        case .text:
            return "[\(item.senderName)] text '\(item.text ?? "")'"
        case .sticker, .attachment:
            return "[\(item.senderName)] \(item.kind.rawValue) '\(item.filename ?? "")'"
        }
    }
}
