import Foundation
import IMSimModel

/// What `report.html` shows of one run, as its script reads it (JSON in the page). Times are
/// milliseconds from the journal's first entry.
public struct RunReport: Codable, Sendable {
    public struct Step: Codable, Sendable {
        public var text: String
        public var location: String
        /// `passed`, `failed`, `skipped`, or `unfinished` when the run ended during it.
        public var outcome: String
        public var milliseconds: Double?
        public var failure: String?
        public var start: Double?
        public var end: Double?
        /// Each phone's picture after the step (an index in `pictures`), in cast order; nil: none
        /// drawn; empty when no phone's was.
        public var after: [Int?]
    }

    /// A picture of a phone or a bubble: `source` is a data URI of a small JPEG when embedded, `file`
    /// the full picture beside the report.
    public struct Picture: Codable, Sendable {
        public var file: String
        public var source: String?
    }

    public struct Bubble: Codable, Sendable {
        public var sender: String
        public var kind: String
        /// Its caption, text or summary.
        public var text: String
        /// Its URL's query items and other texts, when it has them.
        public var detail: String?
        public var picture: Int?
        /// When it appeared on this phone; nil when the journal does not say.
        public var time: Double?
    }

    public struct Phone: Codable, Sendable {
        public var name: String
        public var device: String?
        /// The conversation on screen at the end, oldest first.
        public var transcript: [Bubble]
        public var staged: String?
    }

    public struct Latency: Codable, Sendable {
        public struct Bin: Codable, Sendable {
            public var from: Double
            public var to: Double
            public var count: Int
        }

        public var count: Int
        public var p50: Double
        public var p90: Double
        public var p99: Double
        public var max: Double
        public var histogram: [Bin]
    }

    /// A process's CPU time and peak memory when the run ended.
    public struct ProcessFigure: Codable, Sendable {
        public var name: String
        public var cpuMilliseconds: Double
        public var peakKilobytes: Int
    }

    public struct Figures: Codable, Sendable {
        public var actions: Int
        public var messages: Int
        public var deliveries: [String: Int]
        public var launches: Int
        public var crashes: Int
        public var latency: Latency?
        /// Phones, the relay and the runner, where their use could be read.
        public var processes: [ProcessFigure]
    }

    // A property added here is written by `writeJSON` too (RunReportTests compares it with JSONEncoder).
    public var name: String
    public var file: String?
    /// `passed`, `failed`, `error`, `ended`, or `unfinished` (no result was written).
    public var outcome: String
    public var reason: String?
    public var seed: UInt64?
    public var started: String?
    public var command: [String]
    public var cast: [String]
    public var duration: Double
    public var steps: Steps
    public var failedStep: Int?
    public var pictures: [Picture]
    public var phones: [Phone]
    public var launches: [ReportTimeline.Launch]
    public var deliveries: [ReportTimeline.Delivery]
    public var figures: Figures
    /// What the report leaves out, in words (pictures not drawn or not embedded, lines not kept).
    public var notes: [String]
    /// How the scenario declares it must end, and whether it did (`RunResult.declared`).
    public var declared: String?
    public var endedAsDeclared: Bool?
}
