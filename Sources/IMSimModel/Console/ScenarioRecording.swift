import Foundation
import IMSimCore

/// A console session written as a scenario file: the run's app and cast, the lines that worked, then
/// an `expect` of each phone's final transcript and screen, so that `imsim run` replays and checks it.
struct ScenarioRecording {
    let info: RunInfo
    let steps: [String]
    let phones: [PhoneState]

    var text: String {
        var lines = [
            "name: \(Self.quoted("recorded in \(info.name)"))",
            "app: \(info.app)",
            "cast: [\(info.cast.map(Self.quoted).joined(separator: ", "))]",
        ]
        if info.conversations.count > 1 || info.conversations.first?.members != info.cast {
            lines.append("conversations:")
            for conversation in info.conversations {
                lines.append("  \(Self.quoted(conversation.id)): [\(conversation.members.map(Self.quoted).joined(separator: ", "))]")
            }
        }
        lines.append("steps:")
        lines.append(contentsOf: steps.map { "  " + $0 })
        for phone in phones {
            lines.append("  - expect \(phone.name):")
            lines.append(contentsOf: finalState(of: phone.snapshot).map { "      " + $0 })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func finalState(of snapshot: PhoneSnapshot) -> [String] {
        var lines = ["style: \(snapshot.app?.style.rawValue ?? "closed")"]
        if let controller = snapshot.app?.screen.visibleController { lines.append("controller: \(Self.quoted(controller))") }
        lines.append("transcript: [\(snapshot.transcript.map(Self.bubble).joined(separator: ", "))]")
        lines.append("staged: " + (snapshot.staged.map(Self.bubble) ?? "none"))
        return lines
    }

    /// The fields that identify an item, in flow style.
    static func bubble(_ item: TranscriptItem) -> String {
        var fields: [String] = []
        switch item.kind {
        case .bubble:
            fields.append("sender: \(quoted(item.senderName))")
            if let caption = item.caption { fields.append("caption: \(quoted(caption))") }
        case .summary:
            fields.append("summary: \(quoted(item.summary ?? ""))")
        case .text:
            fields.append("sender: \(quoted(item.senderName))")
            fields.append("text: \(quoted(item.text ?? ""))")
        case .sticker, .attachment:
            fields.append("kind: \(item.kind.rawValue)")
            fields.append("filename: \(quoted(item.filename ?? ""))")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A YAML double-quoted scalar (JSON's string syntax is one).
    static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder.sortedKeys.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// A string as a JSON string literal (also a YAML double-quoted scalar).
public enum ScenarioQuoting {
    public static func json(_ text: String) -> String { ScenarioRecording.quoted(text) }
}
