import IMSimCore

extension ExpectationChecker {
    /// The elements `name` names: by text, identifier, placeholder, value or a cell's secondary text,
    /// as `screen-contains` reads them.
    static func elements(named name: String, in screen: ScreenSnapshot) -> [ScreenElement] {
        screen.elements.filter { [$0.text, $0.identifier, $0.placeholder, $0.valueText, $0.detail].contains(name) }
    }

    /// `visible`: each name is an element nothing keeps a finger or an eye from. One mismatch listing
    /// each that is not, with why (`"Send" is covered by UIButton 'Cancel'`).
    static func visibleMismatches(_ names: [String], _ screen: ScreenSnapshot?, location: SourceLocation,
                                  what: String) -> [Mismatch] {
        let expected = names.map(quoted).joined(separator: ", ") + " visible"
        guard let screen else { return [Mismatch(location: location, what: what, expected: expected, actual: noApp)] }
        let problems = names.compactMap { name -> String? in
            let found = elements(named: name, in: screen)
            guard !found.contains(where: { $0.obstruction == nil }) else { return nil }
            guard let first = found.first else { return "\(quoted(name)) is not on screen" }
            return "\(quoted(name)) is \(first.obstruction ?? "")" + (first.frame.map { " (at \($0))" } ?? "")
        }
        guard !problems.isEmpty else { return [] }
        return [Mismatch(location: location, what: what, expected: expected, actual: problems.joined(separator: "; "))]
    }

    /// `not-visible`: each name is absent, or every element it names is obstructed.
    static func notVisibleMismatches(_ names: [String], _ screen: ScreenSnapshot?, location: SourceLocation,
                                     what: String) -> [Mismatch] {
        guard let screen else { return [] }
        let problems = names.compactMap { name -> String? in
            guard let element = elements(named: name, in: screen).first(where: { $0.obstruction == nil }) else { return nil }
            return "\(quoted(name)) is visible" + (element.frame.map { " at \($0)" } ?? "")
        }
        guard !problems.isEmpty else { return [] }
        return [Mismatch(location: location, what: what, expected: names.map(quoted).joined(separator: ", ") + " not visible",
                         actual: problems.joined(separator: "; "))]
    }

    /// `enabled` and `disabled`: each name is an element on screen whose control is (or is not) enabled.
    static func enabledMismatches(_ names: [String], _ screen: ScreenSnapshot?, enabled: Bool, location: SourceLocation,
                                  what: String) -> [Mismatch] {
        let state = enabled ? "enabled" : "disabled"
        let expected = names.map(quoted).joined(separator: ", ") + " " + state
        guard let screen else { return [Mismatch(location: location, what: what, expected: expected, actual: noApp)] }
        let problems = names.compactMap { name -> String? in
            let found = elements(named: name, in: screen)
            guard let first = found.first else { return "\(quoted(name)) is not on screen" }
            guard !found.contains(where: { ($0.enabled != false) == enabled }) else { return nil }
            return "\(quoted(name)) is \(first.enabled == false ? "disabled" : "enabled")"
        }
        guard !problems.isEmpty else { return [] }
        return [Mismatch(location: location, what: what, expected: expected, actual: problems.joined(separator: "; "))]
    }

    /// `unsatisfiable-constraints`: the constraints UIKit broke are each found by one of `parts`, and
    /// each part finds one; none broken when `parts` is empty.
    static func brokenConstraintMismatches(_ parts: [String], _ timeline: [TraceEvent], location: SourceLocation,
                                           what: String) -> [Mismatch] {
        let broken = timeline.compactMap { event -> String? in
            if case let .log(entry) = event, entry.isBrokenConstraint { entry.message } else { nil }
        }
        let everyPartFound = parts.allSatisfy { part in broken.contains { $0.contains(part) } }
        let everyBrokenExpected = broken.allSatisfy { message in parts.contains { message.contains($0) } }
        guard !everyPartFound || !everyBrokenExpected else { return [] }
        let expected = parts.isEmpty ? "no broken constraint" : "broken constraints " + parts.map(quoted).joined(separator: ", ")
        let actual = broken.isEmpty ? "no broken constraint" : broken.joined(separator: "; ")
        return [Mismatch(location: location, what: what, expected: expected, actual: actual)]
    }

    /// `truncated`: the labels whose text does not fit are exactly `labels` (any order); none when empty.
    static func truncatedMismatches(_ labels: [String], _ screen: ScreenSnapshot?, location: SourceLocation,
                                    what: String) -> [Mismatch] {
        let cut = screen?.elements.filter { $0.truncated == true } ?? []
        let cutTexts = cut.map { $0.text ?? $0.identifier ?? "" }
        guard Set(cutTexts) != Set(labels) else { return [] }
        let expected = labels.isEmpty ? "no truncated label" : "truncated " + labels.map(quoted).joined(separator: ", ")
        let actual = cut.isEmpty ? "no truncated label"
            : "truncated " + cut.map { element in
                quoted(element.text ?? element.identifier ?? "") + (element.frame.map { " at \($0)" } ?? "")
            }.joined(separator: ", ")
        return [Mismatch(location: location, what: what, expected: expected, actual: actual)]
    }
}
