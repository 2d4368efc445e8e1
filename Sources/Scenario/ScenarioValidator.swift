import IMSimCore

/// Checks a parsed scenario against the app catalog before anything runs. Pure.
public enum ScenarioValidator {
    /// Throws the first problem, in file order: an unknown app, an empty cast, a name cast twice, then
    /// per step an unknown participant, `open` of another app, or `tap` of a control the app does not have.
    public static func validate(_ scenario: Scenario, catalog: AppCatalog) throws(ScenarioError) {
        guard let app = catalog[scenario.app] else {
            let known = catalog.keys.map { "\($0) (\(catalog[$0]?.displayName ?? $0))" }.joined(separator: ", ")
            throw ScenarioError(location: scenario.appLocation,
                                message: "unknown app `\(scenario.app)`; known apps: \(known.isEmpty ? "none" : known)")
        }
        try validateCast(scenario)
        for step in scenario.steps {
            try validate(step, in: scenario, app: app)
        }
    }

    private static func validateCast(_ scenario: Scenario) throws(ScenarioError) {
        guard !scenario.cast.isEmpty else {
            throw ScenarioError(location: scenario.castLocation,
                                message: "the cast is empty; name at least one participant: cast: [Kate, John]")
        }
        var seen: [String: CastMember] = [:]
        for member in scenario.cast {
            guard !member.name.isEmpty else {
                throw ScenarioError(location: member.location, message: "a participant needs a name: cast: [Kate, John]")
            }
            if let problem = nameProblem(member.name) {
                throw ScenarioError(location: member.location, message: "`\(member.name)` \(problem)")
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

    /// Longest participant name, in UTF-8 bytes: socket paths must fit in 107 bytes.
    public static let maximumNameLength = 40

    /// Why a name cannot be a participant's, or nil.
    static func nameProblem(_ name: String) -> String? {
        if name.utf8.count > maximumNameLength { return "is longer than \(maximumNameLength) bytes" }
        if let bad = name.unicodeScalars.first(where: { $0 == "/" || $0 == "," || $0 == "=" || $0.properties.generalCategory == .control }) {
            return "contains `\(bad.escaped(asASCII: true))`, which a participant's name cannot"
        }
        return nil
    }

    private static func validate(_ step: ScenarioStep, in scenario: Scenario, app: AppInfo) throws(ScenarioError) {
        guard scenario.participants.contains(step.participant) else {
            throw ScenarioError(location: step.location, message: "unknown participant `\(step.participant)`; "
                + "the cast is \(scenario.participants.joined(separator: ", "))")
        }
        guard case .perform(_, let command) = step.kind else { return }
        switch command {
        case .openApp(let key?) where key != scenario.app:
            throw ScenarioError(location: step.location,
                                message: "`open \(key)` opens another app; this scenario's app is `\(scenario.app)`: open, or open \(scenario.app)")
        case .tap(let control) where !app.controls.contains(control):
            throw ScenarioError(location: step.location, message: "`tap` of unknown control `\(control)`; "
                + "\(app.displayName) has: \(app.controls.sorted().map(quotedIfNeeded).joined(separator: ", "))")
        case .type(_, let field?) where !app.controls.contains(field):
            throw ScenarioError(location: step.location, message: "`type` into unknown field `\(field)`; "
                + "\(app.displayName) has: \(app.controls.sorted().map(quotedIfNeeded).joined(separator: ", "))")
        default:
            return
        }
    }

    private static func quotedIfNeeded(_ name: String) -> String {
        name.contains(where: { $0 == " " || $0 == "," || $0 == "\"" }) || name.isEmpty ? "\"\(name)\"" : name
    }
}
