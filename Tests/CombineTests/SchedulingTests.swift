import Combine
import Foundation
import XCTest

/// Timers, notifications and schedulers: values that come later, on the main run loop and queue.
final class SchedulingTests: XCTestCase {
    /// Runs the main run loop until `done` or five seconds.
    private func runMainLoop(until done: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        while !done() && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertTrue(done(), "not done within five seconds", file: file, line: line)
    }

    func testATimerPublisherTicksOnceConnectedAndStopsWhenCancelled() {
        var ticks: [Date] = []
        let subscription = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect().sink { ticks.append($0) }
        runMainLoop { ticks.count >= 3 }
        XCTAssertEqual(ticks, ticks.sorted())
        subscription.cancel()
        let counted = ticks.count
        let later = Date().addingTimeInterval(0.1)
        while Date() < later { _ = RunLoop.main.run(mode: .default, before: later) }
        XCTAssertEqual(ticks.count, counted, "no tick after cancel")
    }

    func testANotificationPublisherObservesWhileSubscribed() {
        let name = Notification.Name("imsim.test.poke")
        let center = NotificationCenter()
        var seen = 0
        let subscription = center.publisher(for: name).sink { _ in seen += 1 }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        XCTAssertEqual(seen, 1)
        subscription.cancel()
        center.post(name: name, object: nil)
        XCTAssertEqual(seen, 1)
        XCTAssertEqual(center.publisher(for: name), center.publisher(for: name), "the same publisher compares equal")
    }

    func testDebounceSendsTheLastOfABurstAndReceiveOnHopsToTheMainQueue() {
        let typed = PassthroughSubject<String, Never>()
        var searched: [String] = []
        let subscription = typed.debounce(for: .milliseconds(50), scheduler: RunLoop.main).sink { searched.append($0) }
        typed.send("k")
        typed.send("ka")
        typed.send("kat")
        runMainLoop { !searched.isEmpty }
        XCTAssertEqual(searched, ["kat"])

        var onMain: [Bool] = []
        let hop = Just(1).receive(on: DispatchQueue.main).sink { _ in onMain.append(Thread.isMainThread) }
        XCTAssertEqual(onMain, [], "delivered later, on the queue")
        runMainLoop { !onMain.isEmpty }
        XCTAssertEqual(onMain, [true])
        _ = (subscription, hop)
    }

    func testDelayWaitsOnTheDispatchClock() {
        var seen: [Int] = []
        let started = DispatchTime.now()
        var waited: UInt64 = 0
        let subscription = Just(4).delay(for: .milliseconds(30), scheduler: DispatchQueue.main).sink {
            seen.append($0)
            waited = DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds
        }
        runMainLoop { !seen.isEmpty }
        XCTAssertGreaterThanOrEqual(waited, 30_000_000)
        _ = subscription
    }
}
