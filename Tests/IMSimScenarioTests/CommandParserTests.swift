import IMSimCore
import IMSimScenario
import XCTest

final class CommandParserTests: XCTestCase {
    func parseError(_ line: String, file: StaticString = #filePath, line testLine: UInt = #line) -> String? {
        do {
            let command = try CommandParser.parse(line)
            XCTFail("expected an error, parsed \(command)", file: file, line: testLine)
            return nil
        } catch {
            return error.message
        }
    }

    func testParsesEveryVerb() throws {
        let cases: [(String, Command)] = [
            ("open", .openApp(nil)),
            ("open shopping-list", .openApp("shopping-list")),
            ("tap \"New party\"", .tap("New party")),
            ("tap Send", .tap("Send")),
            ("type Mussels", .type("Mussels", into: nil)),
            ("type \"Moules frites\" into \"Item name\"", .type("Moules frites", into: "Item name")),
            ("send", .pressSend),
            ("delete", .deleteStaged),
            ("tap-bubble last", .tapBubble(.last)),
            ("tap-bubble 2", .tapBubble(.position(2))),
            ("tap-bubble \"List :Mussels Party\"", .tapBubble(.caption("List :Mussels Party"))),
            ("tap-bubble \"last\"", .tapBubble(.caption("last"))),
            ("tap-bubble \"3\"", .tapBubble(.caption("3"))),
            ("expand", .expand),
            ("collapse", .collapse),
            ("close", .close),
            ("keep last", .keep(.last)),
            ("keep 2", .keep(.position(2))),
            ("switch-to kate-and-john", .switchConversation("kate-and-john")),
            ("  tap\t  New\\ party  ", .tap("New party")),
            ("tap \"say \\\"hi\\\"\"", .tap("say \"hi\"")),
            ("tap a\\b", .tap("a\\b")),
            ("tap \"\"", .tap("")),
            ("type into", .type("into", into: nil)),
            ("type \"Player\\b\\b\\bKate\\n\" into Name", .type("Player\u{8}\u{8}\u{8}Kate\n", into: "Name")),
        ]
        for (line, command) in cases {
            XCTAssertEqual(try CommandParser.parse(line), command, line)
        }
    }

    func testRoundTripsVerbText() throws {
        let commands: [Command] = [
            .openApp(nil), .openApp("shopping-list"), .tap("New party"), .tap("Send"), .tap("say \"hi\""), .tap(""),
            .tap("C:\\path"), .type("Mussels", into: nil), .type("Moules frites", into: "Item name"),
            .type("into", into: "into"), .type("ab\u{8}c\nd", into: nil), .pressSend, .deleteStaged, .tapBubble(.last), .tapBubble(.position(12)),
            .tapBubble(.caption("List :Mussels Party")), .tapBubble(.caption("Lunch")), .expand, .collapse, .close,
            // White space the tokenizer splits at, not only a plain space: quoted too.
            .tap("10:41\u{202F}PM"), .tap("Moules\u{00A0}frites"), .tap("two\nlines"), .tap("e\u{301} \"x\""),
        ]
        for command in commands {
            XCTAssertEqual(try CommandParser.parse(command.verbText), command, command.verbText)
        }
    }

    func testErrorsNameTheVerbAndAnExample() {
        XCTAssertEqual(parseError("tap"), "`tap` needs a control: tap \"New party\"")
        XCTAssertEqual(parseError("tap New party"), "`tap` takes one control; quote a title with spaces: tap \"New party\"")
        XCTAssertEqual(parseError("open a b"), "`open` takes at most one app: open shopping-list")
        XCTAssertEqual(parseError("type"), "`type` needs text: type Mussels, or type \"Moules frites\" into \"Item name\"")
        XCTAssertEqual(parseError("type Moules frites"), "`type` takes one text, then optionally `into FIELD`; "
            + "quote text with spaces: type \"Moules frites\" into \"Item name\"")
        XCTAssertEqual(parseError("type a \"into\" b"), "`type` takes one text, then optionally `into FIELD`; "
            + "quote text with spaces: type \"Moules frites\" into \"Item name\"")
        XCTAssertEqual(parseError("send now"), "`send` takes no arguments: send")
        XCTAssertEqual(parseError("tap-bubble"), "`tap-bubble` needs one bubble: tap-bubble last, tap-bubble 2, "
            + "or tap-bubble \"List :Mussels Party\"")
        XCTAssertEqual(parseError("tap-bubble 0"), "`tap-bubble` position 0 is out of range; positions count from 1: tap-bubble 1")
        XCTAssertEqual(parseError("jump"), "unknown verb `jump`; known verbs: open, tap, type, send, delete, tap-bubble, "
            + "expand, collapse, close, keep, switch-to, toggle, select-segment, set-value, pick, memory-warning, pick-photo, cancel-photo-picker, tap-at, long-press, drag, swipe, pinch, screenshot")
        XCTAssertEqual(parseError("   "), "empty command; known verbs: open, tap, type, send, delete, tap-bubble, "
            + "expand, collapse, close, keep, switch-to, toggle, select-segment, set-value, pick, memory-warning, pick-photo, cancel-photo-picker, tap-at, long-press, drag, swipe, pinch, screenshot")
        XCTAssertEqual(parseError("tap \"New party"), "unterminated quote in `tap \"New party`: close it with \"")
    }

    func testListsVerbsForHelp() {
        XCTAssertEqual(CommandParser.verbs.map(\.name),
                       ["open", "tap", "type", "send", "delete", "tap-bubble", "expand", "collapse", "close", "keep", "switch-to",
                        "toggle", "select-segment", "set-value", "pick", "memory-warning", "pick-photo", "cancel-photo-picker", "tap-at", "long-press", "drag", "swipe", "pinch",
                        "screenshot"])
        XCTAssertEqual(CommandParser.verbs.map(\.usage), [
            "open [APP]", "tap CONTROL", "type TEXT [into FIELD]", "send", "delete", "tap-bubble last|N|CAPTION",
            "expand", "collapse", "close", "keep last|N|CAPTION", "switch-to CONVERSATION",
            "toggle SWITCH", "select-segment TITLE", "set-value N [on CONTROL]", "pick ROW [in PICKER]", "memory-warning",
            "pick-photo FILE", "cancel-photo-picker",
            "tap-at X,Y [in VIEW] [times N] | tap-at VIEW", "long-press X,Y [in VIEW] | long-press VIEW [for 1s]",
            "drag X,Y to X,Y [to X,Y...] [in VIEW] [steps N]", "swipe left|right|up|down [on VIEW]", "pinch [VIEW] to SCALE",
            "screenshot NAME",
        ])
    }
}

final class CommandParserSizeTests: XCTestCase {
    /// A 4 MB argument, plain or quoted with a million escapes, parses whole. How fast is
    /// `tools/bench`'s to measure: a wall-clock bound in a test fails on a slow machine, not a slow parser.
    func testAHugeArgumentParsesWhole() throws {
        for quoted in [false, true] {
            let characters = 4 << 20
            let text = quoted ? "\"" + String(repeating: "a b\\\"", count: characters / 4) + "\""
                : String(repeating: "x", count: characters)
            let command = try CommandParser.parse("type " + text)
            guard case .type(let typed, into: nil) = command else { return XCTFail("\(command)") }
            XCTAssertEqual(typed.count, characters, "quoted: \(quoted)")
        }
    }
}
