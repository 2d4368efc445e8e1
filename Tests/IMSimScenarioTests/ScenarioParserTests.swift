import IMSimCore
import IMSimScenario
import XCTest

final class ScenarioParserTests: XCTestCase {
    static let example = """
        name: Mussels party
        summary: Kate and John plan a mussels party.   # optional
        app: shopping-list
        cast: [Kate, John]
        timeout: 5s            # optional; accepts 500ms, 2s, 1.5s
        steps:
          - Kate: open                      # a verb line, same syntax as the REPL
          - Kate: tap "New party"
          - expect Kate:                    # expectations for one participant
              style: expanded
              controller: DetailListViewController
              table: [Mussels, Fries]
          - Kate: [tap Send, send]          # several verbs in sequence, each its own step with its own location
          - expect John:
              within: 2s
              transcript:
                - caption: "List :Mussels Party"
                  sender: Kate
                  query: [name=Mussels Party, element=Mussels, element=Fries]
              staged: none
              lifecycle: [viewDidLoad, willBecomeActive]

        """

    func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "party.yaml", line: line, column: column)
    }

    func parseError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try ScenarioParser.parse(yaml: yaml, file: "party.yaml")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error.description
        }
    }

    func testParsesTheExample() throws {
        let scenario = try ScenarioParser.parse(yaml: Self.example, file: "party.yaml")
        let expected = Scenario(
            name: "Mussels party", summary: "Kate and John plan a mussels party.", file: "party.yaml",
            app: "shopping-list", appLocation: at(3, 6),
            cast: [CastMember(name: "Kate", location: at(4, 8)), CastMember(name: "John", location: at(4, 14))],
            castLocation: at(4, 7), timeout: .seconds(5),
            steps: [
                ScenarioStep(location: at(7, 11), kind: .perform(participant: "Kate", command: .openApp(nil))),
                ScenarioStep(location: at(8, 11), kind: .perform(participant: "Kate", command: .tap("New party"))),
                ScenarioStep(location: at(9, 5), kind: .expect(participant: "Kate", expectations: [
                    Expectation(location: at(10, 7), kind: .style(.expanded)),
                    Expectation(location: at(11, 7), kind: .controller("DetailListViewController")),
                    Expectation(location: at(12, 7), kind: .table(["Mussels", "Fries"])),
                ], within: nil)),
                ScenarioStep(location: at(13, 12), kind: .perform(participant: "Kate", command: .tap("Send"))),
                ScenarioStep(location: at(13, 22), kind: .perform(participant: "Kate", command: .pressSend)),
                ScenarioStep(location: at(14, 5), kind: .expect(participant: "John", expectations: [
                    Expectation(location: at(16, 7), kind: .transcript([
                        BubbleExpectation(kind: .bubble, caption: "List :Mussels Party", sender: "Kate", query: [
                            QueryItem(name: "name", value: "Mussels Party"),
                            QueryItem(name: "element", value: "Mussels"),
                            QueryItem(name: "element", value: "Fries"),
                        ]),
                    ])),
                    Expectation(location: at(20, 7), kind: .staged(nil)),
                    Expectation(location: at(21, 7), kind: .lifecycle(["viewDidLoad", "willBecomeActive"])),
                ], within: .seconds(2))),
            ])
        XCTAssertEqual(scenario, expected)
        XCTAssertEqual(scenario.steps.map(\.description), [
            "Kate: open",
            "Kate: tap \"New party\"",
            "expect Kate: style, controller, table",
            "Kate: tap Send",
            "Kate: send",
            "expect John: transcript, staged, lifecycle within 2s",
        ])
        XCTAssertEqual(scenario.steps.map { scenario.timeout(for: $0) },
                       [.zero, .zero, .seconds(5), .zero, .zero, .seconds(2)])
    }

    func testOptionalKeysDefault() throws {
        let scenario = try ScenarioParser.parse(yaml: """
            name: Minimal
            app: shopping-list
            cast:
              - Kate
            steps:
              - Kate:
                  - open
                  - close
            """, file: "party.yaml")
        XCTAssertNil(scenario.summary)
        XCTAssertEqual(scenario.timeout, .seconds(5))
        XCTAssertEqual(scenario.cast, [CastMember(name: "Kate", location: at(4, 5))])
        XCTAssertEqual(scenario.steps, [
            ScenarioStep(location: at(7, 9), kind: .perform(participant: "Kate", command: .openApp(nil))),
            ScenarioStep(location: at(8, 9), kind: .perform(participant: "Kate", command: .close)),
        ])
    }

    func testEveryExpectationKind() throws {
        let scenario = try ScenarioParser.parse(yaml: """
            name: All kinds
            app: shopping-list
            cast: [Kate]
            timeout: 500ms
            steps:
              - expect Kate:
                  within: 1.5s
                  style: closed
                  controller: ListViewController
                  transcript:
                    - List :Mussels Party
                    - summary: Kate added Fries
                    - {kind: any, sender: John, query: [flag, empty=, a=b=c]}
                  staged: {caption: Draft}
                  lifecycle: []
                  table: [Mussels]
                  screen-contains: [Add, "Item name"]
                  alert: "none"
              - expect Kate:
                  style: compact
                  alert: none
                  staged: Draft
                  collection: [Add, "Cone with vanilla scoops"]
            """, file: "party.yaml")
        XCTAssertEqual(scenario.timeout, .milliseconds(500))
        XCTAssertEqual(scenario.steps.map(\.kind), [
            .expect(participant: "Kate", expectations: [
                Expectation(location: at(8, 7), kind: .style(nil)),
                Expectation(location: at(9, 7), kind: .controller("ListViewController")),
                Expectation(location: at(10, 7), kind: .transcript([
                    BubbleExpectation(caption: "List :Mussels Party"),
                    BubbleExpectation(kind: .summary, summary: "Kate added Fries"),
                    BubbleExpectation(kind: nil, sender: "John", query: [
                        QueryItem(name: "flag", value: nil), QueryItem(name: "empty", value: ""),
                        QueryItem(name: "a", value: "b=c"),
                    ]),
                ])),
                Expectation(location: at(14, 7), kind: .staged(BubbleExpectation(caption: "Draft"))),
                Expectation(location: at(15, 7), kind: .lifecycle([])),
                Expectation(location: at(16, 7), kind: .table(["Mussels"])),
                Expectation(location: at(17, 7), kind: .screenContains(["Add", "Item name"])),
                Expectation(location: at(18, 7), kind: .alert("none")),
            ], within: .milliseconds(1500)),
            .expect(participant: "Kate", expectations: [
                Expectation(location: at(20, 7), kind: .style(.compact)),
                Expectation(location: at(21, 7), kind: .alert(nil)),
                Expectation(location: at(22, 7), kind: .staged(BubbleExpectation(caption: "Draft"))),
                Expectation(location: at(23, 7), kind: .collection(["Add", "Cone with vanilla scoops"])),
            ], within: nil),
        ])
    }

    func testBadVerbNamesItsLine() {
        let yaml = Self.example.replacingOccurrences(of: "- Kate: tap \"New party\"", with: "- Kate: jump")
        XCTAssertEqual(parseError(yaml), "party.yaml:8:11: error: unknown verb `jump`; known verbs: "
            + "open, tap, type, send, delete, tap-bubble, expand, collapse, close, keep, switch-to, "
            + "toggle, select-segment, set-value, pick, memory-warning, pick-photo, cancel-photo-picker, tap-at, long-press, drag, swipe, pinch, screenshot")
    }

    func testVerbErrorInAListNamesItsColumn() {
        let yaml = Self.example.replacingOccurrences(of: "[tap Send, send]", with: "[tap Send, tap]")
        XCTAssertEqual(parseError(yaml), "party.yaml:13:22: error: `tap` needs a control: tap \"New party\"")
    }

    func testUnknownTopLevelKey() {
        let yaml = Self.example.replacingOccurrences(of: "summary:", with: "sumary:")
        XCTAssertEqual(parseError(yaml), "party.yaml:2:1: error: unknown key `sumary` in the scenario; "
            + "did you mean `summary`? allowed keys: name, summary, app, cast, installed-on, conversations, timeout, expire-after, model, steps, outcome, device, transport")
    }

    func testUnknownOutcomeKeys() {
        XCTAssertEqual(parseError("outcome: {failed: {line: 3, message: x}}\n" + Self.example),
                       "party.yaml:1:11: error: unknown key `failed` in `outcome`; did you mean `fail`? allowed keys: fail, rejected")
        XCTAssertEqual(parseError("outcome: {fail: {lines: 3, message: x}}\n" + Self.example),
                       "party.yaml:1:18: error: unknown key `lines` in `outcome: fail`; did you mean `line`? allowed keys: line, message")
    }

    func testUnknownExpectationKey() {
        let yaml = Self.example.replacingOccurrences(of: "controller: Detail", with: "controler: Detail")
        XCTAssertEqual(parseError(yaml), "party.yaml:11:7: error: unknown key `controler` in `expect Kate`; "
            + "did you mean `controller`? allowed keys: within, precision, tolerance, conversation, style, controller, transcript, staged, lifecycle, "
            + "table, collection, table-rows, screen-contains, alert, transcript-contains, absent, preferred-size, timeline, log, snapshot, visible, not-visible, enabled, disabled, truncated, unsatisfiable-constraints")
    }

    func testUnknownBubbleKey() {
        let yaml = Self.example.replacingOccurrences(of: "sender: Kate", with: "from: Kate")
        XCTAssertEqual(parseError(yaml), "party.yaml:18:11: error: unknown key `from` in a transcript item; "
            + "allowed keys: kind, caption, sender, query, query-contains, summary, text, filename, image, live, subcaption, trailing-caption, "
            + "trailing-subcaption, image-title, image-subtitle, summary-text")
    }

    func testWrongTypes() {
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "table: [Mussels, Fries]", with: "table: {Mussels: 1}")),
                       "party.yaml:12:14: error: expected a list of strings for `table`, found a mapping")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "table: [Mussels, Fries]", with: "table: [Mussels, [Fries]]")),
                       "party.yaml:12:24: error: expected a list of strings for `table`, found a list as item 2")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "cast: [Kate, John]", with: "cast: Kate")),
                       "party.yaml:4:7: error: expected a list of names like [Kate, John] for `cast`, found `Kate`")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "within: 2s", with: "within: 2")),
                       "party.yaml:15:15: error: expected a duration like 500ms, 2s or 1.5s for `within`, found `2`")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "style: expanded", with: "style: big")),
                       "party.yaml:10:14: error: expected compact, expanded, transcript or closed for `style`, found `big`")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "staged: none", with: "staged: [none]")),
                       "party.yaml:20:15: error: expected a caption or a mapping of kind, caption, sender, query, query-contains, summary, text, filename, image, live, subcaption, trailing-caption, "
            + "trailing-subcaption, image-title, image-subtitle, summary-text "
                       + "for `staged`, found a list")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "- Kate: open", with: "- Kate:")),
                       "party.yaml:7:10: error: expected a verb or a list of verbs for `Kate`, found nothing: - Kate: tap Send")
    }

    func testMalformedSteps() {
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "- Kate: open", with: "- open")),
                       "party.yaml:7:5: error: a step is `- Kate: tap Send`, `- Kate: [tap Send, send]` or `- expect Kate:` "
                       + "with expectations; found `open`")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "- Kate: open", with: "- Kate: open\n    John: open")),
                       "party.yaml:7:5: error: a step has one key, found 2; write each as a step of its own: a step is "
                       + "`- Kate: tap Send`, `- Kate: [tap Send, send]` or `- expect Kate:` with expectations")
        XCTAssertEqual(parseError(Self.example.replacingOccurrences(of: "- expect John:", with: "- expect:")),
                       "party.yaml:14:5: error: `expect` needs a participant: - expect Kate:")
        XCTAssertEqual(parseError("""
            name: Empty expect
            app: shopping-list
            cast: [Kate]
            steps:
              - expect Kate:
                  within: 1s
            """), "party.yaml:5:5: error: `expect Kate` needs at least one expectation: "
                + "conversation, style, controller, transcript, staged, lifecycle, table, collection, table-rows, screen-contains, alert, transcript-contains, absent, preferred-size, timeline, log, snapshot, visible, not-visible, enabled, disabled, truncated, unsatisfiable-constraints")
    }

    func testMissingKeyAndEmptyFile() {
        XCTAssertEqual(parseError("name: x\ncast: [Kate]\nsteps: []\n"),
                       "party.yaml:1:1: error: missing `app`: a scenario needs `name`, `app`, `cast` and `steps`, e.g. app: shopping-list")
        XCTAssertEqual(parseError("# nothing\n"),
                       "party.yaml:1:1: error: the file is empty; a scenario needs `name`, `app`, `cast` and `steps`, e.g. app: shopping-list")
    }

    func testYAMLSyntaxErrorsCarryTheLine() {
        let unterminated = Self.example.replacingOccurrences(of: "table: [Mussels, Fries]", with: "table: [Mussels, Fries")
        XCTAssertEqual(parseError(unterminated), "party.yaml:12:14: error: invalid YAML: did not find expected ',' or ']' "
            + "(while parsing a flow sequence that starts here; noticed at line 13, column 9)")
        let unclosedQuote = Self.example.replacingOccurrences(of: "caption: \"List :Mussels Party\"", with: "caption: \"List")
        XCTAssertEqual(parseError(unclosedQuote), "party.yaml:17:20: error: invalid YAML: found unexpected end of stream "
            + "(while scanning a quoted scalar that starts here; noticed at line 22, column 1)")
        let badIndent = Self.example.replacingOccurrences(of: "      controller:", with: "     controller:")
        XCTAssertEqual(parseError(badIndent), "party.yaml:11:6: error: invalid YAML: did not find expected key "
            + "(while parsing a block mapping at line 9, column 5)")
        let duplicate = Self.example.replacingOccurrences(of: "      table:", with: "      style: compact\n      table:")
        XCTAssertEqual(parseError(duplicate), "party.yaml:12:7: error: duplicate key `style`, already at line 10, column 7; write each key once")
        let tab = Self.example.replacingOccurrences(of: "  - Kate: open", with: "\t- Kate: open")
        XCTAssertEqual(parseError(tab), "party.yaml:7:1: error: invalid YAML: found character that cannot start any token "
            + "(while scanning for the next token at line 7, column 1); indent with spaces, not tabs")
    }

    func testUnreadableCharacterCarriesTheLine() {
        XCTAssertEqual(parseError("name: x\napp: a\u{1}b\n"), "party.yaml:2:7: error: unreadable YAML: control characters are not allowed")
    }

    func testTranscriptItemOfWrongType() {
        let yaml = Self.example.replacingOccurrences(of: "- caption: \"List :Mussels Party\"", with: "- [x]\n        - caption: x")
        XCTAssertEqual(parseError(yaml), "party.yaml:17:11: error: expected a caption or a mapping of kind, caption, sender, "
            + "query, query-contains, summary, text, filename, image, live, subcaption, trailing-caption, trailing-subcaption, "
            + "image-title, image-subtitle, summary-text for a transcript item, found a list")
    }

    func testReadsAFile() throws {
        let path = NSTemporaryDirectory() + "scenario-parser-test-\(UInt32.random(in: 0...UInt32.max)).yaml"
        try Self.example.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scenario = try ScenarioParser.parse(contentsOfFile: path)
        XCTAssertEqual(scenario.steps.first?.location, SourceLocation(file: path, line: 7, column: 11))
        XCTAssertThrowsError(try ScenarioParser.parse(contentsOfFile: path + ".missing")) { error in
            XCTAssertEqual("\(error)", "error: cannot read scenario `\(path).missing`: no such file")
        }
    }
}
