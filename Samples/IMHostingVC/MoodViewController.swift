import Foundation
import UIKit

/// The mood picker: fits either style, so it stays in the one it was entered in.
final class MoodViewController: UIViewController {
    static let moods = ["Happy", "Grumpy"]
    weak var navigation: (any MessagesTopNavigation)?

    override func loadView() {
        let screen = ChoiceScreenView(title: "How do you feel?")
        for mood in Self.moods {
            screen.addButton(mood, identifier: "mood" + mood) { [weak self] in
                self?.navigation?.send(choice: mood, from: "mood")
            }
        }
        screen.addButton("Back", identifier: "moodBack") { [weak self] in self?.navigation?.back() }
        view = screen
    }
}
