import Foundation
import Messages
import UIKit

/// The seed's bug, kept as a variant: "compact menu to Mood not showing new VC".
///
/// This variant hosts its children the way Apple's Ice Cream Builder does: one presenting method,
/// `presentViewController(for:with:)`, first removes every child (`removeAllChildViewControllers`)
/// and then picks the controller from the presentation style, and it is called both from
/// `willTransition(to:)` and from the navigation. In Ice Cream Builder the style *is* the state
/// (compact shows the history, expanded the builder), so deciding by style is right there. Here the
/// navigation changes screen without changing style: tapping Mood on the compact menu removes the
/// menu and, because the style is still compact, embeds the compact root again, a menu. Mood never
/// appears and the menu stays on screen. From the expanded menu the same path shows Mood, which is
/// why the bug only shows from compact.
///
/// The fix (`MessagesViewController`): the navigation hosts exactly the screen it asked for, and
/// `willTransition(to:)` removes children only when the current screen cannot take the new style
/// (Food when collapsing), so removal runs once per change of screen.
final class AppleRemovalMessagesViewController: MessagesViewController {
    override func willTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
        // Apple's sample: every transition rebuilds the child for the new style.
        guard let conversation = activeConversation else { return }
        presentViewController(for: conversation, with: presentationStyle)
    }

    override func host(_ screen: HostedScreen, in style: MSMessagesAppPresentationStyle) {
        currentScreen = screen
        guard let conversation = activeConversation else { return }
        presentViewController(for: conversation, with: style)
    }

    private func presentViewController(for conversation: MSConversation, with presentationStyle: MSMessagesAppPresentationStyle) {
        // Compact shows the root of the flow, expanded the screen the navigation is on.
        let screen: HostedScreen = presentationStyle == .compact ? .menu : currentScreen
        if presentationStyle == .compact { currentScreen = .menu }
        let controller = makeController(for: screen, style: presentationStyle)

        // Remove any existing child controllers.
        removeAllChildViewControllers()

        // Embed the new controller.
        addChild(controller)
        controller.view.frame = view.bounds
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(controller.view)
        NSLayoutConstraint.activate([
            controller.view.leftAnchor.constraint(equalTo: view.leftAnchor),
            controller.view.rightAnchor.constraint(equalTo: view.rightAnchor),
            controller.view.topAnchor.constraint(equalTo: view.topAnchor),
            controller.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        controller.didMove(toParent: self)
    }
}
