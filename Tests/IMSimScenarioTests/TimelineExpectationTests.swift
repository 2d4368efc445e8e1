import Foundation
import IMSimCore
import IMSimScenario
import XCTest

/// The expectations about an app's own events (`timeline`, `log`) and its preferred size.
final class TimelineExpectationTests: XCTestCase {
    let here = SourceLocation(file: "m.yaml", line: 9, column: 7)

    func check(_ kind: Expectation.Kind, _ snapshot: PhoneSnapshot) -> [String] {
        ExpectationChecker.mismatches(Expectation(location: here, kind: kind), in: snapshot).map(\.description)
    }

    var phone: PhoneSnapshot {
        let entry = LogEntry(subsystem: "app", category: "views", level: "default", message: "Fruit onCreate")
        let screen = ScreenSnapshot(controllers: ["Root", "Menu"], preferredContentSize: ContentSize(width: 320, height: 150))
        return PhoneSnapshot(name: "Kate", app: RunningApp(bundleIdentifier: "app", style: .compact, screen: screen),
                             lifecycle: ["viewDidLoad", "willBecomeActive"],
                             timeline: [.callback("viewDidLoad"), .log(entry), .callback("willBecomeActive")])
    }

    func testTheTimelineInterleavesCallbacksAndLoggedMessages() {
        XCTAssertEqual(check(.timeline(["viewDidLoad", "log: Fruit onCreate", "willBecomeActive"]), phone), [])
        XCTAssertEqual(check(.log(["Fruit onCreate"]), phone), [])
        let mismatch = check(.timeline(["viewDidLoad", "willBecomeActive"]), phone)
        XCTAssertEqual(mismatch.count, 1)
        XCTAssertTrue(mismatch[0].contains("+ log: Fruit onCreate"), mismatch[0])
        XCTAssertEqual(check(.log([]), phone).count, 1)
    }

    func testPreferredSize() {
        XCTAssertEqual(check(.preferredSize(ContentSize(width: 320, height: 150)), phone), [])
        XCTAssertEqual(check(.preferredSize(ContentSize(width: 320, height: 480)), phone),
                       ["m.yaml:9:7: error: Kate's preferred content size: expected 320x480, found 320x150"])
        XCTAssertEqual(ContentSize(text: "320x150.5"), ContentSize(width: 320, height: 150.5))
        XCTAssertNil(ContentSize(text: "320 by 150"))
        XCTAssertEqual("\(ContentSize(width: 320, height: 150.5))", "320x150.5")
    }

    /// A logged message reaches the snapshot through the journal's event, between the callbacks.
    func testPhoneStateFoldsLoggedMessagesIntoTheTimeline() {
        var state = PhoneState(name: "Kate")
        state.apply(.callback(name: "viewDidLoad"))
        state.apply(.logged(entry: LogEntry(subsystem: "app", category: "", level: "info", message: "hello")))
        state.apply(.callback(name: "willBecomeActive"))
        XCTAssertEqual(state.snapshot.timeline.map(\.description), ["viewDidLoad", "log: hello", "willBecomeActive"])
        XCTAssertEqual(state.snapshot.lifecycle, ["viewDidLoad", "willBecomeActive"])
    }
}
