import Foundation

/// One of the parts a sundae is built from: a base, its scoops or its topping.
protocol IceCreamPart {
    /// The value the part is sent as in a message's URL.
    var rawValue: String { get }

    /// The name of the query item that carries parts of this kind.
    static var queryItemKey: String { get }
}

extension IceCreamPart {
    /// The part as a URL query item: `base=cone`, `scoops=chocolate`, `topping=cherry`.
    var queryItem: URLQueryItem {
        URLQueryItem(name: Self.queryItemKey, value: rawValue)
    }

    /// The part's name as its item in the collection view shows it: "Cone", "Chocolate", "Sprinkles".
    var title: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// What the scoops sit in.
enum Base: String, CaseIterable, IceCreamPart {
    case cone, cup

    static let queryItemKey = "base"
}

/// The flavour of the scoops.
enum Scoops: String, CaseIterable, IceCreamPart {
    case vanilla, chocolate, strawberry

    static let queryItemKey = "scoops"
}

/// What goes on top.
enum Topping: String, CaseIterable, IceCreamPart {
    case sprinkles, cherry, nuts

    static let queryItemKey = "topping"
}
