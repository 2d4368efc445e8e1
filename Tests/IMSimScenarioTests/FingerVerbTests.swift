import IMSimCore
@testable import IMSimScenario
import XCTest

/// The finger's verbs: what each parses to, that each reads back from its own text, and what a
/// mistake is told.
final class FingerVerbTests: XCTestCase {
    private func finger(_ line: String) throws -> FingerGesture {
        guard case let .gesture(.finger(gesture)) = try CommandParser.parse(line) else {
            throw CommandSyntaxError("not a finger gesture: \(line)")
        }
        return gesture
    }

    private func error(_ line: String) -> String? {
        do {
            _ = try CommandParser.parse(line)
            return nil
        } catch {
            return error.message
        }
    }

    func testEachFormParses() throws {
        let point = FingerGesture.Point(x: 120, y: 80.5)
        XCTAssertEqual(try finger("tap-at 120,80.5"), .tap(.point(point, in: nil), times: 1))
        XCTAssertEqual(try finger("tap-at 120,80.5 in Board times 2"), .tap(.point(point, in: "Board"), times: 2))
        XCTAssertEqual(try finger("tap-at \"Black ink\""), .tap(.view("Black ink"), times: 1))
        XCTAssertEqual(try finger("long-press Card for 1.5s"), .longPress(.view("Card"), seconds: 1.5))
        XCTAssertEqual(try finger("long-press 10,10 in Card for 800ms"), .longPress(.point(FingerGesture.Point(x: 10, y: 10), in: "Card"), seconds: 0.8))
        XCTAssertEqual(try finger("drag 0,0 to 50,0 to 50,50 in Canvas steps 3"),
                       .drag([.init(x: 0, y: 0), .init(x: 50, y: 0), .init(x: 50, y: 50)], in: "Canvas", steps: 3))
        XCTAssertEqual(try finger("swipe left on Canvas"), .swipe(.left, on: "Canvas"))
        XCTAssertEqual(try finger("swipe up"), .swipe(.up, on: nil))
        XCTAssertEqual(try finger("pinch Photo to 2"), .pinch(on: "Photo", scale: 2))
        XCTAssertEqual(try finger("pinch to 0.5"), .pinch(on: nil, scale: 0.5))
    }

    func testEachReadsBackFromItsText() throws {
        let gestures: [FingerGesture] = [
            .tap(.point(.init(x: -3, y: 4.25), in: nil), times: 1), .tap(.view("Black ink"), times: 3),
            .longPress(.view("Card"), seconds: 2), .drag([.init(x: 1, y: 2), .init(x: 3, y: 4)], in: nil, steps: 10),
            .drag([.init(x: 1, y: 2), .init(x: 3, y: 4)], in: "My canvas", steps: 4), .swipe(.down, on: "Card"),
            .pinch(on: nil, scale: 1.5),
        ]
        for gesture in gestures {
            XCTAssertEqual(try finger(gesture.verbText), gesture, gesture.verbText)
        }
    }

    func testMistakesAreToldWithAnExample() {
        XCTAssertEqual(error("tap-at 1,2 3,4"), "expected a point X,Y (optionally `in VIEW`) or a view's name: "
            + "tap-at 120,80, tap-at 10,10 in Board, or tap-at Card times 2")
        XCTAssertEqual(error("tap-at Card times 0"), "`0` is not a count from 1 to 100: tap-at 120,80, tap-at 10,10 in Board, or tap-at Card times 2")
        XCTAssertEqual(error("drag 1,2"), "`drag` needs two points or more: drag 20,20 to 200,20, drag 0,0 to 50,0 to 50,50 in Canvas steps 20")
        XCTAssertEqual(error("drag 1,2 3,4"), "`drag` joins its points with `to`: drag 20,20 to 200,20, drag 0,0 to 50,0 to 50,50 in Canvas steps 20")
        XCTAssertEqual(error("swipe sideways"), "`swipe` takes left, right, up or down, then optionally `on VIEW`: swipe left, or swipe up on Card")
        XCTAssertEqual(error("pinch Photo to -1"), "`pinch` takes an optional view, then `to SCALE` (more than 0): pinch to 2, or pinch Photo to 0.5")
        XCTAssertEqual(error("long-press Card for 2 minutes"), "expected a point X,Y (optionally `in VIEW`) or a view's name: "
            + "long-press Card, long-press 40,40 in Board, or long-press Card for 2s")
        XCTAssertEqual(error("long-press Card for 90s"), "`90s` is not a duration up to 60s (1.5s, 800ms): "
            + "long-press Card, long-press 40,40 in Board, or long-press Card for 2s")
    }
}
