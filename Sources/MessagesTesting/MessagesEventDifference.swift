import IMSimModel

/// Expected and actual events side by side, `−` for what was expected and did not happen, `+` for
/// what happened and was not expected.
struct MessagesEventDifference {
    let expected: [MessagesEvent]
    let actual: [MessagesEvent]

    var text: String {
        let changes = actual.difference(from: expected)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in changes {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [String] = []
        var e = 0, a = 0
        while e < expected.count || a < actual.count {
            if e < expected.count, removed.contains(e) {
                lines.append("− \(expected[e])"); e += 1
            } else if a < actual.count, inserted.contains(a) {
                lines.append("+ \(actual[a])"); a += 1
            } else {
                if a < actual.count { lines.append("  \(actual[a])") }
                e += 1; a += 1
            }
        }
        return lines.joined(separator: "\n") + "\n(− expected, not done; + done, not expected)"
    }
}
