import IMSimCore
import IMSimScenario
import Foundation
import XCTest

/// The verbs that work value controls: toggle, select-segment, set-value, pick, memory-warning.
final class GestureVerbTests: XCTestCase {
    func testParsesEachShape() throws {
        let cases: [(String, ControlGesture)] = [
            ("toggle \"Notify me\"", .toggle("Notify me")),
            ("select-segment Week", .selectSegment("Week")),
            ("set-value 3", .setValue(3, on: nil)),
            ("set-value 0.5 on Volume", .setValue(0.5, on: "Volume")),
            ("set-value -2 on \"on\"", .setValue(-2, on: "on")),
            ("pick Tuesday", .pick("Tuesday", in: nil)),
            ("pick 19:30 in \"Start time\"", .pick("19:30", in: "Start time")),
            ("memory-warning", .memoryWarning),
            ("pick-photo beach.jpg", .pickPhoto("beach.jpg")),
            ("pick-photo \"beach day.jpg\"", .pickPhoto("beach day.jpg")),
            ("cancel-photo-picker", .cancelPhotoPicker),
        ]
        for (line, gesture) in cases {
            XCTAssertEqual(try CommandParser.parse(line), .gesture(gesture), line)
            XCTAssertEqual(try CommandParser.parse(gesture.verbText), .gesture(gesture), gesture.verbText)
        }
        XCTAssertEqual(ControlGesture.setValue(3, on: "Guests").verbText, "set-value 3 on Guests")
    }

    func testErrorsShowTheShape() {
        func message(_ line: String) -> String? {
            do { _ = try CommandParser.parse(line); return nil } catch { return error.message }
        }
        XCTAssertEqual(message("toggle"), "`toggle` takes one switch; quote a name with spaces: toggle \"Notify me\"")
        XCTAssertEqual(message("set-value loud"), "`set-value` needs a number, not `loud`: set-value 3, or set-value 0.5 on Volume")
        XCTAssertEqual(message("set-value 3 Guests"),
                       "`set-value` takes a number, then optionally `on CONTROL`: set-value 3, or set-value 0.5 on Volume")
        XCTAssertEqual(message("set-value nan"), "`set-value` needs a number, not `nan`: set-value 3, or set-value 0.5 on Volume")
        XCTAssertEqual(message("pick"), "`pick` takes a row title, then optionally `in PICKER`: pick Tuesday, or pick 19:30 in \"Start time\"")
        XCTAssertEqual(message("memory-warning now"), "`memory-warning` takes no arguments: memory-warning")
        XCTAssertEqual(message("pick-photo"), "`pick-photo` takes one PNG or JPEG file; quote a name with spaces: pick-photo \"beach day.jpg\"")
        XCTAssertEqual(message("cancel-photo-picker now"), "`cancel-photo-picker` takes no arguments")
    }

    func testAPhotosPathIsFoundFromTheFolderAndAMissingOneIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xFF, 0xD8, 0xFF]).write(to: folder.appendingPathComponent("beach.jpg"))
        let resolved = try CommandFiles.resolving(try CommandParser.parse("pick-photo beach.jpg"), from: folder.path)
        XCTAssertEqual(resolved, .gesture(.pickPhoto(folder.appendingPathComponent("beach.jpg").path)))
        XCTAssertEqual(try CommandFiles.resolving(.pressSend, from: folder.path), .pressSend, "other commands pass through")
        XCTAssertThrowsError(try CommandFiles.resolving(.gesture(.pickPhoto("lake.jpg")), from: folder.path)) { error in
            XCTAssertEqual((error as? CommandSyntaxError)?.message, "no photo `lake.jpg`: looked for \(folder.path)/lake.jpg; "
                + "`pick-photo` takes a PNG or JPEG file (a path from the scenario's folder)")
        }
    }

    func testScreenContainsReadsValueControlsAndOpenedURLs() {
        let screen = ScreenSnapshot(elements: [
            ScreenElement(kind: .switch, text: "Notify me", value: "on"),
            ScreenElement(kind: .segmentedControl, text: nil, value: "Week"),
        ], openedURLs: ["app://open"])
        XCTAssertEqual(screen.elements.map(\.valueText), ["Notify me: on", "Week"])
        let snapshot = PhoneSnapshot(name: "Kate", app: RunningApp(bundleIdentifier: "b", style: .compact, screen: screen))
        let holds = Expectation(location: SourceLocation(file: "f", line: 1, column: 1), kind: .screenContains(["Notify me: on", "Week", "app://open"]))
        XCTAssertEqual(ExpectationChecker.mismatches(holds, in: snapshot), [])
        let fails = Expectation(location: SourceLocation(file: "f", line: 1, column: 1), kind: .screenContains(["Notify me: off"]))
        let actual = ExpectationChecker.mismatches(fails, in: snapshot).first?.actual ?? ""
        XCTAssertTrue(actual.contains("\"Notify me: on\" (switch)"), actual)
    }
}
