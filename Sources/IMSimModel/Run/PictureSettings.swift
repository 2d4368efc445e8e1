import Foundation
import IMSimCore
import IMSimScenario

/// When a run draws each phone's screen into its artifacts (`imsim run --screenshots`).
public enum ScreenshotMode: String, CaseIterable, Sendable {
    /// Every phone after every step, and at a failure.
    case eachStep = "each-step"
    /// Every phone at the failing step (the default).
    case failure
    case none
}

/// What a run does with pictures of the phones' screens.
public struct PictureSettings: Sendable {
    public var screenshots: ScreenshotMode
    /// `snapshot:` expectations write their references instead of comparing (`--record-snapshots`).
    public var recordSnapshots: Bool
    /// Compares a picture with a snapshot expectation's reference; the runner's own unless a test
    /// replaces it.
    public var judge: @Sendable (SnapshotJudge.Request) -> SnapshotJudge.Verdict

    /// `judge`: the runner's `SnapshotJudge.judge`, or a test's.
    public init(screenshots: ScreenshotMode = .failure, recordSnapshots: Bool = false,
                judge: @escaping @Sendable (SnapshotJudge.Request) -> SnapshotJudge.Verdict) {
        self.screenshots = screenshots
        self.recordSnapshots = recordSnapshots
        self.judge = judge
    }

    /// At most this many phones are drawn at a failure or after a step: a large cast's pictures would
    /// take longer than the run (the first ones in cast order are drawn).
    public static let maximumPhonesDrawn = 32
}

/// Where a run keeps its pictures, in its artifacts folder.
public enum PicturePaths {
    /// `phones/<name>/screens/<NNN>-<short step>.png`: the picture of step `index` (from 0).
    public static func step(artifacts: String, participant: String, index: Int, step: ScenarioStep) -> String {
        screens(artifacts: artifacts, participant: participant)
            + "/" + String(format: "%03d", index + 1) + "-" + shortName(of: step) + ".png"
    }

    /// The small picture a report shows of the step picture at `path`: `screens/.small/<NNN>-<step>.jpg`,
    /// `smallWidth` pixels wide, made by the phone from the pixels it drew (a report then decodes no PNG).
    public static func small(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().path + "/.small/" + url.deletingPathExtension().lastPathComponent + ".jpg"
    }

    /// The width of a report's picture of a phone, in pixels (a 3x screen's points).
    public static let smallWidth = 390

    /// `phones/<name>/screens`.
    public static func screens(artifacts: String, participant: String) -> String {
        artifacts + "/phones/" + participant + "/screens"
    }

    /// `phones/<name>/snapshots`.
    public static func snapshots(artifacts: String, participant: String) -> String {
        artifacts + "/phones/" + participant + "/snapshots"
    }

    /// A `screenshot NAME` verb's picture when NAME is not an absolute path: `screens/NAME.png`.
    public static func resolve(_ path: String, artifacts: String, participant: String) -> String {
        path.hasPrefix("/") ? path : screens(artifacts: artifacts, participant: participant) + "/" + path + ".png"
    }

    /// The step as a file name: `kate-tap-new-party`, at most 40 characters.
    static func shortName(of step: ScenarioStep) -> String {
        let words = step.description.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = ""
        for word in words {
            let next = name.isEmpty ? String(word) : name + "-" + word
            if next.count > 40 { break }
            name = next
        }
        return name.isEmpty ? "step" : name
    }

    /// `path` from the working directory when it is inside it.
    public static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }
}
