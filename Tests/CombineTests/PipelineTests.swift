import Combine
import Foundation
import XCTest

/// Publishers, operators and subjects as extensions chain them.
final class PipelineTests: XCTestCase {
    func testOperatorsChainAsCombinesDo() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let subscription = subject.filter { $0 > 0 }.removeDuplicates().map { "#\($0)" }.dropFirst().sink { seen.append($0) }
        for value in [1, 0, 2, 2, 3, -1, 3] { subject.send(value) }
        XCTAssertEqual(seen, ["#2", "#3"])
        subscription.cancel()
        subject.send(9)
        XCTAssertEqual(seen, ["#2", "#3"], "nothing after cancel")
    }

    func testASubscriberGetsNoMoreThanItAskedFor() {
        let subject = PassthroughSubject<Int, Never>()
        let counter = Counter(asking: .max(2))
        subject.subscribe(counter)
        for value in 1...5 { subject.send(value) }
        XCTAssertEqual(counter.values, [1, 2], "a passthrough subject drops what was not asked for")
        counter.subscription?.request(.max(1))
        subject.send(6)
        XCTAssertEqual(counter.values, [1, 2, 6])

        let sequence = Counter(asking: .max(3))
        (1...10).publisher.subscribe(sequence)
        XCTAssertEqual(sequence.values, [1, 2, 3])
        XCTAssertNil(sequence.completion, "not finished while values are left")
        sequence.subscription?.request(.unlimited)
        XCTAssertEqual(sequence.values, Array(1...10))
        XCTAssertEqual(sequence.completion, .finished)
    }

    func testACurrentValueSubjectGivesItsValueFirstAndCompletionReachesLateSubscribers() {
        let subject = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        var ended = 0
        let subscription = subject.sink(receiveCompletion: { _ in ended += 1 }, receiveValue: { seen.append($0) })
        subject.send("b")
        subject.value = "c"
        XCTAssertEqual(subject.value, "c")
        subject.send(completion: .finished)
        subject.send("d")
        let late = subject.sink(receiveCompletion: { _ in ended += 1 }, receiveValue: { seen.append("late " + $0) })
        XCTAssertEqual(seen, ["a", "b", "c"])
        XCTAssertEqual(ended, 2)
        _ = (subscription, late)
    }

    func testJustFutureMergeCombineLatestPrependAndErasure() {
        var seen: [String] = []
        var bag = Set<AnyCancellable>()
        Just(1).map { "just \($0)" }.sink { seen.append($0) }.store(in: &bag)
        Future<Int, Never> { promise in promise(.success(7)) }.sink { seen.append("future \($0)") }.store(in: &bag)
        let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<String, Never>()
        left.combineLatest(right).map { "\($0)\($1)" }.eraseToAnyPublisher().sink { seen.append($0) }.store(in: &bag)
        left.map(String.init).merge(with: right).prepend("first").sink { seen.append("merged " + $0) }.store(in: &bag)
        left.send(1)
        right.send("a")
        left.send(2)
        XCTAssertEqual(seen, ["just 1", "future 7", "merged first", "merged 1", "1a", "merged a", "2a", "merged 2"])
    }

    func testErrorsEndAPipelineAndCanBeReplaced() {
        struct Broken: Error {}
        var seen: [Int] = []
        var completion: Subscribers.Completion<any Error>?
        let values = [1, 2, 3].publisher.tryMap { value -> Int in
            if value == 3 { throw Broken() }
            return value * 10
        }
        let subscription = values.sink(receiveCompletion: { completion = $0 }, receiveValue: { seen.append($0) })
        XCTAssertEqual(seen, [10, 20])
        guard case .failure(let error) = completion else { return XCTFail("expected a failure, got \(String(describing: completion))") }
        XCTAssertTrue(error is Broken)
        var replaced: [Int] = []
        let again = values.replaceError(with: -1).sink { replaced.append($0) }
        XCTAssertEqual(replaced, [10, 20, -1])
        _ = (subscription, again)
    }

    func testDecodeReadsEachValue() {
        var seen: [[Int]] = []
        let subscription = Just(Data("[1,2]".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
        XCTAssertEqual(seen, [[1, 2]])
        _ = subscription
    }

    func testAssignSetsAPropertyUntilCancelled() {
        final class Label { var text = "" }
        let label = Label()
        let subject = PassthroughSubject<String, Never>()
        let subscription = subject.assign(to: \.text, on: label)
        subject.send("Kate")
        XCTAssertEqual(label.text, "Kate")
        subscription.cancel()
        subject.send("John")
        XCTAssertEqual(label.text, "Kate")
    }
}

/// A subscriber that asks for a given number of values at first, and keeps what it gets.
private final class Counter: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    let asking: Subscribers.Demand
    var values: [Int] = []
    var completion: Subscribers.Completion<Never>?
    var subscription: (any Subscription)?

    init(asking: Subscribers.Demand) { self.asking = asking }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(asking)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) { self.completion = completion }
}
