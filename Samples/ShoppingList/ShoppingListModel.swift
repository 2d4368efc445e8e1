import Foundation
import Messages

/// A party's shopping list: a name and the elements to bring.
struct ShoppingListModel {
    static let queryNameKey = "name"

    var name = "Mussels Party"
    var elements = [ShoppingListElementModel]()

    init(withMussels: Bool = true) {
        if withMussels {
            elements.append(ShoppingListElementModel(name: "Mussels"))
            elements.append(ShoppingListElementModel(name: "Fries"))
        }
    }

    mutating func addElement(element: ShoppingListElementModel) {
        elements.append(element)
    }

    mutating func removeElementAtIndex(_ index: Int) {
        elements.remove(at: index)
    }

    mutating func changeName(name: String) {
        self.name = name
    }
}

/// One thing to bring to the party.
struct ShoppingListElementModel: Equatable {
    var name: String
    static let queryItemKey = "element"
}

/// Extends `ShoppingListModel` to be represented by, and created from, URL query items.
extension ShoppingListModel {
    /// The name first, then one item per element, in order.
    var queryItems: [URLQueryItem] {
        var items = [URLQueryItem]()
        items.append(URLQueryItem(name: ShoppingListModel.queryNameKey, value: name))
        for element in elements {
            items.append(URLQueryItem(name: ShoppingListElementModel.queryItemKey, value: element.name))
        }
        return items
    }

    /// A list from query items; nil without a `name` item.
    init?(queryItems: [URLQueryItem]) {
        var name: String?
        var elements = [ShoppingListElementModel]()
        for queryItem in queryItems {
            guard let value = queryItem.value else { continue }
            switch queryItem.name {
            case ShoppingListModel.queryNameKey:
                name = value
            case ShoppingListElementModel.queryItemKey:
                elements.append(ShoppingListElementModel(name: value))
            default:
                break
            }
        }
        guard let name else { return nil }
        self.name = name
        self.elements = elements
    }
}

/// Extends `ShoppingListModel` to be created from the contents of an `MSMessage`.
extension ShoppingListModel {
    /// The list a message carries in its URL; nil if there is no message, URL or list.
    init?(message: MSMessage?) {
        guard let messageURL = message?.url,
              let urlComponents = URLComponents(url: messageURL, resolvingAgainstBaseURL: false),
              let queryItems = urlComponents.queryItems else { return nil }
        self.init(queryItems: queryItems)
    }
}
