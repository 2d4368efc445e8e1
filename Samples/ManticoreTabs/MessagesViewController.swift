import Foundation
import Messages
import UIKit
import ManticoreViewFactory

/// The principal class: tabs, Back and Send above Manticore's main view controller, which shows
/// the current section and view. The state travels in messages' URLs; what survives the process
/// is what `didResignActive` saves, not the factory's cache or history.
final class MessagesViewController: MSMessagesAppViewController {
    private let main = MCMainViewController()
    private let historyLabel = UILabel()
    private var model: MCViewModel { MCViewModel.shared }

    override func viewDidLoad() {
        super.viewDidLoad()
        registerViews()
        model.stackSize = Catalog.stackSize
        model.mainViewController = main

        let bar = UIStackView()
        bar.axis = .horizontal
        for (index, section) in Catalog.sections.enumerated() {
            let animation: UIView.AnimationOptions = index == 0 ? .transitionFlipFromLeft : .transitionFlipFromRight
            addButton(section.name, to: bar) { [weak self] in
                self?.fire(MCIntent(sectionName: section.name, viewName: section.views.first, animationStyle: .transition(animation)))
            }
        }
        addButton("Back", to: bar) { [weak self] in
            guard let self, model.historyStack.count > 1 else { return }
            fire(MCIntent.back(animationStyle: .pop))
        }
        addButton("Send", to: bar) { [weak self] in self?.sendState() }
        let stack = UIStackView(arrangedSubviews: [bar, historyLabel])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        addChild(main)
        main.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(main.view)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            main.view.topAnchor.constraint(equalTo: stack.bottomAnchor),
            main.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            main.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            main.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        main.didMove(toParent: self)
    }

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        let intent = conversation.selectedMessage.flatMap(MCIntent.init(message:)) ?? SavedState.load() ?? Self.firstIntent
        fire(intent)
    }

    override func didResignActive(with conversation: MSConversation) {
        super.didResignActive(with: conversation)
        if let current = model.currentSection {
            // Let the views shown save their state into the current intent, then keep it.
            main.currentSection?.currentView?.onPause(current)
            main.currentSection?.onPause(current)
            SavedState.save(current)
        }
    }

    private static var firstIntent: MCIntent {
        MCIntent(sectionName: Catalog.sections[0].name, viewName: Catalog.sections[0].views.first)
    }

    private func registerViews() {
        let factory = MCViewFactory.shared
        for section in Catalog.sections {
            factory.registerView(section.name) { [unowned self] in
                TabSectionViewController(name: section.name, viewNames: section.views) { [weak self] in self?.fire($0) }
            }
            for viewName in section.views {
                factory.registerView(viewName) { ItemViewController(name: viewName) }
            }
        }
    }

    private func fire(_ intent: MCIntent) {
        model.currentSection = intent
        if let transition = model.lastTransition {
            let from = transition.from ?? "none"
            Catalog.events.log("transition \(from, privacy: .public) -> \(transition.to, privacy: .public) \(transition.duration.description, privacy: .public)s")
        }
        historyLabel.text = "history: \(model.historyStack.count)"
    }

    private func sendState() {
        guard let conversation = activeConversation, let current = model.currentSection else { return }
        main.currentSection?.currentView?.onPause(current)
        let layout = MSMessageTemplateLayout()
        let likes = current.savedInstanceState["likes"] as? Int ?? 0
        layout.caption = "\(current.name), \(likes) likes"
        let message = MSMessage(session: conversation.selectedMessage?.session ?? MSSession())
        message.url = current.url
        message.layout = layout
        conversation.insert(message) { error in
            if let error { print("ManticoreTabs: insert failed: \(error)") }
        }
    }

    private func addButton(_ title: String, to stack: UIStackView, action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }
}
