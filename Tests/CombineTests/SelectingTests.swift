import Combine
import Foundation
import XCTest

/// prefix, output, drop(while:), contains, count, replaceNil, tryFilter, tryCompactMap, tryCatch
/// and switchToLatest.
final class SelectingTests: XCTestCase {
    private struct Broken: Error {}

    private func collected<P: Publisher>(_ publisher: P) -> [P.Output] where P.Failure == Never {
        var values: [P.Output] = []
        let subscription = publisher.sink { values.append($0) }
        subscription.cancel()
        return values
    }

    func testTakingAndDroppingByPlaceAndByTest() {
        let prefix = (1...5).publisher.prefix(2)
        XCTAssertEqual(collected(prefix), [1, 2])
        XCTAssertEqual(collected(prefix), [1, 2], "each subscription counts from its own start")
        XCTAssertEqual(collected((1...5).publisher.output(at: 3)), [4])
        XCTAssertEqual(collected((1...5).publisher.prefix(while: { $0 < 3 })), [1, 2])
        XCTAssertEqual(collected([1, 2, 5, 1].publisher.drop(while: { $0 < 3 })), [5, 1])
        XCTAssertEqual(collected((1...5).publisher.contains(3)), [true])
        XCTAssertEqual(collected((1...5).publisher.contains { $0 > 9 }), [false])
        XCTAssertEqual(collected((1...5).publisher.count()), [5])
        XCTAssertEqual(collected([1, nil, 3].publisher.replaceNil(with: 0)), [1, 0, 3])
    }

    func testThrowingFiltersAndCatchersEndWithTheError() {
        var values: [Int] = []
        var failed = false
        let filtered = (1...5).publisher.tryFilter { value in
            if value == 4 { throw Broken() }
            return value.isMultiple(of: 2) == false
        }.tryCompactMap { $0 == 3 ? nil : $0 }
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { values.append($0) })
        XCTAssertEqual(values, [1])
        XCTAssertTrue(failed)

        var recovered: [Int] = []
        let caught = Fail<Int, Broken>(error: Broken()).tryCatch { _ in Just(9) }
            .sink(receiveCompletion: { _ in }, receiveValue: { recovered.append($0) })
        XCTAssertEqual(recovered, [9])
        var thrown = false
        let rethrown = Fail<Int, Broken>(error: Broken()).tryCatch { error -> Just<Int> in throw error }
            .sink(receiveCompletion: { if case .failure = $0 { thrown = true } }, receiveValue: { _ in })
        XCTAssertTrue(thrown)
        _ = (filtered, caught, rethrown)
    }

    func testSwitchToLatestFollowsOnlyTheNewestPublisher() {
        let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let first = PassthroughSubject<String, Never>(), second = PassthroughSubject<String, Never>()
        var results: [String] = []
        var finished = false
        let subscription = searches.switchToLatest().sink(receiveCompletion: { _ in finished = true }, receiveValue: { results.append($0) })
        searches.send(first)
        first.send("k")
        searches.send(second)
        first.send("stale")
        second.send("kate")
        searches.send(completion: .finished)
        XCTAssertFalse(finished, "the latest is still going")
        second.send(completion: .finished)
        XCTAssertEqual(results, ["k", "kate"])
        XCTAssertTrue(finished)

        // The overloads for every pair of failures resolve, as Apple's do.
        let query = CurrentValueSubject<String, Never>("k")
        var found: [String] = []
        let searching = query.map { Just($0 + "ate").setFailureType(to: Broken.self) }.switchToLatest()
            .sink(receiveCompletion: { _ in }, receiveValue: { found.append($0) })
        let never = query.map { Just($0) }.switchToLatest().sink { found.append($0) }
        let failing = Just(Just(1)).setFailureType(to: Broken.self).switchToLatest()
            .sink(receiveCompletion: { _ in }, receiveValue: { found.append("\($0)") })
        XCTAssertEqual(found, ["kate", "k", "1"])
        _ = (subscription, searching, never, failing)
    }
}
