import IMSimCore
import IMSimScenario
import XCTest

final class ScenarioValidatorTests: XCTestCase {
    let catalog = AppCatalog([
        "shopping-list": AppInfo(displayName: "Shopping List", controls: ["New party", "Send", "Add", "Delete list"]),
        "polls": AppInfo(displayName: "Polls", controls: ["Vote"]),
    ])

    func validationError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let scenario = try ScenarioParser.parse(yaml: yaml, file: "party.yaml")
        do {
            try ScenarioValidator.validate(scenario, catalog: catalog)
            XCTFail("expected a validation error", file: file, line: line)
            return nil
        } catch {
            return error.description
        }
    }

    func testTheExampleIsValid() throws {
        let scenario = try ScenarioParser.parse(yaml: ScenarioParserTests.example, file: "party.yaml")
        XCTAssertNoThrow(try ScenarioValidator.validate(scenario, catalog: catalog))
    }

    func testUnknownParticipantNamesItsLineAndTheCast() throws {
        let yaml = ScenarioParserTests.example.replacingOccurrences(of: "- Kate: [tap Send, send]", with: "- Kat: [tap Send, send]")
        XCTAssertEqual(try validationError(yaml), "party.yaml:13:11: error: unknown participant `Kat`; the cast is Kate, John")
        let expect = ScenarioParserTests.example.replacingOccurrences(of: "- expect John:", with: "- expect Jon:")
        XCTAssertEqual(try validationError(expect), "party.yaml:14:5: error: unknown participant `Jon`; the cast is Kate, John")
    }

    func testCastProblems() throws {
        let duplicate = ScenarioParserTests.example.replacingOccurrences(of: "cast: [Kate, John]", with: "cast: [Kate, John, Kate]")
        XCTAssertEqual(try validationError(duplicate),
                       "party.yaml:4:20: error: `Kate` is already in the cast (line 4); names must differ")
        let empty = ScenarioParserTests.example.replacingOccurrences(of: "cast: [Kate, John]", with: "cast: []")
        XCTAssertEqual(try validationError(empty),
                       "party.yaml:4:7: error: the cast is empty; name at least one participant: cast: [Kate, John]")
    }

    func testUnknownApp() throws {
        let yaml = ScenarioParserTests.example.replacingOccurrences(of: "app: shopping-list", with: "app: shopping")
        XCTAssertEqual(try validationError(yaml),
                       "party.yaml:3:6: error: unknown app `shopping`; known apps: polls (Polls), shopping-list (Shopping List)")
    }

    func testOpenOfAnotherApp() throws {
        let yaml = ScenarioParserTests.example.replacingOccurrences(of: "- Kate: open ", with: "- Kate: open polls")
        XCTAssertEqual(try validationError(yaml), "party.yaml:7:11: error: `open polls` opens another app; "
            + "this scenario's app is `shopping-list`: open, or open shopping-list")
        let same = ScenarioParserTests.example.replacingOccurrences(of: "- Kate: open ", with: "- Kate: open shopping-list")
        XCTAssertNoThrow(try ScenarioValidator.validate(ScenarioParser.parse(yaml: same, file: "party.yaml"), catalog: catalog))
    }

    func testTapOfUnknownControl() throws {
        let yaml = ScenarioParserTests.example.replacingOccurrences(of: "tap \"New party\"", with: "tap \"New partey\"")
        XCTAssertEqual(try validationError(yaml), "party.yaml:8:11: error: `tap` of unknown control `New partey`; "
            + "Shopping List has: Add, \"Delete list\", \"New party\", Send")
    }

    func testControlVerbsNamingUnknownControls() throws {
        for (verb, shown) in [("toggle Notify", "toggle Notify"), ("set-value 3 on Guests", "set-value 3 on Guests"),
                              ("pick Monday in Day", "pick Monday in Day")] {
            let yaml = ScenarioParserTests.example.replacingOccurrences(of: "tap \"New party\"", with: verb)
            let name = verb.split(separator: " ").last.map(String.init) ?? ""
            XCTAssertEqual(try validationError(yaml), "party.yaml:8:11: error: `\(shown)` names unknown control `\(name)`; "
                + "Shopping List has: Add, \"Delete list\", \"New party\", Send")
        }
        let unnamed = ScenarioParserTests.example.replacingOccurrences(of: "tap \"New party\"", with: "set-value 3")
        XCTAssertNoThrow(try ScenarioValidator.validate(ScenarioParser.parse(yaml: unnamed, file: "party.yaml"), catalog: catalog))
    }
}

final class CastNameValidationTests: XCTestCase {
    private func validate(cast: String) -> String? {
        let yaml = "name: N\napp: shopping-list\ncast: \(cast)\nsteps:\n  - Kate: open\n"
        let catalog = AppCatalog(["shopping-list": AppInfo(displayName: "Mussels Party", controls: [])])
        do {
            try ScenarioValidator.validate(try ScenarioParser.parse(yaml: yaml, file: "n.yaml"), catalog: catalog)
            return nil
        } catch {
            return error.description
        }
    }

    func testNamesThatWouldCollideOrBreakPathsAreRejected() {
        XCTAssertNil(validate(cast: "[Kate, John, Zoë]"))
        XCTAssertEqual(validate(cast: "[Kate, kate]"),
                       "n.yaml:3:14: error: `kate` is already in the cast as `Kate` (line 3); names must differ, also in case")
        XCTAssertEqual(validate(cast: "[Kate, \"a/b\"]"), "n.yaml:3:14: error: `a/b` contains `/`, which a name cannot")
        XCTAssertEqual(validate(cast: "[Kate, \"Kate,Jr\"]"), "n.yaml:3:14: error: `Kate,Jr` contains `,`, which a name cannot")
        XCTAssertEqual(validate(cast: "[Kate, \(String(repeating: "x", count: 41))]"),
                       "n.yaml:3:14: error: `\(String(repeating: "x", count: 41))` is longer than 40 bytes")
    }
}
