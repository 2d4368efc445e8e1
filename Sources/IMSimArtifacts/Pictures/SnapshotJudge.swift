import Foundation
import IMSimCore
import IMSimGraphics
import IMSimModel
import IMSimScenario

/// Compares a phone's picture with a `snapshot:` expectation's reference in `__snapshots__` beside the
/// scenario, or records it there (`--record-snapshots`). On a mismatch it writes the expected, actual
/// and difference pictures into the run's artifacts and names them.
extension SnapshotJudge {
    /// Judges `request`, then removes its picture (kept as `NAME-actual.png` on a mismatch).
    public static func judge(_ request: Request) -> Verdict {
        defer { try? FileManager.default.removeItem(atPath: request.picture) }
        return verdict(request)
    }

    static func verdict(_ request: Request) -> Verdict {
        let expectation = request.expectation
        let reference = expectation.referencePath(scenarioFile: request.scenarioFile)
        let manager = FileManager.default
        func mismatch(_ expected: String, _ actual: String, isFinal: Bool = false) -> Verdict {
            Verdict(mismatch: Mismatch(location: request.location, what: "\(request.participant)'s screen",
                                       expected: expected, actual: actual), isFinal: isFinal)
        }
        guard let actualData = manager.contents(atPath: request.picture) else {
            return mismatch("a picture like \(reference)", "no picture was written at \(request.picture)")
        }
        if request.record {
            // A reference of another size was taken on another device: replacing it is said aloud.
            let former = manager.contents(atPath: reference).flatMap(PNGInfo.init(data:))
            let now = PNGInfo(data: actualData)
            do {
                try manager.createDirectory(atPath: (reference as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try actualData.write(to: URL(fileURLWithPath: reference))
            } catch {
                return mismatch("to record \(reference)", "cannot write it: \(error)")
            }
            if let former, let now, former.width != now.width || former.height != now.height {
                return Verdict(note: "recorded \(reference), replacing a picture of \(former.width)×\(former.height) pixels "
                    + "with one of \(now.width)×\(now.height) (another device?: a name per device keeps both)")
            }
            return Verdict(note: "recorded \(reference)")
        }
        let folder = PicturePaths.snapshots(artifacts: request.artifacts, participant: request.participant)
        let base = folder + "/" + expectation.name
        let (expectedPath, actualPath, differencePath) = (base + "-expected.png", base + "-actual.png", base + "-difference.png")
        func keep(_ data: Data, at path: String) {
            try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? data.write(to: URL(fileURLWithPath: path))
        }
        guard let referenceData = manager.contents(atPath: reference) else {
            keep(actualData, at: actualPath)
            return mismatch("the picture \(reference)", "there is no such file; record it with --record-snapshots "
                + "(\(ExecutableName.invocation) run \(request.scenarioFile) --record-snapshots); this run's picture is \(PicturePaths.shown(actualPath))",
                            isFinal: true)
        }
        guard let expected = Canvas.decode(png: referenceData) else {
            return mismatch("the picture \(reference)", "it is not a PNG imsim can read; record it again with --record-snapshots",
                            isFinal: true)
        }
        guard let actual = Canvas.decode(png: actualData) else {
            return mismatch("the picture \(reference)", "the phone's picture \(request.picture) could not be read")
        }
        guard expected.width == actual.width, expected.height == actual.height else {
            keep(referenceData, at: expectedPath)
            keep(actualData, at: actualPath)
            return mismatch("the picture \(reference) (\(expected.width)×\(expected.height) pixels)",
                            "a picture of \(actual.width)×\(actual.height) pixels (another device?); "
                                + "see \(PicturePaths.shown(expectedPath)), \(PicturePaths.shown(actualPath))", isFinal: true)
        }
        let actualWords = actual.argbWords()
        var mask: [Bool] = []
        let comparison = PictureComparison.compare(expected: expected.argbWords(), actual: actualWords, width: actual.width,
                                                   height: actual.height, tolerance: expectation.tolerance, mask: &mask)
        guard comparison.matchingFraction < expectation.precision else { return Verdict() }
        keep(referenceData, at: expectedPath)
        keep(actualData, at: actualPath)
        let difference = Canvas(width: actual.width, height: actual.height,
                                argbWords: PictureComparison.differenceWords(actual: actualWords, mask: mask))
        keep(difference.pngData(), at: differencePath)
        let percent = Double(comparison.differing) / Double(max(comparison.total, 1)) * 100
        let box = comparison.bounds.map { "x \($0.x), y \($0.y), \($0.width)×\($0.height) pixels" } ?? ""
        let allowed = expectation.precision < 1 ? " (precision \(expectation.precision) allows "
            + "\(Int((Double(comparison.total) * (1 - expectation.precision)).rounded(.down))))" : ""
        let tolerance = expectation.tolerance > 0 ? " by more than \(expectation.tolerance) a channel" : ""
        return mismatch("the picture \(reference)",
                        "\(comparison.differing) of \(comparison.total) pixels differ\(tolerance) "
                            + "(\(String(format: "%.2f", percent))%)\(allowed), within \(box); "
                            + "see \(PicturePaths.shown(expectedPath)), \(PicturePaths.shown(actualPath)), "
                            + "\(PicturePaths.shown(differencePath))")
    }
}

extension PictureSettings {
    /// Settings whose snapshot expectations the runner judges.
    public init(screenshots: ScreenshotMode = .failure, recordSnapshots: Bool = false) {
        self.init(screenshots: screenshots, recordSnapshots: recordSnapshots, judge: SnapshotJudge.judge)
    }
}
