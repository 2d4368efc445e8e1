import IMSimCore
import Yams

extension ScenarioParser {
    static let expectKeys = ["within", "precision", "tolerance"] + Expectation.Kind.keys
    static let bubbleKeys = ["kind", "caption", "sender", "query", "query-contains", "summary", "text", "filename", "image", "live"]
        + BubbleExpectation.textKeys

    /// `expect NAME:` with a mapping of `within` and expectations; throws the first problem.
    static func expectStep(participant: String, key: Node, value: Node,
                           reader: YAMLReader) throws(ScenarioError) -> ScenarioStep {
        var problems = ProblemList()
        let step = expectStep(participant: participant, key: key, value: value, reader: reader, problems: &problems)
        if let first = problems.all.first { throw first }
        return step
    }

    /// `expect NAME:` as far as it can be read, each problem (an unknown key, a bad value) recorded in
    /// `problems`; the step keeps the expectations that could be read.
    static func expectStep(participant: String, key: Node, value: Node, reader: YAMLReader,
                           problems: inout ProblemList) -> ScenarioStep {
        let context = "`expect \(participant)`"
        var within: Duration?
        var expectations: [Expectation] = []
        var precision: (Node, Double)?, tolerance: (Node, Int)?
        let problemsBefore = problems.all.count
        var unknownKeys: [ScenarioError] = []
        let entries = problems.attempt { () throws(ScenarioError) in
            try reader.entries(of: value, in: context, allowed: expectKeys,
                               expected: "a mapping of expectations (\(Expectation.Kind.keys.joined(separator: ", ")))",
                               unknownKeys: &unknownKeys)
        } ?? []
        unknownKeys.forEach { problems.add($0) }
        for entry in entries {
            problems.attempt { () throws(ScenarioError) in
                try readExpectation(entry, within: &within, precision: &precision, tolerance: &tolerance,
                                    into: &expectations, reader: reader)
            }
        }
        problems.attempt { () throws(ScenarioError) in
            try applyPictureOptions(precision: precision, tolerance: tolerance, to: &expectations, reader: reader)
        }
        if expectations.isEmpty, problems.all.count == problemsBefore {
            problems.attempt { () throws(ScenarioError) in
                throw reader.error(at: key, "\(context) needs at least one expectation: "
                    + Expectation.Kind.keys.joined(separator: ", "))
            }
        }
        return ScenarioStep(location: reader.location(of: key),
                            kind: .expect(participant: participant, expectations: expectations, within: within))
    }

    /// One entry of an `expect` mapping: `within`, `precision`, `tolerance` or an expectation.
    private static func readExpectation(_ entry: (key: String, keyNode: Node, value: Node), within: inout Duration?,
                                        precision: inout (Node, Double)?, tolerance: inout (Node, Int)?,
                                        into expectations: inout [Expectation], reader: YAMLReader) throws(ScenarioError) {
        if entry.key == "within" {
            within = try reader.duration(entry.value, for: "within")
        } else if entry.key == "precision" {
            let text = try reader.string(entry.value, for: "precision", expected: "a fraction of pixels like 0.99")
            guard let value = Double(text), value > 0, value <= 1 else {
                throw reader.error(at: entry.value, "expected a fraction of pixels that must match, above 0 and at most 1 "
                    + "(0.99), for `precision`, found \(reader.found(entry.value))")
            }
            precision = (entry.keyNode, value)
        } else if entry.key == "tolerance" {
            let text = try reader.string(entry.value, for: "tolerance", expected: "a whole number from 0 to 255")
            guard let value = Int(text), (0...255).contains(value) else {
                throw reader.error(at: entry.value, "expected how far each channel of a pixel may differ, a whole number "
                    + "from 0 to 255, for `tolerance`, found \(reader.found(entry.value))")
            }
            tolerance = (entry.keyNode, value)
        } else {
            let kind = try expectationKind(entry.key, entry.value, reader: reader)
            expectations.append(Expectation(location: reader.location(of: entry.keyNode), kind: kind))
        }
    }

