import IMSimCore

/// Checks a parsed scenario against the app catalog before anything runs. Pure.
public enum ScenarioValidator {
    /// Throws the first problem, in file order: an unknown app, an empty cast, a name cast twice, then
    /// per step an unknown participant, `open` of another app, or `tap` of a control the app does not have.
    public static func validate(_ scenario: Scenario, catalog: AppCatalog) throws(ScenarioError) {
        if let first = problems(in: scenario, catalog: catalog).first { throw first }
    }

    /// Every problem, in file order: the first of the app, the cast, the installs and the conversations
    /// each, then the first of each step. Controls are checked only when the app is known.
    public static func problems(in scenario: Scenario, catalog: AppCatalog) -> [ScenarioError] {
        var problems: [ScenarioError] = []
        func check(_ body: () throws(ScenarioError) -> Void) {
            do { try body() } catch { problems.append(error) }
        }
        let app = catalog[scenario.app]
        if app == nil {
            let known = catalog.keys.map { "\($0) (\(catalog[$0]?.displayName ?? $0))" }.joined(separator: ", ")
            problems.append(ScenarioError(location: scenario.appLocation,
                                          message: "unknown app `\(scenario.app)`; known apps: \(known.isEmpty ? "none" : known)"))
        }
        check { () throws(ScenarioError) in try validateCast(scenario) }
        check { () throws(ScenarioError) in try validateInstalls(scenario) }
        check { () throws(ScenarioError) in try validateConversations(scenario) }
        for step in scenario.steps {
            check { () throws(ScenarioError) in try validate(step, in: scenario, app: app) }
        }
        return problems
    }

    private static func validateCast(_ scenario: Scenario) throws(ScenarioError) {
        guard !scenario.cast.isEmpty else {
            throw ScenarioError(location: scenario.castLocation,
                                message: "the cast is empty; name at least one participant: cast: [Kate, John]")
        }
        guard scenario.cast.count <= RunLimits.maximumCastSize else {
            throw ScenarioError(location: scenario.castLocation, message: "the cast has \(scenario.cast.count) participants; "
                + "a run starts at most \(RunLimits.maximumCastSize)")
        }
        var seen: [String: CastMember] = [:]
        for member in scenario.cast {
            guard !member.name.isEmpty else {
                throw ScenarioError(location: member.location, message: "a participant needs a name: cast: [Kate, John]")
            }
            if let problem = nameProblem(member.name) ?? reservedProblem(member.name) {
                throw ScenarioError(location: member.location, message: "`\(member.name.escapedForMessage)` \(problem)")
            }
            // Each phone's files and sockets are named after its owner, in lower case.
            if let first = seen[member.name.lowercased()] {
                let already = first.name == member.name ? "" : " as `\(first.name)`"
                throw ScenarioError(location: member.location, message: "`\(member.name)` is already in the cast\(already) "
                    + "(line \(first.location.line)); names must differ\(already.isEmpty ? "" : ", also in case")")
            }
            seen[member.name.lowercased()] = member
        }
    }

    private static func validateInstalls(_ scenario: Scenario) throws(ScenarioError) {
        for member in scenario.installedOn ?? [] {
            try requireCast(member, in: scenario, for: "installed-on")
        }
    }

    /// Each conversation has a valid, unique name and distinct participants of the cast;
    /// each participant is in at least one.
    private static func validateConversations(_ scenario: Scenario) throws(ScenarioError) {
        var names: Set<String> = []
        for conversation in scenario.conversations {
            if conversation.name.isEmpty || nameProblem(conversation.name) != nil || conversation.name.contains(" ") {
                let why = nameProblem(conversation.name).map { " (it \($0))" } ?? ""
                throw ScenarioError(location: conversation.location, message: "`\(conversation.name.escapedForMessage)` cannot "
                    + "name a conversation\(why); use letters, digits and dashes: kate-and-john")
            }
            guard names.insert(conversation.name).inserted else {
                throw ScenarioError(location: conversation.location, message: "conversation `\(conversation.name)` is set up twice")
            }
            var seen: Set<String> = []
            for member in conversation.members {
                try requireCast(member, in: scenario, for: conversation.name)
                guard seen.insert(member.name).inserted else {
                    throw ScenarioError(location: member.location, message: "`\(member.name)` is twice in `\(conversation.name)`")
                }
            }
            guard !seen.isEmpty else {
                throw ScenarioError(location: conversation.location,
                                    message: "conversation `\(conversation.name)` has no participants: \(conversation.name): [Kate, John]")
            }
        }
        for member in scenario.cast where scenario.conversations(of: member.name).isEmpty {
            throw ScenarioError(location: member.location, message: "`\(member.name)` is in no conversation; "
                + "add them to one under `conversations`")
        }
    }

    private static func requireCast(_ member: CastMember, in scenario: Scenario, for key: String) throws(ScenarioError) {
        guard scenario.participants.contains(member.name) else {
            throw ScenarioError(location: member.location, message: "unknown participant `\(member.name)` in `\(key)`; "
                + "the cast is \(scenario.participants.joined(separator: ", "))")
        }
    }

