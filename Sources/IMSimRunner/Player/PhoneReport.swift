import IMSimCore

/// A phone as a person reads it: the app and its screen, the transcript, what is staged, the recent
/// lifecycle trace and extension output. Used by failure reports and the console.
public enum PhoneReport {
    public static func lines(_ name: String, _ snapshot: PhoneSnapshot) -> [String] {
        var lines = ["\(name)'s phone:"]
        lines.append(contentsOf: appLines(snapshot).map { "  " + $0 })
        lines.append("  transcript (\(snapshot.transcript.count)):")
        for item in snapshot.transcript { lines.append("    " + describe(item)) }
        if let staged = snapshot.staged { lines.append("  staged: " + describe(staged)) }
        lines.append("  lifecycle (last 12): " + snapshot.lifecycle.suffix(12).joined(separator: ", "))
        if !snapshot.extensionOutput.isEmpty {
            lines.append("  extension output:")
            lines.append(contentsOf: snapshot.extensionOutput.suffix(10).map { "    | " + $0 })
        }
        return lines
    }

    /// The app on screen: which, in what style, showing what.
    public static func appLines(_ snapshot: PhoneSnapshot) -> [String] {
        guard let app = snapshot.app else { return ["app: closed"] }
        var lines = ["app: \(app.bundleIdentifier), \(app.style.rawValue), showing \(app.screen.visibleController ?? "nothing")"]
        if !app.screen.elements.isEmpty {
            lines.append("screen:")
            lines.append(contentsOf: app.screen.elements.map { "  " + describe($0) })
        }
        if let alert = app.screen.alert { lines.append("alert: '\(alert.title ?? "")' actions \(alert.actions)") }
        return lines
    }

    /// `button 'Like' (12, 560, 40×30), covered by UILabel 'history: 1'`: what it is, where, and what
    /// keeps a finger or an eye from it.
    public static func describe(_ element: ScreenElement) -> String {
        var text = "\(element.kind.rawValue) \(element.text.map { "'\($0)'" } ?? "-")" + (element.value.map { " = '\($0)'" } ?? "")
        if let frame = element.frame { text += " \(frame)" }
        if element.truncated == true { text += ", truncated" }
        if let obstruction = element.obstruction { text += ", \(obstruction)" }
        return text
    }

    public static func describe(_ item: TranscriptItem) -> String {
        switch item.kind {
        case .summary:
            return "[summary] \(item.summary ?? "")"
        case .bubble:
            let query = item.message.queryItems.map(\.description).joined(separator: "&")
            let live = item.isLive ? (item.live.map { " live \(whole($0.width))×\(whole($0.height)) \($0.texts)" } ?? " alternate layout") : ""
            return "[\(item.senderName)] \(item.caption.map { "'\($0)'" } ?? "(no caption)") \(query)\(live)"
        case .text:
            return "[\(item.senderName)] text '\(item.text ?? "")'"
        case .sticker, .attachment:
            return "[\(item.senderName)] \(item.kind.rawValue) '\(item.filename ?? "")'"
        }
    }

    /// Whole points; a number too large for an `Int` (read from a damaged journal) as it is.
    private static func whole(_ value: Double) -> String {
        abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
