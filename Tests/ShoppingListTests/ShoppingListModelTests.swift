import Foundation
import Messages
@testable import IMSimSampleShoppingList
import XCTest

final class ShoppingListModelTests: XCTestCase {
    /// What the extension does on Send, and what the receiver does with the bubble's URL.
    private func roundTrip(_ list: ShoppingListModel) -> ShoppingListModel? {
        var components = URLComponents()
        components.queryItems = list.queryItems
        guard let url = components.url else {
            XCTFail("no URL for \(list.queryItems)")
            return nil
        }
        let message = MSMessage()
        message.url = url
        return ShoppingListModel(message: message)
    }

    func testDefaultListHasMusselsAndFries() {
        let list = ShoppingListModel(withMussels: true)
        XCTAssertEqual(list.name, "Mussels Party")
        XCTAssertEqual(list.elements.map(\.name), ["Mussels", "Fries"])
        XCTAssertTrue(ShoppingListModel(withMussels: false).elements.isEmpty)
    }

    func testQueryItemsPutTheNameFirstThenElementsInOrder() {
        var list = ShoppingListModel(withMussels: true)
        list.changeName(name: "Kate's party")
        XCTAssertEqual(list.queryItems, [
            URLQueryItem(name: "name", value: "Kate's party"),
            URLQueryItem(name: "element", value: "Mussels"),
            URLQueryItem(name: "element", value: "Fries"),
        ])
    }

    func testURLRoundTripKeepsNameAndElementsInOrder() {
        var list = ShoppingListModel(withMussels: true)
        list.changeName(name: "Moules & frites = fête")
        list.addElement(element: ShoppingListElementModel(name: "Andalouse sauce"))
        list.addElement(element: ShoppingListElementModel(name: "salt & pepper = 2+2?/#"))
        list.addElement(element: ShoppingListElementModel(name: "Fries"))

        let decoded = roundTrip(list)

        XCTAssertEqual(decoded?.name, "Moules & frites = fête")
        XCTAssertEqual(decoded?.elements.map(\.name),
                       ["Mussels", "Fries", "Andalouse sauce", "salt & pepper = 2+2?/#", "Fries"])
    }

    func testRoundTripOfAnEmptyList() {
        let decoded = roundTrip(ShoppingListModel(withMussels: false))
        XCTAssertEqual(decoded?.name, "Mussels Party")
        XCTAssertEqual(decoded?.elements.count, 0)
    }

    func testRemovingAnElement() {
        var list = ShoppingListModel(withMussels: true)
        list.removeElementAtIndex(0)
        XCTAssertEqual(roundTrip(list)?.elements.map(\.name), ["Fries"])
    }

    func testNoListWithoutMessageURLOrName() {
        XCTAssertNil(ShoppingListModel(message: nil))
        XCTAssertNil(ShoppingListModel(message: MSMessage()), "a message without URL carries no list")

        let message = MSMessage()
        message.url = URL(string: "?element=Mussels&other=1")
        XCTAssertNil(ShoppingListModel(message: message), "a list needs a name")
        XCTAssertNil(ShoppingListModel(queryItems: []))
    }
}