    /// Longest participant name, in UTF-8 bytes: socket paths must fit in 107 bytes.
    public static let maximumNameLength = 40

    /// Names the supervisor gives its own processes and files; a participant named so would clash.
    public static let reservedNames: Set<String> = ["relay", "run", "runner", "console", "control", "supervisor"]

    /// Why a name cannot be a participant's or a conversation's, or nil. Names become argv words, file
    /// and socket names, so each must be usable as is there.
    static func nameProblem(_ name: String) -> String? {
        if name.utf8.count > maximumNameLength { return "is longer than \(maximumNameLength) bytes" }
        if let bad = name.unicodeScalars.first(where: { $0 == "/" || $0 == "," || $0 == "=" || $0 == "\\"
            || $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator }) {
            return "contains `\(bad.escaped(asASCII: true))`, which a name cannot"
        }
        if name.hasPrefix("-") { return "starts with `-`, which would read as an option on a command line" }
        if name == "." || name == ".." { return "cannot name a file" }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            return "starts or ends with a space"
        }
        return nil
    }

    /// Why `name` cannot be a participant's (`"starts with `-`..."`), or nil; for casts given outside a
    /// scenario, as `imsim up --cast` does.
    public static func participantNameProblem(_ name: String) -> String? {
        name.isEmpty ? "is empty" : nameProblem(name) ?? reservedProblem(name)
    }

    static func reservedProblem(_ name: String) -> String? {
        reservedNames.contains(name.lowercased())
            ? "is a name imsim uses for its own processes; reserved: \(reservedNames.sorted().joined(separator: ", "))"
            : nil
    }

    private static func validate(_ step: ScenarioStep, in scenario: Scenario, app: AppInfo?) throws(ScenarioError) {
        if case .together(let steps) = step.kind {
            for inner in steps { try validate(inner, in: scenario, app: app) }
            return
        }
        guard scenario.participants.contains(step.participant) else {
            throw ScenarioError(location: step.location, message: "unknown participant `\(step.participant)`; "
                + "the cast is \(scenario.participants.joined(separator: ", "))")
        }
        let conversations = scenario.conversations(of: step.participant).map(\.name)
        guard case .perform(_, let command) = step.kind else {
            if case .expect(_, let expectations, _) = step.kind {
                for case let expectation in expectations {
                    guard case .conversation(let name) = expectation.kind, !conversations.contains(name) else { continue }
                    throw ScenarioError(location: expectation.location, message: "\(step.participant) is not in a "
                        + "conversation `\(name)`; \(step.participant)'s conversations: \(conversations.joined(separator: ", "))")
                }
            }
            return
        }
        switch command {
        case .switchConversation(let name) where !conversations.contains(name):
            throw ScenarioError(location: step.location, message: "\(step.participant) is not in a conversation `\(name)`; "
                + "\(step.participant)'s conversations: \(conversations.joined(separator: ", "))")
        case .openApp where !scenario.hasApp(step.participant):
            throw ScenarioError(location: step.location, message: "\(step.participant)'s phone does not have `\(scenario.app)`; "
                + "it is installed on \(scenario.installedOn?.map(\.name).joined(separator: ", ") ?? "")")
        case .openApp(let key?) where key != scenario.app:
            throw ScenarioError(location: step.location,
                                message: "`open \(key)` opens another app; this scenario's app is `\(scenario.app)`: open, or open \(scenario.app)")
        case .tap(let control) where app?.controls.map({ !$0.contains(control) }) ?? false:
            throw ScenarioError(location: step.location, message: "`tap` of unknown control `\(control)`; "
                + "\(app?.displayName ?? scenario.app) has: \(declared(app))")
        case .gesture(.toggle(let name)) where app?.controls.map({ !$0.contains(name) }) ?? false,
             .gesture(.setValue(_, let name?)) where app?.controls.map({ !$0.contains(name) }) ?? false,
             .gesture(.pick(_, let name?)) where app?.controls.map({ !$0.contains(name) }) ?? false:
            throw ScenarioError(location: step.location, message: "`\(command.verbText)` names unknown control `\(name)`; "
                + "\(app?.displayName ?? scenario.app) has: \(declared(app))")
        case .type(_, let field?) where app?.controls.map({ !$0.contains(field) }) ?? false:
            throw ScenarioError(location: step.location, message: "`type` into unknown field `\(field)`; "
                + "\(app?.displayName ?? scenario.app) has: \(declared(app))")
        default:
            return
        }
    }

    private static func declared(_ app: AppInfo?) -> String {
        (app?.controls ?? []).sorted().map(quotedIfNeeded).joined(separator: ", ")
    }

    private static func quotedIfNeeded(_ name: String) -> String {
        name.contains(where: { $0 == " " || $0 == "," || $0 == "\"" }) || name.isEmpty ? "\"\(name)\"" : name
    }
}

extension String {
    /// The text for an error message: control characters escaped, at most 60 characters.
    var escapedForMessage: String {
        let escaped = unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
        return escaped.count > 60 ? escaped.prefix(57) + "..." : escaped
    }
}
