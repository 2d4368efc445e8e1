import Messages
import UIKit

/// The principal controller: a navigation controller of the dishes, pushing a dish's page when one is
/// tapped. Taking a dish draws its sticker on a background queue, then inserts the message.
class MessagesViewController: MSMessagesAppViewController {
    private(set) var potluck = Potluck()
    private var navigation: UINavigationController?
    private let renderer = PotluckStickerRenderer.shared

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        potluck = Potluck(message: conversation.selectedMessage)
        showDishes()
    }

    private func showDishes() {
        navigation?.willMove(toParent: nil)
        navigation?.view.removeFromSuperview()
        navigation?.removeFromParent()

        let dishes = DishesViewController(potluck: potluck)
        dishes.onPick = { [weak self] dish in self?.showDish(dish) }
        let navigation = UINavigationController(rootViewController: dishes)
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(navigation.view)
        NSLayoutConstraint.activate([
            navigation.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            navigation.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            navigation.view.topAnchor.constraint(equalTo: view.topAnchor),
            navigation.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        navigation.didMove(toParent: self)
        self.navigation = navigation
    }

    private func showDish(_ dish: String) {
        let page = DishViewController(dish: dish)
        page.onBring = { [weak self, weak page] in
            guard let self = self, let page = page else { return }
            self.bring(dish, from: page)
        }
        navigation?.pushViewController(page, animated: true)
        if presentationStyle == .compact {
            requestPresentationStyle(.expanded)
        }
    }

    private func bring(_ dish: String, from page: DishViewController) {
        page.status.text = "Drawing your sticker…"
        renderer.sticker(for: dish) { [weak self] sticker in
            // The renderer calls back on its own queue: UIKit is touched on the main queue only.
            DispatchQueue.main.async {
                guard let self = self, let sticker = sticker else {
                    page.status.text = "The sticker could not be drawn"
                    return
                }
                page.status.text = "Sticker ready"
                self.insertMessage(taking: dish, sticker: sticker)
            }
        }
    }

    private func insertMessage(taking dish: String, sticker: MSSticker) {
        guard let conversation = activeConversation else { return }
        potluck.take(dish)
        let layout = MSMessageTemplateLayout()
        layout.image = UIImage(contentsOfFile: sticker.imageFileURL.path)
        layout.caption = potluck.caption(taking: dish)
        let message = MSMessage(session: conversation.selectedMessage?.session ?? MSSession())
        message.layout = layout
        message.url = potluck.url
        message.summaryText = "Potluck"
        conversation.insert(message) { [weak self] error in
            DispatchQueue.main.async {
                if let error = error {
                    print("Potluck: the message was not inserted: \(error)")
                } else {
                    self?.dismiss()
                }
            }
        }
    }
}
