import Foundation
import IMSimCore
import IMSimScenario
import XCTest

/// What an app shows, as the assertions see it: `$Kate` in query values, a bubble's other
/// layout texts, table rows with detail, accessory and section headers.
final class AppExpectationsTests: XCTestCase {
    let here = SourceLocation(file: "poll.yaml", line: 9, column: 7)
    let identifiers = ParticipantIdentifiers(seed: 7, owner: "John", names: ["Kate", "John"])
    var kate: UUID { identifiers.identifier(of: "Kate")! }

    func bubble(url: String?, layout: LayoutPayload = LayoutPayload(caption: "Poll"), summaryText: String? = nil) -> TranscriptItem {
        let payload = MessagePayload(conversationID: "c", senderName: "Kate", bundleIdentifier: "com.example.poll",
                                     sessionID: nil, url: url, layout: layout, summaryText: summaryText)
        return TranscriptItem(kind: .bubble, message: payload)
    }

    func phone(transcript: [TranscriptItem] = [], screen: ScreenSnapshot = ScreenSnapshot()) -> PhoneSnapshot {
        var snapshot = PhoneSnapshot(name: "John", app: RunningApp(bundleIdentifier: "com.example.poll", style: .expanded,
                                                                   screen: screen), transcript: transcript)
        snapshot.identifiers = identifiers
        return snapshot
    }

    func check(_ kind: Expectation.Kind, _ snapshot: PhoneSnapshot) -> [String] {
        ExpectationChecker.mismatches(Expectation(location: here, kind: kind), in: snapshot).map(\.description)
    }

    func testDollarNameStandsForThePhonesIdentifierInQueries() {
        let item = bubble(url: "?voter=\(kate.uuidString)&choice=tea")
        var expected = BubbleExpectation(query: [QueryItem(name: "voter", value: "$Kate"), QueryItem(name: "choice", value: "tea")])
        XCTAssertEqual(check(.transcript([expected]), phone(transcript: [item])), [])
        expected.query = nil
        expected.queryContains = [QueryItem(name: "choice", value: "tea"), QueryItem(name: "voter", value: "$Kate")]
        XCTAssertEqual(check(.transcript([expected]), phone(transcript: [item])), [], "query-contains: any order")
        expected.queryContains = [QueryItem(name: "voter", value: "$John")]
        let mismatch = check(.transcript([expected]), phone(transcript: [item])).joined()
        XCTAssertTrue(mismatch.contains("voter=$Kate"), "the actual query names Kate's identifier:\n\(mismatch)")
    }

    func testEveryIdentifierInAValueIsNamedInEitherCaseAndOthersAreLeft() {
        let john = identifiers.identifier(of: "John")!, stranger = UUID()
        let value = "\(kate.uuidString.lowercased()),\(john.uuidString),\(stranger.uuidString)"
        let item = bubble(url: "?voters=\(value)")
        let expected = BubbleExpectation(query: [QueryItem(name: "voters", value: "$Kate,$John,\(stranger.uuidString)")])
        XCTAssertEqual(check(.transcript([expected]), phone(transcript: [item])), [])
        let wrong = BubbleExpectation(query: [QueryItem(name: "voters", value: "$Kate,$John")])
        let mismatch = check(.transcript([wrong]), phone(transcript: [item])).joined()
        XCTAssertTrue(mismatch.contains("voters=$Kate,$John,\(stranger.uuidString)"), mismatch)
    }

    func testLayoutTextsAndSummaryText() {
        let layout = LayoutPayload(caption: "Poll", subcaption: "3 votes", trailingCaption: "Tea", imageTitle: "Lunch")
        let item = bubble(url: nil, layout: layout, summaryText: "Kate's poll")
        var expected = BubbleExpectation(caption: "Poll")
        expected.subcaption = "3 votes"
        expected.trailingCaption = "Tea"
        expected.imageTitle = "Lunch"
        expected.summaryText = "Kate's poll"
        XCTAssertEqual(check(.transcript([expected]), phone(transcript: [item])), [])
        expected.subcaption = "4 votes"
        let mismatch = check(.transcript([expected]), phone(transcript: [item])).joined()
        XCTAssertTrue(mismatch.contains("subcaption: \"3 votes\""), mismatch)
    }

    func testTableRowsWithDetailAccessoryAndHeaders() {
        let screen = ScreenSnapshot(elements: [
            ScreenElement(kind: .header, text: "Drinks"),
            ScreenElement(kind: .cell, text: "Tea", title: "Tea", detail: "2 votes", accessory: "checkmark"),
            ScreenElement(kind: .cell, text: "Coffee", title: "Coffee", detail: "1 vote"),
        ])
        let expected: [TableEntryExpectation] = [
            .header("Drinks"),
            .row(text: "Tea", detail: "2 votes", accessory: "checkmark"),
            .row(text: "Coffee", detail: nil, accessory: "none"),
        ]
        XCTAssertEqual(check(.tableRows(expected), phone(screen: screen)), [])
        let wrong: [TableEntryExpectation] = [.header("Drinks"), .row(text: "Tea", detail: nil, accessory: "none"),
                                              .row(text: "Coffee", detail: nil, accessory: nil)]
        let mismatch = check(.tableRows(wrong), phone(screen: screen)).joined()
        XCTAssertTrue(mismatch.contains("row(text: \"Tea\", accessory: checkmark)"), mismatch)
    }

    func testTableRowsParse() throws {
        let yaml = """
            name: x
            app: poll
            cast: [Kate]
            steps:
              - expect Kate:
                  table-rows:
                    - header: Drinks
                    - {text: Tea, detail: 2 votes, accessory: checkmark}
                    - Coffee
            """
        let scenario = try ScenarioParser.parse(yaml: yaml, file: "s.yaml")
        guard case .expect(_, let expectations, _) = scenario.steps.first?.kind else { return XCTFail("an expect step") }
        XCTAssertEqual(expectations.first?.kind, .tableRows([.header("Drinks"), .row(text: "Tea", detail: "2 votes", accessory: "checkmark"),
                                                            .row(text: "Coffee", detail: nil, accessory: nil)]))
    }
}
