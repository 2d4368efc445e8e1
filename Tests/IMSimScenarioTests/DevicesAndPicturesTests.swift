import IMSimCore
import IMSimScenario
import XCTest

/// `device`, cast members' devices, `screenshot NAME`, and the picture and layout expectations
/// (`snapshot`, `precision`, `tolerance`, `visible`, `not-visible`, `truncated`), at parse level.
final class DevicesAndPicturesTests: XCTestCase {
    func parse(_ yaml: String) throws -> Scenario { try ScenarioParser.parse(yaml: yaml, file: "party.yaml") }

    func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parse(yaml)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func scenario(cast: String = "[Kate, John]", device: String? = nil, steps: String) -> String {
        "name: Party\napp: shopping-list\n" + (device.map { "device: \($0)\n" } ?? "") + "cast: \(cast)\nsteps:\n" + steps
    }

    // MARK: Devices

    func testTheScenarioAndEachMemberMayNameADevice() throws {
        let parsed = try parse(scenario(cast: "[Kate, {name: John, device: iPhone-5s}]", device: "iphone-8",
                                        steps: "  - Kate: open\n"))
        XCTAssertEqual(parsed.device, "iphone-8")
        XCTAssertEqual(parsed.participants, ["Kate", "John"])
        XCTAssertEqual(parsed.cast[1].device, "iphone-se", "an alias reads as its device's id")
        XCTAssertEqual(parsed.cast[1].location, SourceLocation(file: "party.yaml", line: 4, column: 21))
        XCTAssertEqual(parsed.devices(), ["Kate": "iphone-8", "John": "iphone-se"])
        // --device overrides the scenario's default, not a member's own.
        XCTAssertEqual(parsed.devices(defaultDevice: "iphone-pro-max"), ["Kate": "iphone-pro-max", "John": "iphone-se"])
        let plain = try parse(scenario(steps: "  - Kate: open\n"))
        XCTAssertNil(plain.device)
        XCTAssertEqual(plain.devices(), ["Kate": "iphone-13", "John": "iphone-13"])
    }

    func testAnUnknownDeviceIsRejectedWhereItIsWrittenListingTheKnownOnes() {
        let top = error(scenario(device: "iphone-3g", steps: "  - Kate: open\n"))
        XCTAssertTrue(top.hasPrefix("party.yaml:3:9: error: unknown device `iphone-3g`; known devices: iphone-se (also "), top)
        for id in ["iphone-se", "iphone-8", "iphone-13", "iphone-15", "iphone-16-pro", "iphone-pro-max", "iphone-15-pro-max"] { XCTAssertTrue(top.contains(id), top) }
        let member = error(scenario(cast: "[Kate, {name: John, device: pixel}]", steps: "  - Kate: open\n"))
        XCTAssertTrue(member.hasPrefix("party.yaml:3:35: error: unknown device `pixel`; known devices:"), member)
        let key = error(scenario(cast: "[Kate, {name: John, phone: iphone-se}]", steps: "  - Kate: open\n"))
        XCTAssertTrue(key.hasPrefix("party.yaml:3:27: error: unknown key `phone` in a cast member"), key)
        let nameless = error(scenario(cast: "[Kate, {device: iphone-se}]", steps: "  - Kate: open\n"))
        XCTAssertTrue(nameless.hasPrefix("party.yaml:3:14: error: missing `name`"), nameless)
    }

    // MARK: screenshot NAME

    func testTheScreenshotVerbTakesAPlainFileName() throws {
        XCTAssertEqual(try CommandParser.parse("screenshot compact-open"), .screenshot("compact-open"))
        XCTAssertEqual(try CommandParser.parse("screenshot step_2.b"), .screenshot("step_2.b"))
        for bad in ["screenshot", "screenshot a b", "screenshot ../x", "screenshot /tmp/x", "screenshot .hidden", "screenshot x.png",
                    "screenshot \"a b\""] {
            XCTAssertThrowsError(try CommandParser.parse(bad), bad)
        }
        let problem = error(scenario(steps: "  - Kate: screenshot ../up\n"))
        XCTAssertTrue(problem.hasPrefix("party.yaml:5:11: error: `../up` cannot name a screenshot: it starts with `.`"), problem)
    }

