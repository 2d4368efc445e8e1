import Foundation
import IMSimCore

extension ExpectationChecker {
    /// `transcript-contains`: each expected item matches a later transcript item than the one before.
    static func containsMismatches(_ bubbles: [BubbleExpectation], _ items: [TranscriptItem], identifiers: ParticipantIdentifiers,
                                   location: SourceLocation, what: String) -> [Mismatch] {
        var remaining = items[...]
        for (index, bubble) in bubbles.enumerated() {
            guard let found = remaining.firstIndex(where: { bubble.matches($0, identifiers: identifiers) }) else {
                let fields = BubbleField.given(in: bubbles)
                let context = index == 0 ? "" : " after " + render(bubbles[index - 1])
                return [Mismatch(location: location, what: what, expected: render(bubble) + context,
                                 actual: items.isEmpty ? "an empty transcript"
                                     : "no such bubble among " + items.map { render($0, fields: fields, identifiers: identifiers) }
                                         .joined(separator: ", "))]
            }
            remaining = items[(found + 1)...]
        }
        return []
    }

    /// `absent`: every item that is there, each a mismatch.
    static func absentMismatches(_ absent: [AbsentItem], _ snapshot: PhoneSnapshot,
                                 location: SourceLocation, what: String) -> [Mismatch] {
        let items = snapshot.transcript + (snapshot.staged.map { [$0] } ?? [])
        let onScreen = snapshot.app.map { screenTexts($0.screen) } ?? []
        return absent.compactMap { entry -> Mismatch? in
            switch entry {
            case let .text(text):
                if let item = items.first(where: { [$0.caption, $0.summary, $0.text, $0.filename].contains(text) }) {
                    return Mismatch(location: location, what: what, expected: "no \(quoted(text))",
                                    actual: render(item, fields: [.kind, .caption, .sender]))
                }
                return onScreen.contains(text) ? Mismatch(location: location, what: what, expected: "no \(quoted(text))",
                                                          actual: "\(quoted(text)) on screen") : nil
            case let .bubble(bubble):
                guard let item = items.first(where: { bubble.matches($0, identifiers: snapshot.identifiers) }) else { return nil }
                return Mismatch(location: location, what: what, expected: "no " + render(bubble),
                                actual: render(item, fields: BubbleField.given(in: [bubble]), identifiers: snapshot.identifiers))
            }
        }
    }
}
