import IMSimCore
import IMSimScenario
import XCTest

/// `together`, `conversations`, `installed-on` and `expire-after`, parsed and validated.
final class NewScenarioKeysTests: XCTestCase {
    let catalog = AppCatalog(["probe": AppInfo(displayName: "Probe", controls: ["Reply"])])

    func scenario(_ body: String) throws(ScenarioError) -> Scenario {
        let scenario = try ScenarioParser.parse(yaml: "name: x\napp: probe\ncast: [Kate, John, Alice]\n" + body, file: "s.yaml")
        try ScenarioValidator.validate(scenario, catalog: catalog)
        return scenario
    }

    func error(_ body: String) -> String? {
        do {
            _ = try scenario(body)
            return nil
        } catch {
            return error.description
        }
    }

    func testTogetherIsOneStepOfSeveralPerforms() throws {
        let parsed = try scenario("steps:\n  - together: {Kate: send, John: tap Reply}\n")
        XCTAssertEqual(parsed.steps.count, 1)
        XCTAssertEqual(parsed.steps[0].description, "together: Kate: send, John: tap Reply")
        XCTAssertEqual(parsed.steps[0].location.line, 5)
    }

    func testTogetherNeedsTwoDifferentParticipantsWithKnownControls() {
        XCTAssertEqual(error("steps:\n  - together: {Kate: send}\n"),
                       "s.yaml:5:15: error: `together` needs two or more participants, each with one verb: - together: {Kate: send, John: send}")
        XCTAssertEqual(error("steps:\n  - together: {Kate: send, Bob: send}\n"),
                       "s.yaml:5:33: error: unknown participant `Bob`; the cast is Kate, John, Alice")
        XCTAssertEqual(error("steps:\n  - together: {Kate: send, John: tap Jump}\n"), "s.yaml:5:34: error: `tap` of unknown control `Jump`; Probe has: Reply")
    }

    func testConversationsInstallsAndExpiry() throws {
        let parsed = try scenario("""
            conversations: {party: [Kate, John, Alice], pair: [Kate, John]}
            installed-on: [Kate]
            expire-after: 1.5s
            steps:
              - John: switch-to pair
              - expect Alice:
                  conversation: party

            """)
        XCTAssertEqual(parsed.conversations(of: "John").map(\.name), ["party", "pair"])
        XCTAssertEqual(parsed.conversations(of: "Alice").map(\.name), ["party"])
        XCTAssertTrue(parsed.hasApp("Kate"))
        XCTAssertFalse(parsed.hasApp("John"))
        XCTAssertEqual(parsed.expireAfter, .milliseconds(1500))
    }

    func testConversationMistakesAreNamedWhereWritten() {
        XCTAssertEqual(error("conversations: {pair: [Kate, John]}\nsteps: [Kate: send]\n"),
                       "s.yaml:3:20: error: `Alice` is in no conversation; add them to one under `conversations`")
        XCTAssertEqual(error("conversations: {all: [Kate, John, Alice], pair: [Kate, Bob]}\nsteps: [Kate: send]\n"),
                       "s.yaml:4:56: error: unknown participant `Bob` in `pair`; the cast is Kate, John, Alice")
        XCTAssertEqual(error("conversations: {all: [Kate, John, Alice], pair: [Kate, John]}\nsteps: [Alice: switch-to pair]\n"),
                       "s.yaml:5:16: error: Alice is not in a conversation `pair`; Alice's conversations: all")
        XCTAssertEqual(error("installed-on: [Kate]\nsteps: [John: open]\n"),
                       "s.yaml:5:15: error: John's phone does not have `probe`; it is installed on Kate")
    }
}
