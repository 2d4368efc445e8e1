import Foundation
import IMSimCore

/// Compares expectations with a phone's snapshot. Pure: the runner calls it on each new snapshot until
/// every expectation holds or the step's timeout fires, then reports the last mismatches.
public enum ExpectationChecker {
    /// Every way `snapshot` differs from `expectation`; empty when it holds.
    public static func mismatches(_ expectation: Expectation, in snapshot: PhoneSnapshot) -> [Mismatch] {
        let location = expectation.location
        let screen = snapshot.app?.screen
        func what(_ thing: String) -> String { "\(snapshot.name)'s \(thing)" }
        func single(_ thing: String, _ expected: String, _ actual: String) -> [Mismatch] {
            [Mismatch(location: location, what: what(thing), expected: expected, actual: actual)]
        }
        func list(_ thing: String, _ expected: [String], _ actual: [String]) -> [Mismatch] {
            expected == actual ? [] : [Mismatch(location: location, what: what(thing), expectedLines: expected, actualLines: actual)]
        }
        switch expectation.kind {
        case .style(let style):
            let actual = snapshot.app?.style
            return style == actual ? [] : single("style", style?.rawValue ?? "closed", actual?.rawValue ?? "closed")
        case .controller(let name):
            guard let screen else { return single("visible controller", name, noApp) }
            return screen.visibleController == name ? []
                : single("visible controller", name, screen.visibleController ?? "no view controller")
        case .transcript(let bubbles):
            return transcriptMismatches(bubbles, snapshot.transcript, identifiers: snapshot.identifiers, location: location,
                                        what: what("transcript"))
        case .staged(let bubble):
            return stagedMismatches(bubble, snapshot.staged, identifiers: snapshot.identifiers, location: location,
                                    what: what("staged message"))
        case .lifecycle(let callbacks):
            return list("lifecycle", callbacks, snapshot.lifecycle)
        case .table(let rows):
            guard let screen else { return single("table", "[" + rows.joined(separator: ", ") + "]", noApp) }
            return list("table", rows, screen.tableRows)
        case .collection(let items):
            guard let screen else { return single("collection", "[" + items.joined(separator: ", ") + "]", noApp) }
            return list("collection", items, screen.collectionItems)
        case .tableRows(let entries):
            guard let screen else { return single("table", render(entries).joined(separator: ", "), noApp) }
            return tableMismatches(entries, screen.tableEntries, location: location, what: what("table"))
        case .screenContains(let texts):
            let expected = "texts " + texts.map(quoted).joined(separator: ", ")
            guard let screen else { return single("screen", expected, noApp) }
            let onScreen = screenTexts(screen)
            let missing = texts.filter { !onScreen.contains($0) }
            guard !missing.isEmpty else { return [] }
            // `found no "X" and no "Y" (on screen: ...)`: what is absent can not be read as found.
            return single("screen", expected, missing.map { "no " + quoted($0) }.joined(separator: " and ") + " (on screen: "
                + (onScreen.isEmpty ? "nothing" : onScreen.map { withKind($0, screen) }.joined(separator: ", ")) + ")")
        case .transcriptContains(let bubbles):
            return containsMismatches(bubbles, snapshot.transcript, identifiers: snapshot.identifiers, location: location,
                                      what: what("transcript"))
        case .absent(let items):
            return absentMismatches(items, snapshot, location: location, what: what("phone"))
        case .timeline(let entries):
            return list("timeline", entries, snapshot.timeline.map(\.description))
        case .log(let messages):
            return list("log", messages, snapshot.timeline.compactMap { event in
                if case let .log(entry) = event, !entry.isBrokenConstraint, !entry.isKeyboardAdvice { entry.message } else { nil }
            })
        case .unsatisfiableConstraints(let parts):
            return brokenConstraintMismatches(parts, snapshot.timeline, location: location, what: what("layout"))
        case .snapshot:
            return []
        case .visible(let names):
            return visibleMismatches(names, screen, location: location, what: what("screen"))
        case .notVisible(let names):
            return notVisibleMismatches(names, screen, location: location, what: what("screen"))
        case .enabled(let names):
            return enabledMismatches(names, screen, enabled: true, location: location, what: what("screen"))
        case .disabled(let names):
            return enabledMismatches(names, screen, enabled: false, location: location, what: what("screen"))
        case .truncated(let labels):
            return truncatedMismatches(labels, screen, location: location, what: what("labels"))
        case .preferredSize(let size):
            guard let screen else { return single("preferred content size", "\(size)", noApp) }
            let actual = screen.preferredContentSize
            return actual == size ? [] : single("preferred content size", "\(size)", actual.map { "\($0)" } ?? "none")
        case .conversation(let name):
            return name == snapshot.conversation ? [] : single("conversation on screen", name, snapshot.conversation)
        case .alert(let title):
            let alert = screen?.alert
            switch (title, alert) {
            case (nil, nil): return []
            case (nil, let alert?): return single("alert", "no alert", alert.title.map(quoted) ?? "an alert without a title")
            case (let title?, nil): return single("alert", quoted(title), screen == nil ? noApp : "no alert")
            case (let title?, let alert?):
                return alert.title == title ? [] : single("alert", quoted(title), alert.title.map(quoted) ?? "an alert without a title")
            }
        }
    }

