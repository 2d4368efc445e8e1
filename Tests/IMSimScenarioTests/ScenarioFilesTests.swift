import Foundation
import IMSimScenario
import XCTest

/// The scenario files shipped in `scenarios/`: the good one parses, the failing ones are rejected where
/// their header comment says.
final class ScenarioFilesTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios").path

    let catalog = AppCatalog(["shopping-list": AppInfo(displayName: "Shopping List",
                                                       controls: ["New party", "Send", "Add", "OK", "Cancel"])])

    func problem(_ name: String) -> String? {
        do {
            let scenario = try ScenarioParser.parse(contentsOfFile: Self.directory + "/" + name)
            try ScenarioValidator.validate(scenario, catalog: catalog)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: Self.directory + "/", with: "")
        }
    }

    func testMusselsPartyIsValid() throws {
        let scenario = try ScenarioParser.parse(contentsOfFile: Self.directory + "/mussels-party.yaml")
        XCTAssertNoThrow(try ScenarioValidator.validate(scenario, catalog: catalog))
        XCTAssertEqual(scenario.cast.map(\.name), ["Kate", "John"])
        XCTAssertEqual(scenario.steps.first?.description, "Kate: open")
    }

    func testFailingScenariosAreRejectedOnTheirLine() {
        XCTAssertEqual(problem("failing/broken-yaml.yaml"), "failing/broken-yaml.yaml:7:18: error: invalid YAML: "
            + "did not find expected ',' or '}' (while parsing a flow mapping that starts here; noticed at line 8, column 1)")
        XCTAssertEqual(problem("failing/unknown-participant.yaml"),
                       "failing/unknown-participant.yaml:8:12: error: unknown participant `Alice`; the cast is Kate, John")
        XCTAssertEqual(problem("failing/missing-control.yaml"), "failing/missing-control.yaml:7:11: error: `tap` of unknown "
            + "control `Delete list`; Shopping List has: Add, Cancel, \"New party\", OK, Send")
        XCTAssertNil(problem("failing/forgotten-sauce.yaml"))
    }
}
