import Foundation
import Messages
import UIKit

/// Extends `MessagesViewController` to conform to the `DetailListViewControllerDelegate` protocol:
/// sending a list.
extension MessagesViewController: DetailListViewControllerDelegate {
    func detailListViewController(_ controller: DetailListViewController) {
        guard let conversation = activeConversation else {
            print("MessagesViewController: no active conversation to send the list to")
            return
        }
        guard let shoppingList = controller.shoppingList else {
            print("MessagesViewController: the list screen has no list to send")
            return
        }

        // 1: Create a new message with the same session as any currently selected message.
        let message = composeMessage(with: shoppingList, caption: "List :\(shoppingList.name)",
                                     session: conversation.selectedMessage?.session)

        // 2: Add the message to the conversation.
        conversation.insert(message) { error in
            if let error {
                print(error)
            }
        }

        // 3: Dismiss.
        dismiss()
    }

    private func composeMessage(with shoppingList: ShoppingListModel, caption: String,
                                session: MSSession? = nil) -> MSMessage {
        var components = URLComponents()
        components.queryItems = shoppingList.queryItems

        let layout = MSMessageTemplateLayout()
        layout.caption = caption

        let message = MSMessage(session: session ?? MSSession())
        message.url = components.url
        message.layout = layout

        return message
    }
}