    // MARK: Expectations

    func testSnapshotPrecisionAndToleranceGoTogether() throws {
        let parsed = try parse(scenario(steps: """
              - expect Kate:
                  snapshot: compact-open
                  precision: 0.99
                  tolerance: 2
              - expect John: {snapshot: john}

            """))
        guard case let .expect(_, expectations, _) = parsed.steps[0].kind,
              case let .expect(_, plain, _) = parsed.steps[1].kind else { return XCTFail("\(parsed.steps)") }
        XCTAssertEqual(expectations.map(\.kind), [.snapshot(SnapshotExpectation(name: "compact-open", precision: 0.99, tolerance: 2))])
        XCTAssertEqual(plain.map(\.kind), [.snapshot(SnapshotExpectation(name: "john"))])
        XCTAssertEqual(SnapshotExpectation(name: "x").referencePath(scenarioFile: "scenarios/screens/a.yaml"),
                       "scenarios/screens/__snapshots__/x.png")
        XCTAssertEqual(SnapshotExpectation(name: "x").referencePath(scenarioFile: "a.yaml"), "__snapshots__/x.png")

        let alone = error(scenario(steps: "  - expect Kate: {style: compact, precision: 0.9}\n"))
        XCTAssertTrue(alone.hasPrefix("party.yaml:5:35: error: `precision` goes with `snapshot`"), alone)
        let precision = error(scenario(steps: "  - expect Kate: {snapshot: a, precision: 1.5}\n"))
        XCTAssertTrue(precision.hasPrefix("party.yaml:5:43: error: expected a fraction of pixels that must match"), precision)
        let tolerance = error(scenario(steps: "  - expect Kate: {snapshot: a, tolerance: 256}\n"))
        XCTAssertTrue(tolerance.hasPrefix("party.yaml:5:43: error: expected how far each channel of a pixel may differ"), tolerance)
        let name = error(scenario(steps: "  - expect Kate: {snapshot: a/b}\n"))
        XCTAssertTrue(name.hasPrefix("party.yaml:5:29: error: `a/b` cannot name a snapshot: it contains `/`"), name)
    }

    func testLayoutExpectationsParse() throws {
        let parsed = try parse(scenario(steps: """
              - expect Kate:
                  visible: [Add, "New party"]
                  not-visible: [Send]
                  truncated: none
              - expect John: {truncated: [Title]}

            """))
        guard case let .expect(_, expectations, _) = parsed.steps[0].kind,
              case let .expect(_, john, _) = parsed.steps[1].kind else { return XCTFail("\(parsed.steps)") }
        XCTAssertEqual(expectations.map(\.kind), [.visible(["Add", "New party"]), .notVisible(["Send"]), .truncated([])])
        XCTAssertEqual(john.map(\.kind), [.truncated(["Title"])])
        XCTAssertTrue(error(scenario(steps: "  - expect Kate: {visible: []}\n"))
            .hasPrefix("party.yaml:5:28: error: `visible` needs at least one text or identifier"))
    }

    func snapshot(_ elements: [ScreenElement]) -> PhoneSnapshot {
        PhoneSnapshot(name: "Kate", app: RunningApp(bundleIdentifier: "b", style: .compact,
                                                    screen: ScreenSnapshot(elements: elements)))
    }

    func element(_ kind: ScreenElement.Kind, _ text: String, at y: Double, obstruction: String? = nil,
                 truncated: Bool? = nil) -> ScreenElement {
        var element = ScreenElement(kind: kind, text: text)
        element.frame = ScreenRect(x: 10, y: y, width: 80, height: 30)
        element.obstruction = obstruction
        element.truncated = truncated
        return element
    }

