import IMSimCore
import IMSimScenario

/// What the step engine asks of a snapshot expectation and what it is told: the judging itself (reading
/// and comparing pictures) is the runner's, given to the engine in `PictureSettings`.
public enum SnapshotJudge {
    public struct Request: Sendable {
        public var expectation: SnapshotExpectation
        public var location: SourceLocation
        public var participant: String
        public var scenarioFile: String
        /// The picture just taken.
        public var picture: String
        public var artifacts: String
        public var record: Bool

        public init(expectation: SnapshotExpectation, location: SourceLocation, participant: String, scenarioFile: String,
                    picture: String, artifacts: String, record: Bool) {
            self.expectation = expectation
            self.location = location
            self.participant = participant
            self.scenarioFile = scenarioFile
            self.picture = picture
            self.artifacts = artifacts
            self.record = record
        }
    }

    public struct Verdict: Equatable, Sendable {
        /// Nil when the picture matches (or was recorded).
        public var mismatch: Mismatch?
        /// What to tell the person although it passed: `recorded __snapshots__/compact.png`.
        public var note: String?
        /// True when no later picture can match (no reference, an unreadable one, another size): the
        /// step fails at once instead of waiting out its time.
        public var isFinal: Bool

        public init(mismatch: Mismatch? = nil, note: String? = nil, isFinal: Bool = false) {
            self.mismatch = mismatch
            self.note = note
            self.isFinal = isFinal
        }
    }

    /// For an engine given no judge: every snapshot expectation fails, saying so.
    public static func unavailable(_ request: Request) -> Verdict {
        Verdict(mismatch: Mismatch(location: request.location, what: "\(request.participant)'s screen",
                                   expected: "a picture compared with \(request.expectation.referencePath(scenarioFile: request.scenarioFile))",
                                   actual: "no snapshot judge was given to this run"))
    }
}
