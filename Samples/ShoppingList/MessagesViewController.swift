import Foundation
import Messages
import UIKit

/// The extension's principal class: shows the home screen when compact and the list when expanded.
final class MessagesViewController: MSMessagesAppViewController {
    // MARK: Conversation handling

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)

        // Present the view controller appropriate for the conversation and presentation style.
        presentViewController(for: conversation, with: presentationStyle)
    }

    override func willTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
        super.willTransition(to: presentationStyle)
        guard let conversation = activeConversation else {
            print("MessagesViewController: no active conversation to present")
            return
        }

        // Present the view controller appropriate for the conversation and presentation style.
        presentViewController(for: conversation, with: presentationStyle)
    }

    // MARK: Child view controllers

    private func presentViewController(for conversation: MSConversation,
                                       with presentationStyle: MSMessagesAppPresentationStyle) {
        // Determine the controller to present.
        let controller: UIViewController
        if presentationStyle == .compact {
            controller = instantiateHomeViewController()
        } else {
            /*
             Parse a `shoppingList` from the conversation's `selectedMessage` or
             create a new `shoppingList` if there isn't one associated with the message.
             */
            let shoppingList = ShoppingListModel(message: conversation.selectedMessage)
                ?? ShoppingListModel(withMussels: true)
            controller = instantiateDetailListViewController(with: shoppingList)
        }

        // Remove any existing child controllers.
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }

        // Embed the new controller.
        addChild(controller)

        controller.view.frame = view.bounds
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(controller.view)

        controller.view.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
        controller.view.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
        controller.view.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        controller.view.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true

        controller.didMove(toParent: self)
    }

    private func instantiateHomeViewController() -> UIViewController {
        let controller = HomeViewController()
        controller.delegate = self
        return controller
    }

    private func instantiateDetailListViewController(with shoppingList: ShoppingListModel) -> UIViewController {
        let controller = DetailListViewController()
        controller.shoppingList = shoppingList
        controller.delegate = self
        return controller
    }
}

/// Extends `MessagesViewController` to conform to the `HomeViewControllerDelegate` protocol.
extension MessagesViewController: HomeViewControllerDelegate {
    func homeViewControllerControllerDidSelectAdd() {
        // The user tapped 'New party': change the presentation style to `.expanded`.
        requestPresentationStyle(.expanded)
    }
}
