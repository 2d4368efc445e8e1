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
