import Foundation
import XCTest

/// `imsim attach --json`: standard output is JSON Lines only, one object per line typed (looks
/// included) and per message of the console, so that a program can read it line by line.
final class ConsoleJSONTests: XCTestCase {
    func testEveryLineOfStandardOutputIsAJSONObject() throws {
        let name = "json-test-\(UUID().uuidString.prefix(6).lowercased())"
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        defer {
            _ = try? ImsimInvocation.run(["down", name])
            _ = try? up.waitForExit(seconds: 20)
        }
        XCTAssertTrue(up.waitForOutput("The run \(name) is up."), up.stdout + up.stderr)

        let typed = ["open", "screen", #"tap "New party""#, "show screen", "transcript", "help tap", "as John", "lifecycle",
                     "expect style: closed", "tapp"]
        let kate = try ImsimInvocation.run(["attach", "Kate", "--run", name, "--json", "-c", typed.joined(separator: "; ")])
        XCTAssertEqual(kate.status, 1, "`tapp` fails: \(kate.stdout)\(kate.stderr)")
        let lines = kate.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertFalse(lines.isEmpty, kate.stderr)
        var objects: [[String: Any]] = []
        for line in lines {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            XCTAssertNotNil(object, "not a JSON object: \(line)")
            objects += object.map { [$0] } ?? []
        }
        // One object per line typed, in order, each with its input; the rest are messages or notices.
        let reports = objects.filter { $0["input"] != nil }
        XCTAssertEqual(reports.compactMap { $0["input"] as? String }, typed)
        XCTAssertTrue(objects.allSatisfy { $0["input"] != nil || $0["message"] != nil || $0["notice"] != nil }, kate.stdout)
        XCTAssertTrue((objects.first?["message"] as? String)?.hasPrefix("attached to Kate's phone") ?? false, kate.stdout)
        XCTAssertEqual(reports.map { $0["ok"] as? Bool }, typed.map { $0 != "tapp" })

        // `screen` carries the screen element by element, in screen order, besides its text.
        let screen = try XCTUnwrap(reports[1]["screen"] as? [String: Any], "\(reports[1])")
        XCTAssertEqual(screen["style"] as? String, "compact")
        let elements = try XCTUnwrap(screen["elements"] as? [[String: Any]])
        XCTAssertTrue(elements.contains { $0["text"] as? String == "New party" && $0["kind"] as? String == "button" }, "\(elements)")
        XCTAssertTrue((reports[1]["output"] as? String)?.contains("button 'New party'") ?? false, "\(reports[1])")
        XCTAssertNotNil(reports[3]["screen"], "show screen carries it too")
        XCTAssertEqual(reports[6]["output"] as? String, "acting on John's phone")
    }
}
