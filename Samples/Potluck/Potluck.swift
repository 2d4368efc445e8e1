import Messages
import UIKit

/// Who brings what: the dishes taken so far, in the order they were taken. Travels in a message's URL.
struct Potluck: Equatable {
    static let dishes = ["Salad", "Bread", "Dessert"]

    private(set) var taken: [String] = []

    init(taken: [String] = []) {
        self.taken = taken.filter(Potluck.dishes.contains)
    }

    init(message: MSMessage?) {
        guard let url = message?.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            self.init()
            return
        }
        self.init(taken: (components.queryItems ?? []).filter { $0.name == "taken" }.compactMap(\.value))
    }

    var isComplete: Bool { taken.count == Potluck.dishes.count }

    func isTaken(_ dish: String) -> Bool { taken.contains(dish) }

    mutating func take(_ dish: String) {
        if Potluck.dishes.contains(dish) && !isTaken(dish) { taken.append(dish) }
    }

    var url: URL {
        var components = URLComponents()
        components.queryItems = taken.map { URLQueryItem(name: "taken", value: $0) }
        return components.url!
    }

    /// The caption of the message that takes `dish`.
    func caption(taking dish: String) -> String {
        isComplete ? "Everything is covered" : "I'll bring \(dish)"
    }
}
