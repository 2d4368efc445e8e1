import Combine
import Foundation
import XCTest

/// flatMap, catch, share, collect, reduce, last and async `values`.
final class MoreOperatorTests: XCTestCase {
    private struct Broken: Error {}

    func testFlatMapSendsEveryInnerValueAndFinishesAfterAllOfThem() {
        let outer = PassthroughSubject<String, Never>()
        let inners = ["a": PassthroughSubject<String, Never>(), "b": PassthroughSubject<String, Never>()]
        var seen: [String] = []
        var finished = false
        let subscription = outer.flatMap { inners[$0]! }.sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
        outer.send("a")
        inners["a"]!.send("a1")
        outer.send("b")
        inners["b"]!.send("b1")
        inners["a"]!.send("a2")
        outer.send(completion: .finished)
        inners["a"]!.send(completion: .finished)
        XCTAssertFalse(finished, "b is still going")
        inners["b"]!.send(completion: .finished)
        XCTAssertEqual(seen, ["a1", "b1", "a2"])
        XCTAssertTrue(finished)
        _ = subscription
    }

    func testCatchGoesOnWithAnotherPublisherAfterAFailure() {
        var seen: [Int] = []
        var completions = 0
        let subscription = [1, 2].publisher.setFailureType(to: Broken.self).append(3)
            .tryMap { value -> Int in if value == 3 { throw Broken() } else { return value } }
            .catch { _ in Just(-1) }
            .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { seen.append($0) })
        XCTAssertEqual(seen, [1, 2, -1])
        XCTAssertEqual(completions, 1)
        _ = subscription
    }

    func testShareSubscribesUpstreamOnceForEveryone() {
        var subscriptions = 0
        let source = PassthroughSubject<Int, Never>()
        let shared = source.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).map { $0 * 10 }.share()
        var first: [Int] = [], second: [Int] = []
        let a = shared.sink { first.append($0) }
        let b = shared.sink { second.append($0) }
        source.send(1)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [10])
        XCTAssertEqual(second, [10])
        _ = (a, b)
    }

    func testCollectReduceAndLastWaitForTheEnd() {
        var collected: [[Int]] = [], sums: [Int] = [], lasts: [Int] = []
        var bag = Set<AnyCancellable>()
        (1...4).publisher.collect().sink { collected.append($0) }.store(in: &bag)
        (1...4).publisher.reduce(0, +).sink { sums.append($0) }.store(in: &bag)
        (1...4).publisher.last().sink { lasts.append($0) }.store(in: &bag)
        XCTAssertEqual(collected, [[1, 2, 3, 4]])
        XCTAssertEqual(sums, [10])
        XCTAssertEqual(lasts, [4])
    }

    func testLeavingAForAwaitLoopCancelsAndALateSubscriptionIsAskedForWhatWaits() async {
        let subject = PassthroughSubject<Int, Never>()
        let cancelled = LockedFlag()
        let values = subject.handleEvents(receiveCancel: { cancelled.set() }).values
        let feeding = Task {
            while !cancelled.isSet {
                subject.send(1)
                await Task.yield()
            }
        }
        for await _ in values { break }
        XCTAssertTrue(cancelled.isSet, "the loop's subscription went with it")
        feeding.cancel()

        let late = Deferred { Just(7) }.subscribe(on: DispatchQueue.global()).values
        var iterator = late.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first, 7)
    }

    func testFlatMapOverloadsResolveForEveryPairOfFailures() {
        struct Broken: Error {}
        var seen: [Int] = []
        var bag = Set<AnyCancellable>()
        Just(1).flatMap { Just($0 + 1) }.sink { seen.append($0) }.store(in: &bag)
        Just(1).setFailureType(to: Broken.self).flatMap { Just($0 + 2) }.sink(receiveCompletion: { _ in }, receiveValue: { seen.append($0) }).store(in: &bag)
        Just(1).flatMap { Just($0 + 3).setFailureType(to: Broken.self) }.sink(receiveCompletion: { _ in }, receiveValue: { seen.append($0) }).store(in: &bag)
        XCTAssertEqual(seen, [2, 3, 4])
    }

    func testCollectWaitsForDemandAndShareConnectsOnceFromTwoThreads() {
        final class Silent: Subscriber {
            var values: [[Int]] = []
            var subscription: (any Subscription)?
            func receive(subscription: any Subscription) { self.subscription = subscription }
            func receive(_ input: [Int]) -> Subscribers.Demand { values.append(input); return .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let silent = Silent()
        Empty<Int, Never>().collect().subscribe(silent)
        XCTAssertEqual(silent.values, [], "nothing asked for, nothing sent")
        silent.subscription?.request(.max(1))
        XCTAssertEqual(silent.values, [[]])

        for _ in 0..<200 {
            let subscribed = LockedCounter()
            let shared = Empty<Int, Never>(completeImmediately: false).handleEvents(receiveSubscription: { _ in subscribed.add() }).share()
            let bag = LockedBag()
            DispatchQueue.concurrentPerform(iterations: 2) { _ in bag.keep(shared.sink { _ in }) }
            XCTAssertEqual(subscribed.count, 1)
        }
    }

    func testValuesAreAnAsyncSequence() async throws {
        var seen: [Int] = []
        for await value in [1, 2, 3].publisher.values { seen.append(value) }
        XCTAssertEqual(seen, [1, 2, 3])

        let failing = [1].publisher.setFailureType(to: Broken.self).append(2).tryMap { value -> Int in
            if value == 2 { throw Broken() }
            return value
        }
        var before: [Int] = []
        do {
            for try await value in failing.values { before.append(value) }
            XCTFail("the failure was not thrown")
        } catch {
            XCTAssertTrue(error is Broken)
        }
        XCTAssertEqual(before, [1])
    }
}

/// A flag set from any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A count added to from any thread.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}

/// Subscriptions kept from any thread.
final class LockedBag: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [AnyCancellable] = []
    func keep(_ cancellable: AnyCancellable) { lock.withLock { kept.append(cancellable) } }
}
