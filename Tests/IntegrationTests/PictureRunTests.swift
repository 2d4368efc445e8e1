import Foundation
import IMSimCore
import XCTest

/// Pictures of the phones, in embedded runs (the pictures are what is tested, not the processes):
/// `--screenshots`, `screenshot NAME`, `--device`, and
/// `snapshot:` expectations recorded, passing, then failing with the three pictures.
final class PictureRunTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "imsim-pictures-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A PNG's width and height, from its IHDR chunk.
    func pngSize(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> (Int, Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            XCTFail("\(path) is not a PNG", file: file, line: line)
            return nil
        }
        let bytes = [UInt8](data[16..<24])
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(0), number(4))
    }

    /// A JPEG's width and height, from its first frame header (SOF0 to SOF2).
    func jpegSize(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> (Int, Int)? {
        let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        guard bytes.starts(with: [0xFF, 0xD8]) else {
            XCTFail("\(path) is not a JPEG", file: file, line: line)
            return nil
        }
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if (0xC0...0xC2).contains(marker) {
                return (Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]), Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]))
            }
            index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        }
        XCTFail("\(path) has no frame header", file: file, line: line)
        return nil
    }

    func write(_ name: String, _ yaml: String) throws -> String {
        let path = folder + "/" + name
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testEachStepDrawsEveryPhoneOnItsDevice() throws {
        let scenario = try write("each-step.yaml", """
            name: Each step
            app: shopping-list
            device: iphone-8
            cast: [Kate, {name: John, device: iphone-pro-max}]
            steps:
              - Kate: open
              - expect Kate: {style: compact}
              - Kate: screenshot kate-open

            """)
        let artifacts = folder + "/run"
        // --device overrides the scenario's default (Kate's), not John's own.
        let run = try ImsimInvocation.run(["run", "--embedded", scenario, "--screenshots", "each-step", "--device", "iphone-se",
                                           "--artifacts", artifacts])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        run.invocation.assertNoProcessLeftBehind()
        for (name, size) in [("Kate", (640, 1136)), ("John", (1284, 2778))] {
            let screens = artifacts + "/phones/\(name)/screens"
            let files = try FileManager.default.contentsOfDirectory(atPath: screens).sorted()
            let steps = ["001-kate-open", "002-expect-kate-style", "003-kate-screenshot-kate-open"]
            XCTAssertEqual(files, [".small"] + steps.map { $0 + ".png" } + (name == "Kate" ? ["kate-open.png"] : []))
            // Each step's picture has the report's small one beside it, made by the phone; a screenshot has none.
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: screens + "/.small").sorted(), steps.map { $0 + ".jpg" })
            let small = jpegSize(screens + "/.small/001-kate-open.jpg")
            XCTAssertEqual(small?.0, 390)
            XCTAssertEqual(small?.1, Int((Double(size.1) * 390 / Double(size.0)).rounded()))
            for file in files where file.hasSuffix(".png") {
                let drawn = pngSize(screens + "/" + file)
                XCTAssertEqual(drawn?.0, size.0, "\(name)/\(file)")
                XCTAssertEqual(drawn?.1, size.1, "\(name)/\(file)")
            }
        }
        let journal = try String(contentsOfFile: artifacts + "/journal.jsonl", encoding: .utf8)
        XCTAssertTrue(journal.contains(#""devices":{"John":"iphone-pro-max","Kate":"iphone-se"}"#), String(journal.prefix(600)))
        // The extensions' pixels went through the run's folder in memory, gone with the run: what
        // is left there is a run's that is up (its lock held).
        for name in (try? FileManager.default.contentsOfDirectory(atPath: PictureHandoff.parent)) ?? [] where name.hasPrefix("embedded-") {
            let descriptor = open(PictureHandoff.parent + "/" + name + "/lock", O_RDONLY)
            defer { if descriptor >= 0 { close(descriptor) } }
            XCTAssertTrue(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) != 0, "\(name) left behind")
        }
    }

    func testAFailureDrawsEveryPhoneAndTheReportNamesThePictures() throws {
        let artifacts = folder + "/run"
        let run = try ImsimInvocation.run(["run", "--embedded", "scenarios/failing/visible-below-compact.yaml", "--artifacts", artifacts,
                                           "--actual-status"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains(#""Cup with vanilla scoops and sprinkles" is scrolled out of view in UICollectionView (a swipe or a drag scrolls it)"#),
                      run.stdout)
        for name in ["Kate", "John"] {
            let picture = artifacts + "/phones/\(name)/screens/002-expect-kate-visible-within-500ms.png"
            XCTAssertTrue(run.stdout.contains("  picture: \(picture)"), run.stdout)
            XCTAssertEqual(pngSize(picture)?.0, 640)
        }
        run.invocation.assertNoProcessLeftBehind()
    }

    func testASnapshotIsRecordedThenMatchesThenFailsWhenItDiffers() throws {
        let scenario = try write("snap.yaml", """
            name: Snapshot
            app: shopping-list
            device: iphone-se
            cast: [Kate, John]
            steps:
              - Kate: open
              - expect Kate: {snapshot: kate-home}

            """)
        let reference = folder + "/__snapshots__/kate-home.png"
        let missing = try ImsimInvocation.run(["run", "--embedded", scenario, "--artifacts", folder + "/missing"])
        XCTAssertEqual(missing.status, 1, missing.stdout)
        XCTAssertTrue(missing.stdout.contains("there is no such file; record it with --record-snapshots"), missing.stdout)
        XCTAssertFalse(missing.stdout.contains("not met within"), "no later picture can match: the step fails at once")

        let recorded = try ImsimInvocation.run(["run", "--embedded", scenario, "--record-snapshots", "--artifacts", folder + "/record"])
        XCTAssertEqual(recorded.status, 0, recorded.stdout + recorded.stderr)
        XCTAssertTrue(recorded.stdout.contains("recorded \(reference)"), recorded.stdout)
        XCTAssertEqual(pngSize(reference)?.0, 640)

        let compared = try ImsimInvocation.run(["run", "--embedded", scenario, "--artifacts", folder + "/compare"])
        XCTAssertEqual(compared.status, 0, compared.stdout + compared.stderr)

        // Another picture of the same size: Kate's phone with the app closed.
        let other = try write("other.yaml", """
            name: Other
            app: shopping-list
            device: iphone-se
            cast: [Kate, John]
            steps:
              - Kate: screenshot closed

            """)
        let drawn = try ImsimInvocation.run(["run", "--embedded", other, "--artifacts", folder + "/other"])
        XCTAssertEqual(drawn.status, 0, drawn.stdout + drawn.stderr)
        try FileManager.default.removeItem(atPath: reference)
        try FileManager.default.copyItem(atPath: folder + "/other/phones/Kate/screens/closed.png", toPath: reference)

        let differs = try ImsimInvocation.run(["run", "--embedded", scenario, "--artifacts", folder + "/differs"])
        XCTAssertEqual(differs.status, 1, differs.stdout + differs.stderr)
        let pattern = try NSRegularExpression(pattern: #"found (\d+) of 727040 pixels differ \(\d+\.\d\d%\), within x \d+, y \d+, \d+×\d+ pixels"#)
        XCTAssertNotNil(pattern.firstMatch(in: differs.stdout, range: NSRange(differs.stdout.startIndex..., in: differs.stdout)),
                        differs.stdout)
        for kind in ["expected", "actual", "difference"] {
            let path = folder + "/differs/phones/Kate/snapshots/kate-home-\(kind).png"
            XCTAssertTrue(differs.stdout.contains(path), differs.stdout)
            XCTAssertEqual(pngSize(path)?.1, 1136, kind)
        }
        differs.invocation.assertNoProcessLeftBehind()

        // Recorded again on another phone: said aloud, as it replaces the other phone's reference.
        let elsewhere = try ImsimInvocation.run(["run", "--embedded", scenario, "--device", "iphone-8", "--record-snapshots",
                                                 "--artifacts", folder + "/elsewhere"])
        XCTAssertEqual(elsewhere.status, 0, elsewhere.stdout + elsewhere.stderr)
        XCTAssertTrue(elsewhere.stdout.contains("replacing a picture of 640×1136 pixels with one of 750×1334"), elsewhere.stdout)
    }
}