    /// The mismatches of all `expectations`, in order.
    public static func mismatches(_ expectations: [Expectation], in snapshot: PhoneSnapshot) -> [Mismatch] {
        expectations.flatMap { mismatches($0, in: snapshot) }
    }

    static let noApp = "no app open"

    /// Every text a person could read or find on screen, in order, each once.
    static func screenTexts(_ screen: ScreenSnapshot) -> [String] {
        var texts: [String] = []
        for element in screen.elements {
            texts += [element.text, element.detail, element.identifier, element.placeholder, element.valueText].compactMap { $0 }
        }
        texts += screen.openedURLs
        if let alert = screen.alert {
            texts += [alert.title, alert.message].compactMap { $0 } + alert.textFields + alert.actions
        }
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }

    /// A text quoted, followed by the kind of value control it reads, e.g. `"Notify me: on" (switch)`.
    private static func withKind(_ text: String, _ screen: ScreenSnapshot) -> String {
        guard let element = screen.elements.first(where: { $0.value != nil && $0.valueText == text }) else { return quoted(text) }
        return quoted(text) + " (\(element.kind.rawValue))"
    }

    private static func transcriptMismatches(_ bubbles: [BubbleExpectation], _ items: [TranscriptItem], identifiers: ParticipantIdentifiers,
                                             location: SourceLocation, what: String) -> [Mismatch] {
        let matches = bubbles.count == items.count && zip(bubbles, items).allSatisfy { $0.matches($1, identifiers: identifiers) }
        guard !matches else { return [] }
        let expectedLines = bubbles.map { render($0) }
        // A matching item is written as its expectation, so only differing items stand out in the diff;
        // the others show the fields the expectations compare.
        let fields = BubbleField.given(in: bubbles)
        let actualLines = items.enumerated().map { index, item in
            index < bubbles.count && bubbles[index].matches(item, identifiers: identifiers)
                ? expectedLines[index] : render(item, fields: fields, identifiers: identifiers)
        }
        return [Mismatch(location: location, what: what, expectedLines: expectedLines, actualLines: actualLines)]
    }

    private static func stagedMismatches(_ bubble: BubbleExpectation?, _ staged: TranscriptItem?, identifiers: ParticipantIdentifiers,
                                         location: SourceLocation, what: String) -> [Mismatch] {
        switch (bubble, staged) {
        case (nil, nil): return []
        case (nil, let item?):
            return [Mismatch(location: location, what: what, expected: "none", actual: render(item, fields: []))]
        case (let bubble?, nil):
            return [Mismatch(location: location, what: what, expected: render(bubble), actual: "none")]
        case (let bubble?, let item?):
            guard !bubble.matches(item, identifiers: identifiers) else { return [] }
            return [Mismatch(location: location, what: what, expected: render(bubble),
                             actual: render(item, fields: BubbleField.given(in: [bubble]), identifiers: identifiers))]
        }
    }
}
