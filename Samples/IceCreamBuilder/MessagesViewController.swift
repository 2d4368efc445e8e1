import Foundation
import Messages
import UIKit

/// The extension's principal class: shows the history when compact, and the sundae being built or
/// the completed one when expanded.
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

    /// - Tag: PresentViewController
    private func presentViewController(for conversation: MSConversation,
                                       with presentationStyle: MSMessagesAppPresentationStyle) {
        // Determine the controller to present.
        let controller: UIViewController
        if presentationStyle == .compact {
            // Show a list of previously created ice creams.
            controller = instantiateIceCreamsController()
        } else {
            // Parse an `IceCream` from the conversation's `selectedMessage` or create a new `IceCream`.
            let iceCream = IceCream(message: conversation.selectedMessage) ?? IceCream()

            // Show either the in process construction process or the completed ice cream.
            if iceCream.isComplete {
                controller = instantiateCompletedIceCreamController(with: iceCream)
            } else {
                controller = instantiateBuildIceCreamController(with: iceCream)
            }
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

    private func instantiateIceCreamsController() -> UIViewController {
        let controller = IceCreamsViewController()
        controller.delegate = self
        return controller
    }

    private func instantiateBuildIceCreamController(with iceCream: IceCream) -> UIViewController {
        let controller = BuildIceCreamViewController()
        controller.iceCream = iceCream
        controller.delegate = self
        return controller
    }

    private func instantiateCompletedIceCreamController(with iceCream: IceCream) -> UIViewController {
        let controller = CompletedIceCreamViewController()
        controller.iceCream = iceCream

        // Update the history of ice creams: this phone has now seen it complete.
        var history = IceCreamHistory.load()
        history.append(iceCream)
        history.save()

        return controller
    }
}

/// Extends `MessagesViewController` to conform to the `IceCreamsViewControllerDelegate` protocol.
extension MessagesViewController: IceCreamsViewControllerDelegate {
    func iceCreamsViewControllerDidSelectAdd(_ controller: IceCreamsViewController) {
        // The user tapped 'Add': change the presentation style to `.expanded`.
        requestPresentationStyle(.expanded)
    }
}
