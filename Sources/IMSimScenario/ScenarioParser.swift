import Foundation
import IMSimCore
import Yams

/// Reads scenario files (see `scenarios/README.md`) into `Scenario` values, keeping every step's and
/// expectation's line and column. Pure apart from reading the file; call from any thread.
public enum ScenarioParser {
    static let scenarioKeys = ["name", "summary", "app", "cast", "installed-on", "conversations", "timeout",
                               "expire-after", "model", "steps", "outcome", "device", "transport"]
    static let example = "a scenario needs `name`, `app`, `cast` and `steps`, e.g. app: shopping-list"

    /// Reads and parses the file at `path`; locations name `path` as given.
    public static func parse(contentsOfFile path: String) throws(ScenarioError) -> Scenario {
        let yaml = try ScenarioText.read(contentsOfFile: path)
        return try parse(yaml: yaml, file: path)
    }

    /// The text of the scenario file at `path`, refused (with its place) when over 10 MB or not UTF-8.
    public static func text(ofFile path: String) throws(ScenarioError) -> String {
        try ScenarioText.read(contentsOfFile: path)
    }

    /// Parses scenario YAML; `file` names it in locations.
    /// Anchors and aliases are refused (see `YAMLPreflight`), as are files over 10 MB.
    public static func parse(yaml: String, file: String) throws(ScenarioError) -> Scenario {
        try ScenarioText.checkSize(yaml.utf8.count, file: file)
        try YAMLPreflight.check(yaml, file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml, .basic)
        } catch let error as YamlError {
            throw ScenarioError(error, file: file)
        } catch {
            throw ScenarioError(location: nil, message: "invalid YAML in `\(file)`: \(error)")
        }
        let reader = YAMLReader(file: file)
        guard let root else {
            throw ScenarioError(location: SourceLocation(file: file, line: 1, column: 1),
                                message: "the file is empty; \(example)")
        }
        return try scenario(from: root, reader: reader)
    }

    /// Every problem of the file, in file order: the YAML's (then nothing else can be read), or the
    /// first of each top-level key and of each step; and the scenario as far as it could be read (its
    /// name, app and cast read, the steps that could be), for the validator to find more. No problems:
    /// `parse` succeeds.
    public static func read(yaml: String, file: String) -> (scenario: Scenario?, problems: [ScenarioError]) {
        var problems = ProblemList()
        do {
            try ScenarioText.checkSize(yaml.utf8.count, file: file)
            try YAMLPreflight.check(yaml, file: file)
            guard let root = try Yams.compose(yaml: yaml, .basic) else { _ = try parse(yaml: yaml, file: file); return (nil, []) }
            let scenario = scenario(from: root, reader: YAMLReader(file: file), problems: &problems)
            return (scenario, problems.all)
        } catch let error as YamlError {
            return (nil, [ScenarioError(error, file: file)])
        } catch let error as ScenarioError {
            return (nil, [error])
        } catch {
            return (nil, [ScenarioError(location: nil, message: "invalid YAML in `\(file)`: \(error)")])
        }
    }

    private static func scenario(from root: Node, reader: YAMLReader) throws(ScenarioError) -> Scenario {
        var problems = ProblemList()
        let scenario = scenario(from: root, reader: reader, problems: &problems)
        if let first = problems.all.first { throw first }
        guard let scenario else { preconditionFailure("a scenario that could not be read has a problem") }
        return scenario
    }

    /// Reads what it can, recording each problem in `problems`; nil when the name, app or cast could not
    /// be read, otherwise what was read, with defaults for the rest.
    private static func scenario(from root: Node, reader: YAMLReader, problems: inout ProblemList) -> Scenario? {
        guard let entries = problems.attempt({ () throws(ScenarioError) in
            try reader.entries(of: root, in: "the scenario", allowed: scenarioKeys,
                               expected: "a mapping of \(scenarioKeys.joined(separator: ", "))")
        }) else { return nil }
        func value(_ key: String) -> Node? { entries.first { $0.key == key }?.value }
        func required(_ key: String) throws(ScenarioError) -> Node {
            try reader.required(key, in: entries, of: root, example: example).value
        }
        let name = problems.attempt { () throws(ScenarioError) in try reader.string(required("name"), for: "name") }
        let summary = problems.attempt { () throws(ScenarioError) in
            try value("summary").map { (node) throws(ScenarioError) in try reader.string(node, for: "summary") }
        }
        let appNode = problems.attempt { () throws(ScenarioError) in try required("app") }
        let app = appNode.flatMap { node in
            problems.attempt { () throws(ScenarioError) in try reader.string(node, for: "app", expected: "an app key like shopping-list") }
        }
        let castNode = problems.attempt { () throws(ScenarioError) in try required("cast") }
        let cast = castNode.flatMap { node in
            problems.attempt { () throws(ScenarioError) in
                try castMembers(reader.sequence(node, for: "cast", expected: "a list of names like [Kate, John]"), reader: reader)
            }
        }
        let device = problems.attempt { () throws(ScenarioError) in
            try value("device").map { (node) throws(ScenarioError) in try reader.device(node) }
        }
        let installedOn = problems.attempt { () throws(ScenarioError) in
            try value("installed-on").map { (node) throws(ScenarioError) in
                try members(reader.sequence(node, for: "installed-on", expected: "a list of participants like [Kate, John]"),
                            for: "installed-on", reader: reader)
            }
        }
        let conversations = problems.attempt { () throws(ScenarioError) in
            try value("conversations").map { (node) throws(ScenarioError) in try self.conversations(node, reader: reader) }
        }
        let timeout = problems.attempt { () throws(ScenarioError) in
            try value("timeout").map { (node) throws(ScenarioError) in try reader.duration(node, for: "timeout") }
        }
        let expireAfter = problems.attempt { () throws(ScenarioError) in
            try value("expire-after").map { (node) throws(ScenarioError) in try reader.duration(node, for: "expire-after") }
        }
        let transport = problems.attempt { () throws(ScenarioError) in
            try value("transport").map { (node) throws(ScenarioError) in try reader.transport(node) }
        }
        let outcome = problems.attempt { () throws(ScenarioError) in
            try value("outcome").map { (node) throws(ScenarioError) in try reader.outcome(node) }
        }
        let model = problems.attempt { () throws(ScenarioError) in
            try value("model").map { (node) throws(ScenarioError) in try self.model(node, reader: reader) }
        }
        let stepNodes = problems.attempt { () throws(ScenarioError) in
            try reader.sequence(try required("steps"), for: "steps", expected: "a list of steps")
        }
        var steps: [ScenarioStep] = []
        for node in stepNodes ?? [] {
            steps += self.steps(from: node, reader: reader, problems: &problems)
        }
        guard let name, let appNode, let app, let castNode, let cast else { return nil }
        // A value that could not be read (a problem is recorded) or was not given takes its default.
        var scenario = Scenario(name: name, summary: summary ?? nil, file: reader.file, app: app,
                                appLocation: reader.location(of: appNode), cast: cast, castLocation: reader.location(of: castNode),
                                timeout: (timeout ?? nil) ?? Scenario.defaultTimeout, steps: steps,
                                conversations: conversations ?? nil, installedOn: installedOn ?? nil,
                                expireAfter: (expireAfter ?? nil) ?? Scenario.defaultExpireAfter, model: model ?? nil)
        scenario.expectedOutcome = (outcome ?? nil) ?? .pass
        scenario.device = device ?? nil
        if case let .some(.some(.some(required))) = transport { scenario.requiredTransport = required }
        return scenario
    }

    /// `together:` a mapping of participants to one verb each, done at the same moment.
    private static func togetherStep(key: Node, value: Node, reader: YAMLReader) throws(ScenarioError) -> ScenarioStep {
        let example = "- together: {Kate: send, John: send}"
        guard case .mapping(let mapping) = value, mapping.count >= 2 else {
            throw reader.error(at: value, "`together` needs two or more participants, each with one verb: \(example)")
        }
        var steps: [ScenarioStep] = []
        for (nameNode, verbNode) in mapping {
            let name = try reader.string(nameNode, for: "together", expected: "a participant's name")
            guard !steps.contains(where: { $0.participant == name }) else {
                throw reader.error(at: nameNode, "`\(name)` is twice in `together`; each participant does one thing: \(example)")
            }
            let line = try reader.string(verbNode, for: name, expected: "one verb")
            do {
                let command = try CommandFiles.resolving(try CommandParser.parse(line), from: reader.folder)
                steps.append(ScenarioStep(location: reader.location(of: verbNode), kind: .perform(participant: name, command: command)))
            } catch {
                throw reader.error(at: verbNode, error.message)
            }
        }
        return ScenarioStep(location: reader.location(of: key), kind: .together(steps))
    }

    private static func members(_ nodes: [Node], for key: String, reader: YAMLReader) throws(ScenarioError) -> [CastMember] {
        var members: [CastMember] = []
        for node in nodes {
            members.append(CastMember(name: try reader.string(node, for: key, expected: "a list of names like [Kate, John]"),
                                      location: reader.location(of: node)))
        }
        return members
    }

    /// `cast:` names, or mappings of `name` and `device` (`{name: John, device: iphone-se}`).
    private static func castMembers(_ nodes: [Node], reader: YAMLReader) throws(ScenarioError) -> [CastMember] {
        let expected = "a list of names like [Kate, John], or {name: John, device: iphone-se}"
        var members: [CastMember] = []
        for node in nodes {
            guard case .mapping = node else {
                members.append(CastMember(name: try reader.string(node, for: "cast", expected: expected),
                                          location: reader.location(of: node)))
                continue
            }
            let entries = try reader.entries(of: node, in: "a cast member", allowed: ["name", "device"], expected: expected)
            let name = try reader.required("name", in: entries, of: node, example: "{name: John, device: iphone-se}")
            let device = try entries.first { $0.key == "device" }.map { (entry) throws(ScenarioError) in try reader.device(entry.value) }
            members.append(CastMember(name: try reader.string(name.value, for: "name", expected: "a participant's name"),
                                      location: reader.location(of: name.value), device: device))
        }
        return members
    }

    /// `conversations:` a mapping of names to member lists, in the order written.
    private static func conversations(_ node: Node, reader: YAMLReader) throws(ScenarioError) -> [ConversationSpec] {
        let expected = "a mapping of conversation names to members, e.g. kate-and-john: [Kate, John]"
        guard case .mapping(let mapping) = node, !mapping.isEmpty else {
            throw reader.error(at: node, "expected \(expected) for `conversations`, found \(reader.found(node))")
        }
        var conversations: [ConversationSpec] = []
        for (keyNode, value) in mapping {
            let name = try reader.string(keyNode, for: "conversations", expected: "a conversation name")
            let members = try members(reader.sequence(value, for: name, expected: "a list of participants like [Kate, John]"),
                                      for: name, reader: reader)
            conversations.append(ConversationSpec(name: name, members: members, location: reader.location(of: keyNode)))
        }
        return conversations
    }

    /// One list item of `steps`: `NAME: VERB`, `NAME: [VERB, ...]` (a step per verb) or `expect NAME:` with
    /// expectations. Each problem is recorded in `problems`; a verb or `expect` that could not be read
    /// stands as an `expect` of nothing, so that the validator still checks whose it is.
    private static func steps(from node: Node, reader: YAMLReader, problems: inout ProblemList) -> [ScenarioStep] {
        let shape = "a step is `- Kate: tap Send`, `- Kate: [tap Send, send]` or `- expect Kate:` with expectations"
        if case .mapping(let mapping) = node, mapping.count > 1 {
            problems.add(reader.error(at: node, "a step has one key, found \(mapping.count); write each as a step of its own: \(shape)"))
            return []
        }
        guard case .mapping(let mapping) = node, let entry = mapping.first, case .scalar(let keyScalar) = entry.key else {
            problems.add(reader.error(at: node, "\(shape); found \(reader.found(node))"))
            return []
        }
        let (keyNode, value) = (entry.key, entry.value)
        let key = keyScalar.string
        if key == "together" {
            return problems.attempt { () throws(ScenarioError) in [try togetherStep(key: keyNode, value: value, reader: reader)] } ?? []
        }
        if key == "expect" || key.hasPrefix("expect ") {
            let participant = key.dropFirst("expect".count).trimmingCharacters(in: .whitespaces)
            guard !participant.isEmpty else {
                problems.add(reader.error(at: keyNode, "`expect` needs a participant: - expect Kate:"))
                return []
            }
            return [expectStep(participant: participant, key: keyNode, value: value, reader: reader, problems: &problems)]
        }
        let verbs: [Node]
        switch value {
        case .scalar(let scalar) where !reader.isNull(scalar): verbs = [value]
        case .sequence(let sequence) where !sequence.isEmpty: verbs = Array(sequence)
        default:
            problems.add(reader.error(at: value, "expected a verb or a list of verbs for `\(key)`, found \(reader.found(value)): "
                + "- \(key): tap Send"))
            return [unread(by: key, at: keyNode, reader: reader)]
        }
        return verbs.map { verb in
            let command = problems.attempt { () throws(ScenarioError) -> Command in
                let line = try reader.string(verb, for: key, expected: "a verb or a list of verbs")
                do throws(CommandSyntaxError) {
                    return try CommandFiles.resolving(try CommandParser.parse(line), from: reader.folder)
                } catch {
                    throw reader.error(at: verb, error.message)
                }
            }
            guard let command else { return unread(by: key, at: verb, reader: reader) }
            return ScenarioStep(location: reader.location(of: verb), kind: .perform(participant: key, command: command))
        }
    }

    /// A step that could not be read, kept so that its participant is checked.
    private static func unread(by participant: String, at node: Node, reader: YAMLReader) -> ScenarioStep {
        ScenarioStep(location: reader.location(of: node), kind: .expect(participant: participant, expectations: [], within: nil))
    }
}
