import IMSimCore
import XCTest

/// `imsim --version` names imsim's version and the versions of what it writes and speaks, so a bug
/// report or a journal can be matched to the build that made it.
final class VersionTests: XCTestCase {
    func testVersionNamesTheWireProtocolAndTheJournal() throws {
        let result = try ImsimInvocation.run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let line = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(line.hasPrefix("imsim "), line)
        XCTAssertTrue(line.hasSuffix("(wire protocol \(Hello.currentProtocolVersion), journal \(RunInfo.journalVersion))"), line)
    }
}
