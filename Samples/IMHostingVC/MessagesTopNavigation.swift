import Foundation
import Messages
import UIKit

/// The navigation flow between the hosted screens (the seed's state model):
/// Menu (compact or expanded) → Food (forces expansion) → Back to the menu in the style it had;
/// Menu → Mood (keeps the style it was entered in) → Back to the menu in Mood's style.
@MainActor
protocol MessagesTopNavigation: AnyObject {
    func showMenu()
    func showFood()
    func showMood()
    func back()
    /// Sends the choice made on a screen as a message whose URL carries it.
    func send(choice: String, from screen: String)
}

extension MessagesViewController: MessagesTopNavigation {
    func showMenu() {
        host(.menu, in: presentationStyle)
    }

    func showFood() {
        foodEnteredFrom = presentationStyle
        host(.food, in: .expanded)
        if presentationStyle != .expanded {
            requestPresentationStyle(.expanded)
        }
    }

    func showMood() {
        host(.mood, in: presentationStyle)
    }

    func back() {
        switch currentScreen {
        case .food where foodEnteredFrom == .compact:
            // Collapsing from Food shows the menu (willTransition), compact as it was.
            requestPresentationStyle(.compact)
        case .food, .mood:
            showMenu()
        case .menu:
            break
        }
    }

    func send(choice: String, from screen: String) {
        guard let conversation = activeConversation else { return }
        var components = URLComponents()
        components.scheme = "https"
        components.host = "imhostingvc.example"
        components.path = "/" + screen
        components.queryItems = [URLQueryItem(name: "choice", value: choice)]
        let layout = MSMessageTemplateLayout()
        layout.caption = "\(screen.capitalized): \(choice)"
        let message = MSMessage(session: conversation.selectedMessage?.session ?? MSSession())
        message.url = components.url
        message.layout = layout
        conversation.insert(message) { error in
            if let error { print("imHostingVC: insert failed: \(error)") }
        }
    }
}
