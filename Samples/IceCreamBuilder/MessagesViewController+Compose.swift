import Foundation
import Messages
import UIKit

/// Extends `MessagesViewController` to conform to the `BuildIceCreamViewControllerDelegate` protocol:
/// adding the chosen part and sending the sundae so far in the conversation's session.
extension MessagesViewController: BuildIceCreamViewControllerDelegate {
    func buildIceCreamViewController(_ controller: BuildIceCreamViewController,
                                     didSelect iceCreamPart: any IceCreamPart) {
        guard let conversation = activeConversation else {
            print("MessagesViewController: no active conversation to send the ice cream to")
            return
        }
        guard var iceCream = controller.iceCream else {
            print("MessagesViewController: the build screen has no ice cream")
            return
        }

        // Update the ice cream with the selected part and choose the message's caption.
        var messageCaption: String
        if let base = iceCreamPart as? Base {
            iceCream.base = base
            messageCaption = "Let's build an ice cream"
        } else if let scoops = iceCreamPart as? Scoops {
            iceCream.scoops = scoops
            messageCaption = "I added the scoops"
        } else if let topping = iceCreamPart as? Topping {
            iceCream.topping = topping
            messageCaption = "I added a topping"
        } else {
            print("MessagesViewController: unexpected ice cream part \(iceCreamPart.rawValue)")
            return
        }
        if iceCream.isComplete {
            messageCaption = "I finished the ice cream"
        }

        // 1: Create a new message with the same session as any currently selected message.
        let message = composeMessage(with: iceCream, caption: messageCaption,
                                     session: conversation.selectedMessage?.session)

        // 2: Add the message to the conversation.
        conversation.insert(message) { error in
            if let error {
                print(error)
            }
        }

        // 3: If the ice cream is complete, save it in the history.
        if iceCream.isComplete {
            var history = IceCreamHistory.load()
            history.append(iceCream)
            history.save()
        }

        // 4: Dismiss.
        dismiss()
    }

    /// - Tag: ComposeMessage
    private func composeMessage(with iceCream: IceCream, caption: String, session: MSSession? = nil) -> MSMessage {
        var components = URLComponents()
        components.queryItems = iceCream.queryItems

        let layout = MSMessageTemplateLayout()
        layout.image = iceCream.renderSticker(opaque: true)
        layout.caption = caption

        let message = MSMessage(session: session ?? MSSession())
        message.url = components.url
        message.layout = layout

        return message
    }
}
