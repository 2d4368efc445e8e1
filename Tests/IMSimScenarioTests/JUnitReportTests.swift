import IMSimCore
import IMSimScenario
import XCTest

final class JUnitReportTests: XCTestCase {
    func testAStateModelsCoverageIsWrittenAsTheSuitesProperties() throws {
        let diagram = try StateDiagramParser.parse("[*] --> A\nA --> B\nB --> [*]\n", file: "m.puml")
        let taken = Set(diagram.edges.prefix(2))
        var report = JUnitReport(scenarioName: "m", results: [])
        report.modelCoverage = ModelCoverage(diagram: diagram, visited: ["A", "B"], taken: taken)
        XCTAssertTrue(report.xml.contains("""
              <properties>
                <property name="model.diagram" value="m.puml"/>
                <property name="model.states" value="2/2"/>
                <property name="model.edges" value="2/3"/>
                <property name="model.untaken" value="B --&gt; [*] (line 3)"/>
              </properties>
            """), report.xml)
    }

    func at(_ line: Int) -> SourceLocation { SourceLocation(file: "scenarios/party & co.yaml", line: line, column: 5) }

    func testWritesOneTestCasePerStepEscaped() {
        let report = JUnitReport(scenarioName: "Mussels <party>", results: [
            StepResult(step: #"Kate: tap "New party""#, location: at(8), duration: .milliseconds(3), outcome: .passed),
            StepResult(step: "expect John: transcript", location: at(14), duration: .milliseconds(2001),
                       outcome: .failed("John's transcript differs: (− expected, + actual)\n− bubble(caption: \"A & B\")\n\u{1B}[0m")),
            StepResult(step: "Kate: send", location: at(20), duration: .zero, outcome: .skipped),
        ])
        XCTAssertEqual(report.failureCount, 1)
        XCTAssertEqual(report.skippedCount, 1)
        XCTAssertEqual(report.xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuite name="Mussels &lt;party&gt;" tests="3" failures="1" errors="0" skipped="1" time="2.004">
              <testcase name="Kate: tap &quot;New party&quot;" classname="Mussels &lt;party&gt;" file="scenarios/party &amp; co.yaml" line="8" time="0.003"/>
              <testcase name="expect John: transcript" classname="Mussels &lt;party&gt;" file="scenarios/party &amp; co.yaml" line="14" time="2.001">
                <failure message="John&apos;s transcript differs: (− expected, + actual); − bubble(caption: &quot;A &amp; B&quot;); \\u{1B}[0m">John's transcript differs: (− expected, + actual)
            − bubble(caption: "A &amp; B")
            \\u{1B}[0m</failure>
              </testcase>
              <testcase name="Kate: send" classname="Mussels &lt;party&gt;" file="scenarios/party &amp; co.yaml" line="20" time="0.000">
                <skipped/>
              </testcase>
            </testsuite>

            """)
    }

    /// CI summaries show the `message` attribute: it carries the reason, not only a header (issue 25).
    func testAFailuresMessageCarriesItsReasonOnOneLine() {
        let details = "not met within 1s:\nscenarios/game.yaml:12:7: error: Kate's screen: expected texts \"Your turn\", "
            + "found no \"Your turn\" (on screen: \"X wins\")"
        XCTAssertEqual(JUnitReport.reason(details),
                       #"not met within 1s: Kate's screen: expected texts "Your turn", found no "Your turn" (on screen: "X wins")"#)
        let report = JUnitReport(scenarioName: "game", results: [
            StepResult(step: "expect Kate: screen-contains", location: at(12), duration: .seconds(1), outcome: .failed(details)),
        ])
        XCTAssertTrue(report.xml.contains(#"<failure message="not met within 1s: Kate&apos;s screen: expected texts &quot;Your turn&quot;"#),
                      report.xml)
        XCTAssertEqual(JUnitReport.reason("Kate's phone did not finish within 5s\nKate's extension P is stuck in its own code:\n  1 f() at a.swift:3:1"),
                       "Kate's phone did not finish within 5s; Kate's extension P is stuck in its own code: 1 f() at a.swift:3:1")
        let long = JUnitReport.reason(String(repeating: "x", count: 2_000))
        XCTAssertEqual(long.count, JUnitReport.reasonLimit)
        XCTAssertTrue(long.hasSuffix("…"))
    }

    func testNamesTheFileOnTheSuite() {
        let report = JUnitReport(scenarioName: "P", file: "a\"b.yaml", results: [])
        XCTAssertEqual(report.xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuite name="P" file="a&quot;b.yaml" tests="0" failures="0" errors="0" skipped="0" time="0.000">
            </testsuite>

            """)
    }

    func testEscapesAttributeLineBreaks() {
        XCTAssertEqual(JUnitReport.escaped("a\nb\t'c'\r<&>"), "a&#10;b&#9;&apos;c&apos;&#13;&lt;&amp;&gt;")
        XCTAssertEqual(JUnitReport.escaped("a\nb \"c\"\u{0}", attribute: false), "a\nb \"c\"\\u{0}")
    }

    func testConsoleLines() {
        let step = ScenarioStep(location: at(8), kind: .perform(participant: "Kate", command: .tap("New party")))
        XCTAssertEqual(StepResult(step: step, duration: .milliseconds(3), outcome: .passed).description, #"  ✓ Kate: tap "New party"  (3 ms)"#)
        XCTAssertEqual(StepResult(step: step, duration: .milliseconds(2345), outcome: .failed("no")).description,
                       #"  ✗ Kate: tap "New party"  (2.35 s)"#)
        XCTAssertEqual(StepResult(step: step, duration: .zero, outcome: .skipped).description, #"  - Kate: tap "New party"  (skipped)"#)
        XCTAssertEqual(StepResult(step: step, duration: .zero, outcome: .passed).location, at(8))
        XCTAssertEqual(StepResult(step: step, duration: .milliseconds(3), outcome: .passed).consoleLine,
                       #"  ✓ Kate: tap "New party"  (3 ms)"#)
    }

    func testDurations() {
        XCTAssertEqual(Duration(scenarioText: "500ms"), .milliseconds(500))
        XCTAssertEqual(Duration(scenarioText: "2s"), .seconds(2))
        XCTAssertEqual(Duration(scenarioText: "1.5s"), .milliseconds(1500))
        XCTAssertEqual(Duration(scenarioText: "0.1s"), .milliseconds(100))
        XCTAssertEqual(Duration(scenarioText: "2.5ms"), .microseconds(2500))
        for bad in ["", "s", "ms", "2", "-1s", "1.s", ".5s", "1 s", "1m", "1.5.2s", "٣s"] {
            XCTAssertNil(Duration(scenarioText: bad), bad)
        }
        XCTAssertEqual([Duration.milliseconds(500), .seconds(2), .milliseconds(1500), .microseconds(2500)].map(\.scenarioText),
                       ["500ms", "2s", "1.5s", "0.0025s"])
        XCTAssertEqual([Duration.microseconds(400), .milliseconds(999), .milliseconds(1000), .milliseconds(61_005)].map(\.consoleText),
                       ["0 ms", "999 ms", "1.00 s", "61.01 s"])
    }
}
