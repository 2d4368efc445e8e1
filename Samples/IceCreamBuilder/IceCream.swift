import Foundation
import Messages

/// A sundae: a base, scoops and a topping, chosen in that order, possibly by different people.
struct IceCream: Equatable {
    var base: Base?
    var scoops: Scoops?
    var topping: Topping?

    /// True once all three parts have been chosen.
    var isComplete: Bool {
        base != nil && scoops != nil && topping != nil
    }
}

/// Extends `IceCream` to be represented by, and created from, URL query items.
extension IceCream {
    /// One item per part chosen so far, in the order base, scoops, topping.
    /// - Tag: QueryItems
    var queryItems: [URLQueryItem] {
        var items = [URLQueryItem]()

        if let part = base {
            items.append(part.queryItem)
        }
        if let part = scoops {
            items.append(part.queryItem)
        }
        if let part = topping {
            items.append(part.queryItem)
        }

        return items
    }

    /// A sundae from query items; nil without a valid `base` item. Unknown items and values are ignored.
    init?(queryItems: [URLQueryItem]) {
        var base: Base?
        var scoops: Scoops?
        var topping: Topping?

        for queryItem in queryItems {
            guard let value = queryItem.value else { continue }

            if let decodedPart = Base(rawValue: value), queryItem.name == Base.queryItemKey {
                base = decodedPart
            }
            if let decodedPart = Scoops(rawValue: value), queryItem.name == Scoops.queryItemKey {
                scoops = decodedPart
            }
            if let decodedPart = Topping(rawValue: value), queryItem.name == Topping.queryItemKey {
                topping = decodedPart
            }
        }

        guard let decodedBase = base else { return nil }

        self.base = decodedBase
        self.scoops = scoops
        self.topping = topping
    }
}

/// Extends `IceCream` to be created from the contents of an `MSMessage`.
extension IceCream {
    /// The sundae a message carries in its URL; nil if there is no message, URL or sundae.
    init?(message: MSMessage?) {
        guard let messageURL = message?.url,
              let urlComponents = URLComponents(url: messageURL, resolvingAgainstBaseURL: false),
              let queryItems = urlComponents.queryItems else { return nil }
        self.init(queryItems: queryItems)
    }
}

/// Extends `IceCream` to describe itself in words: "Cone with chocolate scoops and a cherry".
/// The description is also the sticker's `localizedDescription`.
extension IceCream: CustomStringConvertible {
    var description: String {
        var text = base?.title ?? "Ice cream"
        if let scoops {
            text += " with \(scoops.rawValue) scoops"
        }
        if let topping {
            switch topping {
            case .sprinkles: text += " and sprinkles"
            case .cherry: text += " and a cherry"
            case .nuts: text += " and nuts"
            }
        }
        return text
    }
}
