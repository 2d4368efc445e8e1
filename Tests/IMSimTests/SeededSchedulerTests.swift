import IMSimModel
import XCTest

/// The order of an embedded run: drawn from the seed among links that hold something, each link in
/// the order sent, timers only once every link is empty.
final class SeededSchedulerTests: XCTestCase {
    private func drain(_ scheduler: inout SeededScheduler<String>) -> [String] {
        var order: [String] = []
        while let (_, job) = scheduler.next() { order.append(job) }
        return order
    }

    private func loaded(seed: UInt64) -> SeededScheduler<String> {
        var scheduler = SeededScheduler<String>(seed: seed)
        for index in 1...5 {
            scheduler.send("kate \(index)", on: "Kate→relay")
            scheduler.send("john \(index)", on: "John→relay")
            scheduler.send("alice \(index)", on: "Alice→relay")
        }
        return scheduler
    }

    func testTheSameSeedGivesTheSameOrderAndEachLinkKeepsItsOwn() {
        var one = loaded(seed: 7), two = loaded(seed: 7)
        let first = drain(&one)
        XCTAssertEqual(first, drain(&two))
        XCTAssertEqual(first.count, 15)
        for name in ["kate", "john", "alice"] {
            XCTAssertEqual(first.filter { $0.hasPrefix(name) }, (1...5).map { "\(name) \($0)" }, "\(name)'s link in order")
        }
    }

    func testSeedsDrawDifferentInterleavings() {
        let orders = Set((1...20).map { seed -> [String] in
            var scheduler = loaded(seed: UInt64(seed))
            return drain(&scheduler)
        })
        XCTAssertGreaterThan(orders.count, 10, "20 seeds, few distinct interleavings")
    }

    func testTimersWaitForTheLinksAndFireInTheirOrder() {
        var scheduler = SeededScheduler<String>(seed: 1)
        scheduler.schedule("late", after: .seconds(5))
        scheduler.schedule("early", after: .milliseconds(10))
        let cancelled = scheduler.schedule("cancelled", after: .seconds(1))
        scheduler.cancel(cancelled)
        scheduler.send("message", on: "relay→Kate")
        XCTAssertNil(scheduler.fireNextTimer(), "a timer never overtakes a message")
        XCTAssertEqual(scheduler.next()?.job, "message")
        XCTAssertEqual(scheduler.fireNextTimer(), "early")
        XCTAssertEqual(scheduler.now, 10_000_000)
        XCTAssertEqual(scheduler.fireNextTimer(), "late")
        XCTAssertEqual(scheduler.now, 5_000_000_000)
        XCTAssertNil(scheduler.fireNextTimer())
    }
}
