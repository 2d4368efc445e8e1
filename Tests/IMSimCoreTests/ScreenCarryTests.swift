import Foundation
import IMSimCore
import XCTest

/// A report whose screen did not change leaves it out of its frame, and the receiving end puts back
/// the screen the report before it showed.
final class ScreenCarryTests: XCTestCase {
    private let menu = ScreenSnapshot(controllers: ["MenuController"], elements: [ScreenElement(kind: .button, text: "Send text")])
    private let sent = ScreenSnapshot(controllers: ["MenuController"], elements: [ScreenElement(kind: .label, text: "sent")])

    private func throughTheWire(_ message: ExtensionToHost) throws -> (message: ExtensionToHost, bytes: Int) {
        let bytes = try WireEncoder().encode(message)
        return (try WireDecoder().decode(ExtensionToHost.self, from: bytes), bytes.count)
    }

    func testAnUnchangedScreenIsNotSentAndIsPutBack() throws {
        var carry = ScreenCarry()
        let first = ExtensionReport(trace: ["viewDidLoad"], actions: [], screen: menu)
        XCTAssertEqual(carry.restore(try throughTheWire(.report(first)).message), .report(first))

        let again = ExtensionReport(trace: [], actions: [], screen: menu, screenUnchanged: true)
        let (received, bytes) = try throughTheWire(.update(again))
        let whole = try throughTheWire(.update(ExtensionReport(trace: [], actions: [], screen: menu))).bytes
        XCTAssertLessThan(bytes, whole, "the unchanged screen was sent")
        guard case let .update(restored) = carry.restore(received) else { return XCTFail("not an update: \(received)") }
        XCTAssertEqual(restored.screen, menu)

        let changed = ExtensionReport(trace: [], actions: [], screen: sent)
        XCTAssertEqual(carry.restore(try throughTheWire(.report(changed)).message), .report(changed))
        guard case let .report(last) = carry.restore(try throughTheWire(.report(ExtensionReport(trace: [], actions: [], screen: sent,
                                                                                                 screenUnchanged: true))).message)
        else { return XCTFail("not a report") }
        XCTAssertEqual(last.screen, sent)
    }

    func testAChangedScreenIsEncodedAsBefore() throws {
        // Without the flag, a report's frame is what the synthesized coding wrote (keys in their order).
        let report = ExtensionReport(trace: ["viewDidLoad"], actions: [], screen: menu, failure: "no such button")
        let tree = try WireEncoder().encodeTree(report)
        guard case let .map(entries) = tree else { return XCTFail("not a map: \(tree)") }
        XCTAssertEqual(entries.map(\.key), ["trace", "actions", "screen", "failure", "events"])
    }
}
