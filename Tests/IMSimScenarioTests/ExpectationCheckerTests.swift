import Foundation
import IMSimCore
import IMSimScenario
import XCTest

final class ExpectationCheckerTests: XCTestCase {
    let here = SourceLocation(file: "party.yaml", line: 16, column: 7)

    func item(_ caption: String?, from sender: String, url: String? = nil, kind: TranscriptItem.Kind = .bubble,
              summary: String? = nil) -> TranscriptItem {
        let payload = MessagePayload(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, conversationID: "c",
                                     senderName: sender, bundleIdentifier: "com.example.shopping-list", sessionID: nil,
                                     url: url, layout: LayoutPayload(caption: caption))
        return TranscriptItem(kind: kind, message: payload, summary: summary)
    }

    func phone(style: PresentationStyle = .expanded, screen: ScreenSnapshot = ScreenSnapshot(),
               transcript: [TranscriptItem] = [], staged: TranscriptItem? = nil, lifecycle: [String] = []) -> PhoneSnapshot {
        PhoneSnapshot(name: "John", app: RunningApp(bundleIdentifier: "com.example.shopping-list", style: style, screen: screen),
                      transcript: transcript, staged: staged, lifecycle: lifecycle)
    }

    let closed = PhoneSnapshot(name: "John")

    func check(_ kind: Expectation.Kind, _ snapshot: PhoneSnapshot) -> [String] {
        ExpectationChecker.mismatches(Expectation(location: here, kind: kind), in: snapshot).map(\.description)
    }

    let listScreen = ScreenSnapshot(
        controllers: ["ListsViewController", "DetailListViewController"],
        elements: [
            ScreenElement(kind: .button, text: "Add", identifier: "add-item"),
            ScreenElement(kind: .textField, text: nil, identifier: nil, placeholder: "Item name"),
            ScreenElement(kind: .cell, text: "Mussels"),
            ScreenElement(kind: .cell, text: "Fries"),
        ])

    func testStyle() {
        XCTAssertEqual(check(.style(.expanded), phone()), [])
        XCTAssertEqual(check(.style(.expanded), phone(style: .compact)),
                       ["party.yaml:16:7: error: John's style: expected expanded, found compact"])
        XCTAssertEqual(check(.style(nil), closed), [])
        XCTAssertEqual(check(.style(nil), phone(style: .compact)),
                       ["party.yaml:16:7: error: John's style: expected closed, found compact"])
        XCTAssertEqual(check(.style(.compact), closed), ["party.yaml:16:7: error: John's style: expected compact, found closed"])
    }

    func testController() {
        XCTAssertEqual(check(.controller("DetailListViewController"), phone(screen: listScreen)), [])
        XCTAssertEqual(check(.controller("ListsViewController"), phone(screen: listScreen)), [
            "party.yaml:16:7: error: John's visible controller: expected ListsViewController, found DetailListViewController",
        ])
        XCTAssertEqual(check(.controller("ListsViewController"), closed),
                       ["party.yaml:16:7: error: John's visible controller: expected ListsViewController, found no app open"])
    }

    func testTranscript() {
        let expected = [
            BubbleExpectation(caption: "Hello", sender: "Kate"),
            BubbleExpectation(caption: "List :Mussels Party", sender: "Kate", query: [
                QueryItem(name: "name", value: "Mussels Party"), QueryItem(name: "element", value: "Mussels"),
                QueryItem(name: "element", value: "Fries"),
            ]),
        ]
        let hello = item("Hello", from: "Kate", url: "https://example.com/?greeting")
        let full = item("List :Mussels Party", from: "Kate",
                        url: "https://example.com/?name=Mussels%20Party&element=Mussels&element=Fries")
        XCTAssertEqual(check(.transcript(expected), phone(transcript: [hello, full])), [])
        XCTAssertEqual(check(.transcript([]), phone()), [])

        let partial = item("List :Mussels Party", from: "Kate", url: "https://example.com/?name=Mussels%20Party&element=Mussels")
        let summary = item(nil, from: "John", kind: .summary, summary: "John added Fries")
        XCTAssertEqual(check(.transcript(expected), phone(transcript: [hello, partial, summary])), ["""
            party.yaml:16:7: error: John's transcript differs: (− expected, + actual)
                  bubble(caption: "Hello", sender: "Kate")
                − bubble(caption: "List :Mussels Party", sender: "Kate", query: [name=Mussels Party, element=Mussels, element=Fries])
                + bubble(caption: "List :Mussels Party", sender: "Kate", query: [name=Mussels Party, element=Mussels])
                + summary(caption: nil, sender: "John", query: [])
            """])
        // Summary items are compared too, and an empty expectation list shows whole items.
        XCTAssertEqual(check(.transcript([BubbleExpectation(kind: .summary, summary: "John added Fries")]), phone(transcript: [summary])), [])
        XCTAssertEqual(check(.transcript([]), phone(transcript: [summary, hello])), ["""
            party.yaml:16:7: error: John's transcript differs: (− expected, + actual)
                + summary(sender: "John", summary: "John added Fries")
                + bubble(caption: "Hello", sender: "Kate")
            """])
    }

