import Foundation
import XCTest

/// Two `imsim up --name` at once, and names that would reach the terminal raw.
final class RunNamingProcessTests: XCTestCase {
    func testTwoRunsUpTogetherWithOneNameGetTwoNamesAndTwoFolders() throws {
        let name = "twin-\(UUID().uuidString.prefix(6).lowercased())"
        let first = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        let second = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        defer {
            _ = try? ImsimInvocation.run(["down", name])
            _ = try? ImsimInvocation.run(["down", name + "-2"])
        }
        for up in [first, second] { XCTAssertTrue(up.waitForOutput(" is up."), up.stdout + up.stderr) }
        let names = [first, second].map { up in up.stdout.split(separator: "\n").first { $0.hasPrefix("The run ") }.map(String.init) ?? "" }
        XCTAssertEqual(Set(names), ["The run \(name) is up.", "The run \(name)-2 is up."])
        for run in [name, name + "-2"] {
            XCTAssertEqual(try ImsimInvocation.run(["down", run]).status, 0)
        }
        for up in [first, second] { XCTAssertEqual(try up.waitForExit(seconds: 20), 0, up.stdout + up.stderr) }
        let folders = [first, second].map { up in up.stdout.split(separator: "\n").first { $0.hasPrefix("artifacts: ") } }
        XCTAssertNotEqual(folders[0], folders[1])
    }

    func testANameWithEscapesAndNewlinesIsShownEscaped() throws {
        let tag = UUID().uuidString.prefix(6).lowercased()
        let name = "evil-\(tag)\u{1B}[2J\nrow"
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        XCTAssertTrue(up.waitForOutput(" is up."), up.stdout + up.stderr)
        let ps = try ImsimInvocation.run(["ps"])
        XCTAssertFalse(ps.stdout.contains("\u{1B}"), ps.stdout)
        let rows = ps.stdout.split(separator: "\n").filter { $0.contains("evil-\(tag)") }
        XCTAssertEqual(rows.count, 1, ps.stdout)
        XCTAssertTrue(rows.first?.hasPrefix(#"evil-\#(tag)\u{1B}[2J\nrow"#) ?? false, ps.stdout)
        XCTAssertFalse(up.stdout.contains("\u{1B}"), up.stdout)
        XCTAssertEqual(try ImsimInvocation.run(["down", name]).status, 0)
        XCTAssertEqual(try up.waitForExit(seconds: 20), 0, up.stdout + up.stderr)
    }
}
