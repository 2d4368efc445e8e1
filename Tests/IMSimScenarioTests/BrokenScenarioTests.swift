import Foundation
import IMSimCore
import IMSimScenario
import XCTest

/// Every file in `BrokenScenarios/` is wrong in one way (listed in its `expected.tsv` with a piece of the
/// message): each must be refused by the parser or the validator with file:line:column, in under a
/// second, without growing memory much. `imsim check` on the same files is `BrokenScenarioCheckTests`.
final class BrokenScenarioTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BrokenScenarios")
    let catalog = AppCatalog([
        "shopping-list": AppInfo(displayName: "Shopping List", controls: ["New party", "Send", "Add", "OK"]),
        "polls": AppInfo(displayName: "Polls", controls: ["Vote"]),
    ])

    /// (file name, expected piece of the message) for every corpus file.
    static func corpus() throws -> [(file: String, message: String)] {
        let manifest = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        return manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            let fields = $0.split(separator: "\t", maxSplits: 1)
            return (String(fields[0]), String(fields[1]))
        }
    }

    /// The error checking `path` gives (speed is `tools/bench`'s to measure, not a test's).
    func rejection(of path: String) -> ScenarioError? {
        do {
            let scenario = try ScenarioParser.parse(contentsOfFile: path)
            try ScenarioValidator.validate(scenario, catalog: catalog)
            return nil
        } catch {
            return error
        }
    }

    /// The peak resident set of this process, in bytes.
    static var peakResidentBytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    func assertRejected(_ path: String, saying message: String, file: StaticString = #filePath, line: UInt = #line) {
        let error = rejection(of: path)
        guard let error else { return XCTFail("\(path) was accepted", file: file, line: line) }
        XCTAssertEqual(error.location?.file, path, "\(error)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(error.location?.line ?? 0, 1, "\(error)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(error.location?.column ?? 0, 1, "\(error)", file: file, line: line)
        XCTAssertTrue(error.message.contains(message), "\(error) does not say \(message)", file: file, line: line)
    }

    func testEveryBrokenFileIsRejectedWithItsPlaceInBoundedMemory() throws {
        let corpus = try Self.corpus()
        XCTAssertGreaterThanOrEqual(corpus.count, 60)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yaml") }
        XCTAssertEqual(Set(files), Set(corpus.map(\.file)), "every corpus file is listed in expected.tsv, and only those")
        let peakBefore = Self.peakResidentBytes
        for (file, message) in corpus {
            assertRejected(Self.folder.appendingPathComponent(file).path, saying: message)
        }
        XCTAssertLessThan(Self.peakResidentBytes - peakBefore, 64 << 20, "the corpus raised the peak memory too much")
    }

    /// `imsim check` lists every problem (`ScenarioParser.read`) and reads the declared outcome first:
    /// both must refuse, or skip, what `parse` refuses, and place each problem.
    func testReadingAllProblemsAndTheOutcomePlacesEachProblem() throws {
        for (file, _) in try Self.corpus() {
            let path = Self.folder.appendingPathComponent(file).path
            guard let text = try? ScenarioParser.text(ofFile: path) else { continue }
            let (_, problems) = ScenarioParser.read(yaml: text, file: path)
            _ = ExpectedOutcome.declared(inScenarioText: text)
            if let first = problems.first {
                XCTAssertNotNil(first.location, "\(file): \(first)")
            }
        }
    }

    func testAnExpectationTypedAtAConsoleRefusesAliasesToo() {
        let bomb = "a: &a [x, x], b: &b [*a, *a], c: &c [*b, *b], {*c: 1}: style"
        XCTAssertThrowsError(try ScenarioParser.expectStep(participant: "Kate", yaml: bomb, source: "console")) { error in
            XCTAssertTrue("\(error)".contains("anchors (`&name`) are not allowed"), "\(error)")
        }
    }

    func testErrorsPointAtTheFault() throws {
        func error(_ name: String) -> String? { rejection(of: Self.folder.appendingPathComponent(name + ".yaml").path)?.description }
        XCTAssertTrue(error("duplicate-top-key")?.contains("duplicate-top-key.yaml:3:1: error: duplicate key `name`, "
            + "already at line 1, column 1") ?? false, error("duplicate-top-key") ?? "accepted")
        XCTAssertTrue(error("timeout-zero")?.contains("timeout-zero.yaml:4:10: error: `timeout` must be longer than 0") ?? false,
                      error("timeout-zero") ?? "accepted")
        XCTAssertTrue(error("latin1-byte")?.contains("latin1-byte.yaml:3:16: error: not UTF-8 text at byte 47") ?? false,
                      error("latin1-byte") ?? "accepted")
        XCTAssertTrue(error("utf16-le-bom")?.contains("utf16-le-bom.yaml:1:1: error: the file is UTF-16") ?? false,
                      error("utf16-le-bom") ?? "accepted")
        XCTAssertTrue(error("alias-undefined")?.contains("alias-undefined.yaml:5:11: error: aliases") ?? false,
                      error("alias-undefined") ?? "accepted")
        XCTAssertTrue(error("name-relay")?.contains("name-relay.yaml:3:14: error: `relay` is a name imsim uses") ?? false,
                      error("name-relay") ?? "accepted")
    }

    /// Made here rather than committed: a 20 MB file, a 1.1 MB `type` text, a 4 MB verb argument.
    func testHugeFilesAndValuesAreRejectedBeforeParsing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let head = "name: Huge\napp: shopping-list\ncast: [Kate]\nsteps:\n  - Kate: open\n"
        let cases: [(String, String, String)] = [
            ("twenty-mb.yaml", head + String(repeating: "  - Kate: send\n", count: 20 << 20 / 15), "larger than 10 MB"),
            ("type-text.yaml", head + "  - Kate: type \"" + String(repeating: "x", count: 1_100_000) + "\"\n", "a scenario value may have"),
            ("argument.yaml", head + "  - Kate: tap " + String(repeating: "y", count: 4 << 20) + "\n", "a scenario value may have"),
        ]
        let peakBefore = Self.peakResidentBytes
        for (name, text, message) in cases {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            assertRejected(path, saying: message)
        }
        XCTAssertLessThan(Self.peakResidentBytes - peakBefore, 128 << 20)
    }

    func testAnEndlessDeviceIsReadOnlyUpToTheLimit() {
        assertRejected("/dev/zero", saying: "larger than 10 MB")
    }
}
