import Foundation
@testable import IMSimSampleIceCreamBuilder
import XCTest

final class IceCreamHistoryTests: XCTestCase {
    private var suiteName = ""
    private var defaults: UserDefaults!

    override func setUp() {
        suiteName = "IceCreamHistoryTests-\(UUID().uuidString)"
        defaults = UserDefaults(suiteName: suiteName)
    }

    override func tearDown() {
        defaults.removePersistentDomain(forName: suiteName)
        defaults = nil
    }

    private var saved: [String]? {
        defaults.stringArray(forKey: IceCreamHistory.userDefaultsKey)
    }

    func testAFreshHistoryStartsWithFourSavedExamples() {
        XCTAssertNil(saved)
        let history = IceCreamHistory.load(from: defaults)
        XCTAssertEqual(history.count, 4)
        XCTAssertTrue(history.iceCreams.allSatisfy(\.isComplete))
        XCTAssertEqual(Set(history.iceCreams.map(\.description)).count, 4, "four different examples")
        XCTAssertEqual(saved?.count, 4, "the examples are saved at once")
        XCTAssertEqual(saved?.first, "?base=cup&scoops=vanilla&topping=sprinkles")
    }

    func testAppendedIceCreamsSurviveReloading() {
        var history = IceCreamHistory.load(from: defaults)
        let sundae = IceCream(base: .cone, scoops: .chocolate, topping: .cherry)
        history.append(sundae)
        history.save()

        let reloaded = IceCreamHistory.load(from: defaults)
        XCTAssertEqual(reloaded.count, 5)
        XCTAssertEqual(reloaded.iceCreams.last, sundae)
        XCTAssertEqual(reloaded.iceCreams, history.iceCreams)
    }

    func testTheNewestIsNotAddedTwice() {
        var history = IceCreamHistory.load(from: defaults)
        let sundae = IceCream(base: .cone, scoops: .chocolate, topping: .cherry)
        history.append(sundae)
        history.append(sundae)
        XCTAssertEqual(history.count, 5)

        let other = IceCream(base: .cup, scoops: .strawberry, topping: .nuts)
        history.append(other)
        history.append(sundae)
        XCTAssertEqual(history.iceCreams.suffix(3), [sundae, other, sundae], "only a repeat of the newest is skipped")
    }

    func testAtMostFiftyAreKeptOldestDropped() {
        var history = IceCreamHistory.load(from: defaults)
        let combinations = Base.allCases.flatMap { base in
            Scoops.allCases.flatMap { scoops in
                Topping.allCases.map { IceCream(base: base, scoops: scoops, topping: $0) }
            }
        }
        // 18 combinations, three times over: 54 sundaes after the 4 examples.
        let appended = combinations + combinations + combinations
        for iceCream in appended {
            history.append(iceCream)
        }
        XCTAssertEqual(history.count, IceCreamHistory.maximumHistorySize)
        XCTAssertEqual(history.iceCreams, Array(appended.suffix(50)))
        history.save()

        XCTAssertEqual(saved?.count, 50)
        let reloaded = IceCreamHistory.load(from: defaults)
        XCTAssertEqual(reloaded.iceCreams, Array(appended.suffix(50)))
        XCTAssertEqual(reloaded[0], appended[4])
    }

    func testSavedQueriesThatNoLongerParseAreSkipped() {
        defaults.set(["?base=cone&scoops=vanilla&topping=nuts", "?base=waffle", "not a query %%"],
                     forKey: IceCreamHistory.userDefaultsKey)
        let history = IceCreamHistory.load(from: defaults)
        XCTAssertEqual(history.iceCreams, [IceCream(base: .cone, scoops: .vanilla, topping: .nuts)])
    }
}
