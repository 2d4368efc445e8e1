import Foundation
import UIKit

/// The initial UI: where to go, in whichever style the extension is in.
final class MenuViewController: UIViewController {
    weak var navigation: (any MessagesTopNavigation)?

    override func loadView() {
        let screen = ChoiceScreenView(title: "What would you like to share?")
        screen.addButton("Food", identifier: "menuFood") { [weak self] in self?.navigation?.showFood() }
        screen.addButton("Mood", identifier: "menuMood") { [weak self] in self?.navigation?.showMood() }
        view = screen
    }
}
