import Combine
import Foundation
import XCTest

/// What a review found: demand kept through merges and debounces, endings that cancel and count
/// once, event hooks, and one delivery at a time.
final class DemandAndEndingTests: XCTestCase {
    private struct Broken: Error {}

    func testAFailureOnOneSideCancelsTheOther() {
        let left = PassthroughSubject<Int, Broken>()
        var otherCancelled = false
        let right = PassthroughSubject<Int, Broken>().handleEvents(receiveCancel: { otherCancelled = true })
        var ended: [String] = []
        let merged = left.merge(with: right).sink(receiveCompletion: { ended.append("\($0)") }, receiveValue: { _ in })
        left.send(completion: .failure(Broken()))
        XCTAssertTrue(otherCancelled, "merge")
        XCTAssertEqual(ended.count, 1)

        otherCancelled = false
        let first = PassthroughSubject<Int, Broken>()
        let latest = first.combineLatest(PassthroughSubject<Int, Broken>().handleEvents(receiveCancel: { otherCancelled = true }))
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        first.send(completion: .failure(Broken()))
        XCTAssertTrue(otherCancelled, "combineLatest")
        _ = (merged, latest)
    }

    func testAMergeSendsNoMoreThanWasAskedForAndTheRestWhenAsked() {
        let counter = Recorder<Int>(asking: .max(1))
        Just(1).merge(with: Just(2)).subscribe(counter)
        XCTAssertEqual(counter.values, [1])
        XCTAssertNil(counter.completion, "a value is still held")
        counter.subscription?.request(.max(1))
        XCTAssertEqual(counter.values, [1, 2])
        XCTAssertEqual(counter.completion, "finished")
    }

    func testAutoconnectConnectsWhileSomeoneListensAndCountsEachOnce() {
        let connectable = CountingConnectable()
        let auto = connectable.autoconnect()
        // One that cancels as soon as it is subscribed leaves nothing connected.
        auto.subscribe(Recorder<Int>(asking: .unlimited, cancelsAtOnce: true))
        XCTAssertEqual(connectable.connected, 0)
        // One that finishes and is then cancelled leaves once.
        let first = Recorder<Int>(asking: .unlimited)
        auto.subscribe(first)
        connectable.subject.send(completion: .finished)
        first.subscription?.cancel()
        XCTAssertEqual(connectable.connected, 0)
        // The subject has finished: the next subscriber ends at once, and the connection it made goes.
        let second = Recorder<Int>(asking: .unlimited)
        auto.subscribe(second)
        XCTAssertEqual(second.completion, "finished")
        XCTAssertEqual(connectable.connected, 0)

        let live = CountingConnectable().autoconnect()
        let listeners = [Recorder<Int>(asking: .unlimited), Recorder<Int>(asking: .unlimited)]
        for listener in listeners { live.subscribe(listener) }
        XCTAssertEqual(live.upstream.connected, 1, "one connection for both")
        listeners[0].subscription?.cancel()
        XCTAssertEqual(live.upstream.connected, 1)
        listeners[1].subscription?.cancel()
        XCTAssertEqual(live.upstream.connected, 0, "the last to go disconnects")
    }

    func testHandleEventsSeesSubscriptionRequestsAndCancel() {
        var events: [String] = []
        let subscription = PassthroughSubject<Int, Never>()
            .handleEvents(receiveSubscription: { _ in events.append("subscribed") }, receiveOutput: { events.append("value \($0)") },
                          receiveCancel: { events.append("cancelled") }, receiveRequest: { events.append("asked \($0)") })
            .sink { _ in }
        subscription.cancel()
        XCTAssertEqual(events, ["subscribed", "asked unlimited", "cancelled"])
    }

    func testASubscriberIsCalledByOneThreadAtATime() {
        let subject = PassthroughSubject<Int, Never>()
        let inside = NSLock()
        var busy = 0, mostAtOnce = 0, received = 0
        let subscription = subject.sink { _ in
            inside.withLock { busy += 1; mostAtOnce = max(mostAtOnce, busy) }
            usleep(20)
            inside.withLock { busy -= 1; received += 1 }
        }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<200 { subject.send(value) }
        }
        XCTAssertEqual(received, 800)
        XCTAssertEqual(mostAtOnce, 1)
        _ = subscription
    }

    func testDebounceAsksUpstreamForAllAndEndsWithoutAWaitingValue() {
        let typed = PassthroughSubject<Int, Never>()
        let counter = Recorder<Int>(asking: .max(1))
        typed.debounce(for: .milliseconds(20), scheduler: RunLoop.main).subscribe(counter)
        typed.send(1)
        typed.send(2)
        typed.send(3)
        runMainLoop { !counter.values.isEmpty }
        XCTAssertEqual(counter.values, [3], "the last of the burst, though only one value was asked for")

        let ending = PassthroughSubject<Int, Never>()
        let events = Recorder<Int>(asking: .unlimited)
        ending.debounce(for: .milliseconds(20), scheduler: RunLoop.main).subscribe(events)
        ending.send(1)
        ending.send(completion: .finished)
        runMainLoop { events.completion != nil }
        let after = Date().addingTimeInterval(0.06)
        while Date() < after { _ = RunLoop.main.run(mode: .default, before: after) }
        XCTAssertEqual(events.values, [], "the waiting value goes with the end, as Combine's")
    }

    func testDemandComparesWithNumbersBothWays() {
        let demand = Subscribers.Demand.max(2)
        XCTAssertTrue(demand >= 1 && demand <= 2 && demand != 3 && 1 <= demand && 3 > demand)
        XCTAssertTrue(Subscribers.Demand.unlimited > Int.max && Subscribers.Demand.unlimited >= 0)
        XCTAssertEqual(demand * 3, .max(6))
    }

    private func runMainLoop(until done: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        while !done() && Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01)) }
        XCTAssertTrue(done(), "not done within five seconds", file: file, line: line)
    }
}

/// A connectable publisher that counts its live connections.
private final class CountingConnectable: ConnectablePublisher {
    typealias Output = Int
    typealias Failure = Never
    let subject = PassthroughSubject<Int, Never>()
    var connected = 0

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    func connect() -> any Cancellable {
        connected += 1
        return AnyCancellable { self.connected -= 1 }
    }
}

/// A subscriber that asks for a given demand at first and records what comes.
private final class Recorder<Value>: Subscriber {
    typealias Input = Value
    typealias Failure = Never
    let asking: Subscribers.Demand
    let cancelsAtOnce: Bool
    var values: [Value] = []
    var completion: String?
    var subscription: (any Subscription)?

    init(asking: Subscribers.Demand, cancelsAtOnce: Bool = false) {
        self.asking = asking
        self.cancelsAtOnce = cancelsAtOnce
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if cancelsAtOnce { return subscription.cancel() }
        subscription.request(asking)
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) { self.completion = "\(completion)" }
}
