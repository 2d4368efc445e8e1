import IMSimCore
import IMSimScenario

/// What a person needs to see when a run fails: the reason, then each phone's screen, transcript,
/// staged message, recent lifecycle trace and its extension's last output.
public struct FailureReport {
    public let outcome: RunOutcome
    public let scenario: Scenario
    public let snapshots: [String: PhoneSnapshot]
    /// Each phone's picture at the failure (`--screenshots`), by participant.
    public var pictures: [String: String] = [:]

    public init(outcome: RunOutcome, scenario: Scenario, snapshots: [String: PhoneSnapshot], pictures: [String: String] = [:]) {
        self.outcome = outcome
        self.scenario = scenario
        self.snapshots = snapshots
        self.pictures = pictures
    }

    public var text: String {
        var lines: [String] = []
        switch outcome {
        case .passed: return ""
        case let .failed(reason): lines.append("FAILED: " + reason)
        case let .infrastructureFailure(reason): lines.append("ERROR: " + reason)
        }
        for member in scenario.cast {
            guard let snapshot = snapshots[member.name] else { continue }
            lines.append("")
            lines.append(contentsOf: PhoneReport.lines(member.name, snapshot))
            if let picture = pictures[member.name] { lines.append("  picture: \(PicturePaths.shown(picture))") }
        }
        return lines.joined(separator: "\n")
    }
}
