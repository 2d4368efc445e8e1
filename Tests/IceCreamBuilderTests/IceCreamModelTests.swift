import Foundation
@testable import IMSimSampleIceCreamBuilder
import Messages
import XCTest

final class IceCreamModelTests: XCTestCase {
    /// What the extension does when it composes a message, and what the receiver does with the bubble's URL.
    private func roundTrip(_ iceCream: IceCream) -> IceCream? {
        var components = URLComponents()
        components.queryItems = iceCream.queryItems
        guard let url = components.url else {
            XCTFail("no URL for \(iceCream.queryItems)")
            return nil
        }
        let message = MSMessage()
        message.url = url
        return IceCream(message: message)
    }

    func testQueryItemsFollowTheStageOrder() {
        let iceCream = IceCream(base: .cone, scoops: .chocolate, topping: .cherry)
        XCTAssertEqual(iceCream.queryItems, [
            URLQueryItem(name: "base", value: "cone"),
            URLQueryItem(name: "scoops", value: "chocolate"),
            URLQueryItem(name: "topping", value: "cherry"),
        ])
        XCTAssertEqual(IceCream(base: .cup).queryItems, [URLQueryItem(name: "base", value: "cup")])
        XCTAssertEqual(IceCream().queryItems, [])
    }

    func testURLRoundTripOfEveryCombination() {
        for base in Base.allCases {
            XCTAssertEqual(roundTrip(IceCream(base: base)), IceCream(base: base))
            for scoops in Scoops.allCases {
                XCTAssertEqual(roundTrip(IceCream(base: base, scoops: scoops)), IceCream(base: base, scoops: scoops))
                for topping in Topping.allCases {
                    let iceCream = IceCream(base: base, scoops: scoops, topping: topping)
                    XCTAssertEqual(roundTrip(iceCream), iceCream)
                }
            }
        }
    }

    func testIsCompleteOnlyWithAllThreeParts() {
        XCTAssertFalse(IceCream().isComplete)
        XCTAssertFalse(IceCream(base: .cone).isComplete)
        XCTAssertFalse(IceCream(base: .cone, scoops: .vanilla).isComplete)
        XCTAssertFalse(IceCream(base: .cone, topping: .nuts).isComplete)
        XCTAssertTrue(IceCream(base: .cone, scoops: .vanilla, topping: .nuts).isComplete)
    }

    func testNoIceCreamWithoutMessageURLOrBase() {
        XCTAssertNil(IceCream(message: nil))
        XCTAssertNil(IceCream(message: MSMessage()), "a message without URL carries no ice cream")
        XCTAssertNil(IceCream(queryItems: []))

        let message = MSMessage()
        message.url = URL(string: "?scoops=vanilla&topping=cherry")
        XCTAssertNil(IceCream(message: message), "an ice cream needs a base")

        message.url = URL(string: "?base=waffle")
        XCTAssertNil(IceCream(message: message), "an unknown base is no base")
    }

    func testUnknownItemsAndValuesAreIgnored() {
        let items = [
            URLQueryItem(name: "name", value: "Mussels Party"),
            URLQueryItem(name: "base", value: "cup"),
            URLQueryItem(name: "scoops", value: "pistachio"),
            URLQueryItem(name: "topping", value: "cone"),
            URLQueryItem(name: "topping", value: nil),
        ]
        XCTAssertEqual(IceCream(queryItems: items), IceCream(base: .cup))
    }

    func testDescriptions() {
        XCTAssertEqual(IceCream(base: .cone, scoops: .chocolate, topping: .cherry).description,
                       "Cone with chocolate scoops and a cherry")
        XCTAssertEqual(IceCream(base: .cup, scoops: .vanilla, topping: .sprinkles).description,
                       "Cup with vanilla scoops and sprinkles")
        XCTAssertEqual(IceCream(base: .cone, scoops: .strawberry, topping: .nuts).description,
                       "Cone with strawberry scoops and nuts")
        XCTAssertEqual(IceCream(base: .cup, scoops: .strawberry).description, "Cup with strawberry scoops")
        XCTAssertEqual(IceCream(base: .cone).description, "Cone")
    }

    func testPartsTitlesAndIdentifiersAreListedAsControls() {
        let parts: [any IceCreamPart] = Base.allCases + Scoops.allCases + Topping.allCases
        XCTAssertEqual(parts.map(\.title),
                       ["Cone", "Cup", "Vanilla", "Chocolate", "Strawberry", "Sprinkles", "Cherry", "Nuts"])
        for part in parts {
            XCTAssertTrue(IceCreamBuilderExtension.controls.contains(part.title), part.title)
            XCTAssertTrue(IceCreamBuilderExtension.controls.contains(part.rawValue), part.rawValue)
        }
        XCTAssertTrue(IceCreamBuilderExtension.controls.contains("addIceCream"))
    }
}
