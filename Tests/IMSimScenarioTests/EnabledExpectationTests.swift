import Foundation
import IMSimCore
import IMSimScenario
import XCTest

/// `enabled:` and `disabled:` check a control's state, as a person sees a greyed button.
final class EnabledExpectationTests: XCTestCase {
    private let here = SourceLocation(file: "bill.yaml", line: 12, column: 7)

    private func phone(_ elements: [ScreenElement]) -> PhoneSnapshot {
        PhoneSnapshot(name: "Kate", app: RunningApp(bundleIdentifier: "com.example.bill", style: .expanded,
                                                    screen: ScreenSnapshot(elements: elements)))
    }

    private func check(_ kind: Expectation.Kind, _ snapshot: PhoneSnapshot) -> [String] {
        ExpectationChecker.mismatches(Expectation(location: here, kind: kind), in: snapshot).map(\.description)
    }

    private var screen: PhoneSnapshot {
        var send = ScreenElement(kind: .button, text: "Send bill")
        send.enabled = false
        return phone([send, ScreenElement(kind: .button, text: "Split")])
    }

    func testEachStateIsCheckedAndAMismatchSaysWhatWasFound() {
        XCTAssertEqual(check(.disabled(["Send bill"]), screen), [])
        XCTAssertEqual(check(.enabled(["Split"]), screen), [])
        let wrong = check(.enabled(["Send bill", "Split"]), screen).joined()
        XCTAssertTrue(wrong.hasSuffix("expected \"Send bill\", \"Split\" enabled, found \"Send bill\" is disabled"), wrong)
        let missing = check(.disabled(["Pay"]), screen).joined()
        XCTAssertTrue(missing.contains("\"Pay\" is not on screen"), missing)
    }

    func testTheKeysParse() throws {
        let yaml = """
            name: Bill
            app: probe
            cast: [Kate]
            steps:
              - Kate: open
              - expect Kate:
                  disabled: [Send bill]
                  enabled: [Split]
            """
        let scenario = try ScenarioParser.parse(yaml: yaml, file: "bill.yaml")
        guard case let .expect(_, expectations, _) = scenario.steps.last?.kind else { return XCTFail("no expect step") }
        XCTAssertEqual(expectations.map(\.kind), [.disabled(["Send bill"]), .enabled(["Split"])])
    }
}