    func failures(_ kind: Expectation.Kind, _ phone: PhoneSnapshot) -> [String] {
        ExpectationChecker.mismatches(Expectation(location: SourceLocation(file: "party.yaml", line: 9, column: 7), kind: kind),
                                      in: phone).map(\.description)
    }

    func testVisibleQuotesWhatKeepsAFingerFromAnElement() {
        let phone = snapshot([
            element(.button, "Add", at: 400),
            element(.button, "Send", at: 440, obstruction: "covered by UIButton 'Cancel'"),
            element(.label, "Long title that does not fit", at: 480, truncated: true),
        ])
        XCTAssertEqual(failures(.visible(["Add"]), phone), [])
        XCTAssertEqual(failures(.visible(["Add", "Send", "Like"]), phone), [
            "party.yaml:9:7: error: Kate's screen: expected \"Add\", \"Send\", \"Like\" visible, found \"Send\" is covered by "
                + "UIButton 'Cancel' (at (10, 440, 80×30)); \"Like\" is not on screen",
        ])
        XCTAssertEqual(failures(.notVisible(["Send", "Like"]), phone), [])
        XCTAssertEqual(failures(.notVisible(["Add"]), phone), [
            "party.yaml:9:7: error: Kate's screen: expected \"Add\" not visible, found \"Add\" is visible at (10, 400, 80×30)",
        ])
        XCTAssertEqual(failures(.truncated(["Long title that does not fit"]), phone), [])
        XCTAssertEqual(failures(.truncated([]), phone), [
            "party.yaml:9:7: error: Kate's labels: expected no truncated label, found truncated \"Long title that does not fit\" "
                + "at (10, 480, 80×30)",
        ])
        XCTAssertEqual(failures(.truncated([]), snapshot([element(.label, "Short", at: 0)])), [])
        XCTAssertEqual(failures(.snapshot(SnapshotExpectation(name: "x")), phone), [], "the runner checks pictures")
    }

    func testBrokenConstraintsAreExpectedByPartOfTheirDescriptionAndLeftOutOfTheAppsLog() throws {
        let parsed = try parse(scenario(steps: """
              - expect Kate: {unsatisfiable-constraints: none}
              - expect John: {unsatisfiable-constraints: [photo-height-again]}

            """))
        guard case let .expect(_, kate, _) = parsed.steps[0].kind, case let .expect(_, john, _) = parsed.steps[1].kind
        else { return XCTFail("\(parsed.steps)") }
        XCTAssertEqual(kate.map(\.kind), [.unsatisfiableConstraints([])])
        XCTAssertEqual(john.map(\.kind), [.unsatisfiableConstraints(["photo-height-again"])])

        var phone = snapshot([])
        let broken = "Unable to simultaneously satisfy constraints: broke <NSLayoutConstraint:0x1 'photo-height-again' UIView:0x2.height == 180   (active)>"
        phone.timeline = [.callback("viewDidLoad"),
                          .log(LogEntry(subsystem: "com.example", category: "app", level: "default", message: "loaded")),
                          .log(LogEntry(subsystem: LogEntry.uikitSubsystem, category: LogEntry.layoutCategory, level: "error",
                                        message: broken))]
        XCTAssertEqual(failures(.unsatisfiableConstraints(["photo-height-again"]), phone), [])
        XCTAssertEqual(failures(.unsatisfiableConstraints([]), phone), [
            "party.yaml:9:7: error: Kate's layout: expected no broken constraint, found \(broken)",
        ])
        XCTAssertEqual(failures(.unsatisfiableConstraints(["title-width"]), phone).count, 1, "a part that finds nothing")
        XCTAssertEqual(failures(.log(["loaded"]), phone), [], "UIKit's report is not the app's log")
        XCTAssertEqual(failures(.unsatisfiableConstraints([]), snapshot([])), [])
    }
}