    /// `precision` and `tolerance` go to the `snapshot` expectation, and only with one.
    private static func applyPictureOptions(precision: (Node, Double)?, tolerance: (Node, Int)?,
                                            to expectations: inout [Expectation], reader: YAMLReader) throws(ScenarioError) {
        if let index = expectations.firstIndex(where: { $0.kind.needsPicture }) {
            guard case .snapshot(var snapshot) = expectations[index].kind else { preconditionFailure("needsPicture is snapshot") }
            snapshot.precision = precision?.1 ?? 1
            snapshot.tolerance = tolerance?.1 ?? 0
            expectations[index].kind = .snapshot(snapshot)
        } else if let node = precision?.0 ?? tolerance?.0 {
            throw reader.error(at: node, "`\(node.scalar?.string ?? "precision")` goes with `snapshot`: "
                + "- expect Kate: {snapshot: compact-open, precision: 0.99, tolerance: 2}")
        }
    }

    private static func expectationKind(_ key: String, _ value: Node, reader: YAMLReader) throws(ScenarioError) -> Expectation.Kind {
        switch key {
        case "style":
            if reader.isKeyword(value, "closed") { return .style(nil) }
            let styles = PresentationStyle.allCases.map(\.rawValue).joined(separator: ", ") + " or closed"
            let text = try reader.string(value, for: key, expected: styles)
            guard let style = PresentationStyle(rawValue: text) else {
                throw reader.error(at: value, "expected \(styles) for `style`, found \(reader.found(value))")
            }
            return .style(style)
        case "controller":
            return .controller(try reader.string(value, for: key, expected: "a view controller's type name"))
        case "transcript":
            let items = try reader.sequence(value, for: key, expected: "a list of bubbles")
            var bubbles: [BubbleExpectation] = []
            for item in items {
                bubbles.append(try bubble(item, key: key, context: "a transcript item", reader: reader))
            }
            return .transcript(bubbles)
        case "staged":
            if reader.isKeyword(value, "none") { return .staged(nil) }
            return .staged(try bubble(value, key: key, context: "`staged`", reader: reader))
        case "lifecycle":
            return .lifecycle(try reader.strings(value, for: key, expected: "a list of callbacks"))
        case "table":
            return .table(try reader.strings(value, for: key))
        case "collection":
            return .collection(try reader.strings(value, for: key))
        case "table-rows":
            return .tableRows(try tableRows(value, reader: reader))
        case "screen-contains":
            return .screenContains(try reader.strings(value, for: key))
        case "transcript-contains":
            let items = try reader.sequence(value, for: key, expected: "a list of bubbles, in order")
            var bubbles: [BubbleExpectation] = []
            for item in items {
                bubbles.append(try bubble(item, key: key, context: "a transcript item", reader: reader))
            }
            guard !bubbles.isEmpty else { throw reader.error(at: value, "`transcript-contains` needs at least one item") }
            return .transcriptContains(bubbles)
        case "absent":
            let items = try reader.sequence(value, for: key, expected: "a list of texts or bubbles that must not be there")
            var absent: [AbsentItem] = []
            for item in items {
                if case .scalar = item {
                    absent.append(.text(try reader.string(item, for: key)))
                } else {
                    absent.append(.bubble(try bubble(item, key: key, context: "an absent item", reader: reader)))
                }
            }
            guard !absent.isEmpty else { throw reader.error(at: value, "`absent` needs at least one item") }
            return .absent(absent)
        case "conversation":
            return .conversation(try reader.string(value, for: key, expected: "a conversation's name"))
        case "alert":
            if reader.isKeyword(value, "none") { return .alert(nil) }
            return .alert(try reader.string(value, for: key, expected: "an alert title or none"))
        case "timeline":
            return .timeline(try reader.strings(value, for: key, expected: "a list of callbacks and `log: MESSAGE` entries"))
        case "log":
            return .log(try reader.strings(value, for: key, expected: "a list of logged messages"))
        case "preferred-size":
            let text = try reader.string(value, for: key, expected: "a size like 320x150")
            guard let size = ContentSize(text: text) else {
                throw reader.error(at: value, "expected a size like 320x150 for `preferred-size`, found \(reader.found(value))")
            }
            return .preferredSize(size)
        case "snapshot":
            let name = try reader.string(value, for: key, expected: "a picture's name like compact-open")
            if let problem = PictureName.problem(name) {
                throw reader.error(at: value, "`\(name.escapedForMessage)` cannot name a snapshot: it \(problem); "
                    + "it is a file name in __snapshots__: snapshot: compact-open")
            }
            return .snapshot(SnapshotExpectation(name: name))
        case "visible", "not-visible", "enabled", "disabled":
            let names = try reader.strings(value, for: key, expected: "a list of texts or identifiers like [Add, Like]")
            guard !names.isEmpty else { throw reader.error(at: value, "`\(key)` needs at least one text or identifier") }
            switch key {
            case "visible": return .visible(names)
            case "not-visible": return .notVisible(names)
            case "enabled": return .enabled(names)
            default: return .disabled(names)
            }
        case "unsatisfiable-constraints":
            if reader.isKeyword(value, "none") { return .unsatisfiableConstraints([]) }
            return .unsatisfiableConstraints(try reader.strings(
                value, for: key, expected: "none, or a list of parts of the broken constraints' descriptions (identifiers)"))
        case "truncated":
            if reader.isKeyword(value, "none") { return .truncated([]) }
            return .truncated(try reader.strings(value, for: key, expected: "none, or a list of the labels' texts that are cut"))
        default:
            preconditionFailure("key \(key) passed the allowed-keys check but has no parser")
        }
    }

