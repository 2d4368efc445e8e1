import Foundation
import UIKit
import ManticoreViewFactory

/// A tab: a button per view of the section above the view shown.
final class TabSectionViewController: MCSectionViewController {
    let name: String
    let viewNames: [String]
    /// Fires an intent as the app does, so it is logged and the history shown.
    let fire: @MainActor (MCIntent) -> Void
    private let container = UIView()

    init(name: String, viewNames: [String], fire: @escaping @MainActor (MCIntent) -> Void) {
        self.name = name
        self.viewNames = viewNames
        self.fire = fire
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var viewContainer: UIView { container }

    override func viewDidLoad() {
        super.viewDidLoad()
        let buttons = UIStackView()
        buttons.axis = .horizontal
        for viewName in viewNames {
            let button = UIButton(type: .system)
            button.setTitle(viewName, for: .normal)
            button.addAction(UIAction { [name, fire] _ in
                fire(MCIntent(sectionName: name, viewName: viewName, animationStyle: .push))
            }, for: .touchUpInside)
            buttons.addArrangedSubview(button)
        }
        let stack = UIStackView(arrangedSubviews: [buttons, container])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func onCreate() {
        Catalog.events.log("\(self.name, privacy: .public) onCreate")
    }

    override func onResume(_ intent: MCIntent) {
        Catalog.events.log("\(self.name, privacy: .public) onResume \(intent.name, privacy: .public)")
    }

    override func onPause(_ intent: MCIntent) {
        Catalog.events.log("\(self.name, privacy: .public) onPause \(intent.name, privacy: .public)")
    }
}
