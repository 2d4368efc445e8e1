import Foundation
import UIKit

/// The food list: too long for compact, so it is only ever shown expanded.
final class FoodViewController: UIViewController {
    static let foods = ["Pizza", "Sushi", "Tacos"]
    weak var navigation: (any MessagesTopNavigation)?

    override func loadView() {
        let screen = ChoiceScreenView(title: "Pick a food")
        for food in Self.foods {
            screen.addButton(food, identifier: "food" + food) { [weak self] in
                self?.navigation?.send(choice: food, from: "food")
            }
        }
        screen.addButton("Back", identifier: "foodBack") { [weak self] in self?.navigation?.back() }
        view = screen
    }
}