    func testTranscriptMismatchExposesLines() {
        let mismatches = ExpectationChecker.mismatches(
            Expectation(location: here, kind: .transcript([BubbleExpectation(caption: "A"), BubbleExpectation(caption: "B")])),
            in: phone(transcript: [item("A", from: "Kate"), item("C", from: "Kate")]))
        XCTAssertEqual(mismatches, [Mismatch(
            location: here, what: "John's transcript",
            expected: "bubble(caption: \"A\")\nbubble(caption: \"B\")",
            actual: "bubble(caption: \"A\")\nbubble(caption: \"C\")",
            diff: "  bubble(caption: \"A\")\n− bubble(caption: \"B\")\n+ bubble(caption: \"C\")")])
    }

    func testStaged() {
        let draft = item("Draft", from: "John", url: "https://example.com/?a=1")
        XCTAssertEqual(check(.staged(nil), phone()), [])
        XCTAssertEqual(check(.staged(nil), phone(staged: draft)),
                       [#"party.yaml:16:7: error: John's staged message: expected none, found bubble(caption: "Draft", sender: "John")"#])
        XCTAssertEqual(check(.staged(BubbleExpectation(caption: "Draft", query: [QueryItem(name: "a", value: "1")])),
                             phone(staged: draft)), [])
        XCTAssertEqual(check(.staged(BubbleExpectation(caption: "Draft")), phone()),
                       [#"party.yaml:16:7: error: John's staged message: expected bubble(caption: "Draft"), found none"#])
        XCTAssertEqual(check(.staged(BubbleExpectation(caption: "Draft 2", sender: "John")), phone(staged: draft)), [
            #"party.yaml:16:7: error: John's staged message: expected bubble(caption: "Draft 2", sender: "John"), "#
                + #"found bubble(caption: "Draft", sender: "John")"#,
        ])
    }

    func testLifecycle() {
        let trace = ["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"]
        XCTAssertEqual(check(.lifecycle(trace), phone(lifecycle: trace)), [])
        XCTAssertEqual(check(.lifecycle(["viewDidLoad", "didBecomeActive", "willBecomeActive", "viewWillAppear", "viewDidAppear"]),
                             phone(lifecycle: trace)), ["""
            party.yaml:16:7: error: John's lifecycle differs: (− expected, + actual)
                  viewDidLoad
                − didBecomeActive
                  willBecomeActive
                + didBecomeActive
                  viewWillAppear
                  viewDidAppear
            """])
        XCTAssertEqual(check(.lifecycle(["viewDidLoad"]), closed), ["""
            party.yaml:16:7: error: John's lifecycle differs: (− expected, + actual)
                − viewDidLoad
            """])
    }

    func testTable() {
        XCTAssertEqual(check(.table(["Mussels", "Fries"]), phone(screen: listScreen)), [])
        XCTAssertEqual(check(.table(["Mussels", "Wine", "Fries"]), phone(screen: listScreen)), ["""
            party.yaml:16:7: error: John's table differs: (− expected, + actual)
                  Mussels
                − Wine
                  Fries
            """])
        XCTAssertEqual(check(.table(["Mussels"]), closed),
                       ["party.yaml:16:7: error: John's table: expected [Mussels], found no app open"])
    }

    func testCollection() {
        let history = ScreenSnapshot(elements: [
            ScreenElement(kind: .button, text: "Edit"),
            ScreenElement(kind: .item, text: "Add"),
            ScreenElement(kind: .cell, text: "A table row"),
            ScreenElement(kind: .item, text: "Cone with vanilla scoops and sprinkles"),
        ])
        XCTAssertEqual(check(.collection(["Add", "Cone with vanilla scoops and sprinkles"]), phone(screen: history)), [])
        XCTAssertEqual(check(.collection(["Add"]), phone(screen: history)), ["""
            party.yaml:16:7: error: John's collection differs: (− expected, + actual)
                  Add
                + Cone with vanilla scoops and sprinkles
            """])
        XCTAssertEqual(check(.collection(["Add"]), closed),
                       ["party.yaml:16:7: error: John's collection: expected [Add], found no app open"])
    }

    func testScreenContains() {
        XCTAssertEqual(check(.screenContains(["Add", "add-item", "Item name", "Fries"]), phone(screen: listScreen)), [])
        let alerting = ScreenSnapshot(elements: [], alert: AlertSnapshot(title: "New list", message: "Name it",
                                                                         textFields: ["Party"], actions: ["Cancel", "Create"]))
        XCTAssertEqual(check(.screenContains(["New list", "Name it", "Party", "Create"]), phone(screen: alerting)), [])
        XCTAssertEqual(check(.screenContains(["Add", "Wine", "Beer"]), phone(screen: listScreen)), [
            // What is missing reads as missing, not as found (issue 25).
            #"party.yaml:16:7: error: John's screen: expected texts "Add", "Wine", "Beer", found no "Wine" and no "Beer" "#
                + #"(on screen: "Add", "add-item", "Item name", "Mussels", "Fries")"#,
        ])
        XCTAssertEqual(check(.screenContains(["Add"]), closed),
                       [#"party.yaml:16:7: error: John's screen: expected texts "Add", found no app open"#])
    }

    func testAlert() {
        let alerting = ScreenSnapshot(alert: AlertSnapshot(title: "New list", message: nil, textFields: [], actions: ["OK"]))
        let untitled = ScreenSnapshot(alert: AlertSnapshot(title: nil, message: "Sure?", textFields: [], actions: ["OK"]))
        XCTAssertEqual(check(.alert(nil), phone()), [])
        XCTAssertEqual(check(.alert(nil), closed), [])
        XCTAssertEqual(check(.alert("New list"), phone(screen: alerting)), [])
        XCTAssertEqual(check(.alert(nil), phone(screen: alerting)),
                       [#"party.yaml:16:7: error: John's alert: expected no alert, found "New list""#])
        XCTAssertEqual(check(.alert("Delete?"), phone(screen: alerting)),
                       [#"party.yaml:16:7: error: John's alert: expected "Delete?", found "New list""#])
        XCTAssertEqual(check(.alert("Delete?"), phone(screen: untitled)),
                       [#"party.yaml:16:7: error: John's alert: expected "Delete?", found an alert without a title"#])
        XCTAssertEqual(check(.alert("Delete?"), phone()), [#"party.yaml:16:7: error: John's alert: expected "Delete?", found no alert"#])
        XCTAssertEqual(check(.alert("Delete?"), closed), [#"party.yaml:16:7: error: John's alert: expected "Delete?", found no app open"#])
    }

    func testCheckingSeveralExpectations() {
        let expectations = [
            Expectation(location: here, kind: .style(.expanded)),
            Expectation(location: SourceLocation(file: "party.yaml", line: 17, column: 7), kind: .table(["Mussels", "Fries"])),
            Expectation(location: SourceLocation(file: "party.yaml", line: 18, column: 7), kind: .alert(nil)),
        ]
        XCTAssertEqual(ExpectationChecker.mismatches(expectations, in: phone(screen: listScreen)), [])
        XCTAssertEqual(ExpectationChecker.mismatches(expectations, in: closed).map(\.description), [
            "party.yaml:16:7: error: John's style: expected expanded, found closed",
            "party.yaml:17:7: error: John's table: expected [Mussels, Fries], found no app open",
        ])
    }
}

final class BubbleImageExpectationTests: XCTestCase {
    private func item(_ image: ImageFacts?) -> TranscriptItem {
        TranscriptItem(kind: .bubble, message: MessagePayload(conversationID: "c", senderName: "Kate", bundleIdentifier: "b",
                                                              sessionID: nil, url: nil, layout: nil), image: image)
    }

    func testStickerImagesMustFollowTheStickerRules() {
        let sticker = BubbleExpectation(image: .sticker)
        XCTAssertTrue(sticker.matches(item(ImageFacts(format: "png", width: 600, height: 600, byteCount: 20_000))))
        XCTAssertFalse(sticker.matches(item(ImageFacts(format: "png", width: 200, height: 600, byteCount: 20_000))))
        XCTAssertFalse(sticker.matches(item(ImageFacts(format: "png", width: 600, height: 600, byteCount: 600_000))))
        XCTAssertFalse(sticker.matches(item(ImageFacts(format: nil, width: 0, height: 0, byteCount: 0))))
        XCTAssertFalse(sticker.matches(item(nil)))
        XCTAssertTrue(BubbleExpectation(image: BubbleExpectation.ImageExpectation.none).matches(item(nil)))
        XCTAssertEqual(ImageFacts(format: "png", width: 200, height: 600, byteCount: 10).verdict, "png 200×600, 10 bytes")
    }
}

/// The checks that allow other items.
final class ContainsAndAbsentTests: XCTestCase {
    let here = SourceLocation(file: "x.yaml", line: 3, column: 7)

    func item(_ caption: String, _ sender: String = "Kate", query: String = "?a=1&b=2") -> TranscriptItem {
        TranscriptItem(MessagePayload(conversationID: "chat", senderName: sender, bundleIdentifier: "probe", sessionID: nil,
                                      url: query, layout: LayoutPayload(caption: caption)))
    }

    func snapshot(_ items: [TranscriptItem]) -> PhoneSnapshot {
        PhoneSnapshot(name: "John", conversation: "chat", app: nil, transcript: items, staged: nil, lifecycle: [], extensionOutput: [])
    }

    func check(_ kind: Expectation.Kind, _ items: [TranscriptItem]) -> [Mismatch] {
        ExpectationChecker.mismatches(Expectation(location: here, kind: kind), in: snapshot(items))
    }

    func testTranscriptContainsWantsTheOrderAndAllowsOthersBetween() {
        let items = [item("A"), item("B"), item("C")]
        XCTAssertEqual(check(.transcriptContains([BubbleExpectation(caption: "A"), BubbleExpectation(caption: "C")]), items), [])
        let reversed = check(.transcriptContains([BubbleExpectation(caption: "C"), BubbleExpectation(caption: "A")]), items)
        XCTAssertEqual(reversed.count, 1)
        XCTAssertTrue(reversed[0].description.contains(#"after bubble(caption: "C")"#), reversed[0].description)
        XCTAssertTrue(reversed[0].description.contains(#"after bubble(caption: "C"), found no such bubble among "#),
                      reversed[0].description)
    }

    func testQueryContainsIgnoresOrderAndOtherItems() {
        XCTAssertEqual(check(.transcriptContains([BubbleExpectation(queryContains: [QueryItem(name: "b", value: "2")])]), [item("A")]), [])
        XCTAssertEqual(check(.transcriptContains([BubbleExpectation(queryContains: [QueryItem(name: "b", value: "3")])]), [item("A")]).count, 1)
    }

    func testAbsentFailsOnEachItemThatIsThere() {
        let items = [item("A"), item("B", "John")]
        XCTAssertEqual(check(.absent([.text("Z"), .bubble(BubbleExpectation(sender: "Alice"))]), items), [])
        let found = check(.absent([.text("A"), .bubble(BubbleExpectation(sender: "John")), .text("Q")]), items)
        XCTAssertEqual(found.map(\.expected), [#"no "A""#, #"no bubble(sender: "John")"#])
    }
}