    /// A mapping of bubble fields, or a string: the caption alone. Without `kind`, an item giving a
    /// `summary` is a summary item, one giving `text` a text, one giving `filename` an attachment,
    /// any other a bubble.
    private static func bubble(_ node: Node, key outerKey: String, context: String,
                               reader: YAMLReader) throws(ScenarioError) -> BubbleExpectation {
        let expected = "a caption or a mapping of \(bubbleKeys.joined(separator: ", "))"
        if case .scalar = node {
            return BubbleExpectation(caption: try reader.string(node, for: outerKey, expected: expected))
        }
        let entries = try reader.entries(of: node, in: context, allowed: bubbleKeys, expected: expected)
        var bubble = BubbleExpectation()
        var kindGiven = false
        for entry in entries {
            let key = entry.key, value = entry.value
            switch key {
            case "kind":
                kindGiven = true
                let kinds = TranscriptItem.Kind.allCases.map(\.rawValue) + ["any"]
                let text = try reader.string(value, for: key, expected: kinds.joined(separator: ", "))
                guard text == "any" || TranscriptItem.Kind(rawValue: text) != nil else {
                    throw reader.error(at: value, "expected \(kinds.joined(separator: ", ")) for `kind`, found \(reader.found(value))")
                }
                bubble.kind = TranscriptItem.Kind(rawValue: text)
            case "caption": bubble.caption = try reader.string(value, for: key)
            case "sender": bubble.sender = try reader.string(value, for: key, expected: "a participant's name")
            case "summary": bubble.summary = try reader.string(value, for: key)
            case "text": bubble.text = try reader.string(value, for: key)
            case "filename": bubble.filename = try reader.string(value, for: key)
            case "live":
                if reader.isKeyword(value, "none") {
                    bubble.live = []
                } else {
                    let texts = try reader.strings(value, for: key, expected: "a list of texts the live bubble shows, or none")
                    guard !texts.isEmpty else { throw reader.error(at: value, "`live` needs at least one text, or none") }
                    bubble.live = texts
                }
            case "image":
                let text = try reader.string(value, for: key, expected: "sticker or none")
                guard let image = BubbleExpectation.ImageExpectation(rawValue: text) else {
                    throw reader.error(at: value, "expected sticker or none for `image`, found \(reader.found(value))")
                }
                bubble.image = image
            case "query", "query-contains":
                let items = try reader.strings(value, for: key, expected: "a list of name=value items").map(queryItem)
                if key == "query" { bubble.query = items } else { bubble.queryContains = items }
            default:
                _ = bubble.setText(try reader.string(value, for: key), forKey: key)
            }
        }
        if !kindGiven, bubble.summary != nil { bubble.kind = .summary }
        if !kindGiven, bubble.text != nil { bubble.kind = .text }
        if !kindGiven, bubble.filename != nil { bubble.kind = .attachment }
        return bubble
    }

    /// `name=value` split at the first `=`; a bare `name` has no value.
    static func queryItem(_ text: String) -> QueryItem {
        guard let equals = text.firstIndex(of: "=") else { return QueryItem(name: text, value: nil) }
        return QueryItem(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }
}
