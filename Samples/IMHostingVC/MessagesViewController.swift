import Foundation
import Messages
import UIKit

/// The principal class. It never shows anything itself: it only ever hosts one child view
/// controller, which handles the interaction. Where to go is `MessagesTopNavigation`'s business.
class MessagesViewController: MSMessagesAppViewController {
    /// The screen hosted now.
    var currentScreen = HostedScreen.menu
    /// The style the menu had when Food was entered: Back (or collapsing) returns to it.
    var foodEnteredFrom = MSMessagesAppPresentationStyle.expanded

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        showMenu()
    }

    override func willTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
        super.willTransition(to: presentationStyle)
        // Food cannot be compact: collapsing it returns to the menu. Menu and Mood keep their
        // controller and only take the new style's size.
        if currentScreen == .food, presentationStyle == .compact {
            host(.menu, in: presentationStyle)
        } else {
            children.last?.preferredContentSize = HostedScreen.preferredContentSize(for: presentationStyle)
        }
    }

    // MARK: Hosting

    /// Replaces the hosted child with `screen`'s controller, sized for `style`. The only place
    /// children are removed, and it runs once per change of screen.
    func host(_ screen: HostedScreen, in style: MSMessagesAppPresentationStyle) {
        currentScreen = screen
        removeAllChildViewControllers()
        embed(makeController(for: screen, style: style))
    }

    func makeController(for screen: HostedScreen, style: MSMessagesAppPresentationStyle) -> UIViewController {
        let controller: UIViewController
        switch screen {
        case .menu:
            let menu = MenuViewController()
            menu.navigation = self
            controller = menu
        case .food:
            let food = FoodViewController()
            food.navigation = self
            controller = food
        case .mood:
            let mood = MoodViewController()
            mood.navigation = self
            controller = mood
        }
        controller.preferredContentSize = HostedScreen.preferredContentSize(for: style)
        return controller
    }

    func removeAllChildViewControllers() {
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }

    private func embed(_ controller: UIViewController) {
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
