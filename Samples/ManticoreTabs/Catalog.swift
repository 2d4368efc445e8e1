import Foundation
import os

/// The sections (tabs) and the views of each, and where the app logs its view events.
enum Catalog {
    static let sections: [(name: String, views: [String])] = [
        ("Fruit", ["Apples", "Pears"]),
        ("Veg", ["Carrots", "Leeks"]),
    ]
    /// The history keeps the current intent and three before it.
    static let stackSize = 4
    static let events = Logger(subsystem: ManticoreTabsExtension.bundleIdentifier, category: "views")
}
