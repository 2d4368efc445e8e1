import Combine
import Foundation
import XCTest

/// zip, combineLatest of three, throttle, timeout and retry.
final class PacingAndRetryTests: XCTestCase {
    private struct Broken: Error {}

    func testZipPairsInOrderAndEndsWhenAFinishedSideHasNothingLeft() {
        let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<String, Never>()
        var pairs: [String] = []
        var finished = false
        let subscription = left.zip(right).sink(receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append("\($0)\($1)") })
        left.send(1)
        left.send(2)
        right.send("a")
        left.send(completion: .finished)
        XCTAssertFalse(finished, "2 still waits for a partner")
        right.send("b")
        XCTAssertEqual(pairs, ["1a", "2b"])
        XCTAssertTrue(finished)

        var letters: [String] = []
        let subject = PassthroughSubject<String, Never>()
        let early = [1, 2, 3].publisher.zip(subject).sink { letters.append("\($0)\($1)") }
        for letter in ["a", "b", "c", "d"] { subject.send(letter) }
        XCTAssertEqual(letters, ["1a", "2b", "3c"], "a sequence that finished at once still pairs")

        var triples: [String] = []
        let three = [1, 2].publisher.zip(["a", "b"].publisher, [true, false].publisher).sink { triples.append("\($0)\($1)\($2)") }
        XCTAssertEqual(triples, ["1atrue", "2bfalse"])
        var merged: [Int] = []
        let mergedThree = Just(1).merge(with: Just(2), Just(3)).sink { merged.append($0) }
        XCTAssertEqual(merged, [1, 2, 3])
        _ = (subscription, early, three, mergedThree)
    }

    func testCombineLatestOfThreeWaitsForEach() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>(), c = PassthroughSubject<Int, Never>()
        var sums: [Int] = []
        let subscription = a.combineLatest(b, c).map { $0 + $1 + $2 }.sink { sums.append($0) }
        a.send(1)
        b.send(10)
        XCTAssertEqual(sums, [])
        c.send(100)
        a.send(2)
        XCTAssertEqual(sums, [111, 112])
        _ = subscription
    }

    func testThrottleSendsTheFirstAtOnceThenOneAnInterval() {
        let taps = PassthroughSubject<Int, Never>()
        var sent: [Int] = []
        let subscription = taps.throttle(for: .milliseconds(80), scheduler: RunLoop.main, latest: true).sink { sent.append($0) }
        taps.send(1)
        runMainLoop { sent == [1] }
        taps.send(2)
        taps.send(3)
        runMainLoop { sent.count == 2 }
        XCTAssertEqual(sent, [1, 3], "the interval's latest")
        _ = subscription
    }

    func testTimeoutEndsAQuietPublisherWithItsError() {
        let quiet = PassthroughSubject<Int, Broken>()
        var ended: Subscribers.Completion<Broken>?
        var values: [Int] = []
        let subscription = quiet.timeout(.milliseconds(40), scheduler: RunLoop.main, customError: { Broken() })
            .sink(receiveCompletion: { ended = $0 }, receiveValue: { values.append($0) })
        quiet.send(1)
        runMainLoop { ended != nil }
        guard case .failure = ended else { return XCTFail("expected the custom error, got \(String(describing: ended))") }
        quiet.send(2)
        XCTAssertEqual(values, [1])
        _ = subscription
    }

    func testRetrySubscribesAgainAsManyTimesAsAllowed() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, Broken> in
            attempts += 1
            return attempts < 3 ? Fail(error: Broken()).eraseToAnyPublisher() : Just(attempts).setFailureType(to: Broken.self).eraseToAnyPublisher()
        }
        var values: [Int] = []
        let succeeded = flaky.retry(2).sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        XCTAssertEqual(values, [3])
        attempts = 0
        var failure: Subscribers.Completion<Broken>?
        let gaveUp = flaky.retry(1).sink(receiveCompletion: { failure = $0 }, receiveValue: { _ in })
        XCTAssertEqual(attempts, 2)
        guard case .failure = failure else { return XCTFail("expected a failure after one retry") }
        _ = (succeeded, gaveUp)
    }

    private func runMainLoop(until done: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        while !done() && Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01)) }
        XCTAssertTrue(done(), "not done within five seconds", file: file, line: line)
    }
}
