import Foundation
import UIKit
import ManticoreViewFactory

/// A view of a section: a count of likes, kept in the intent's `savedInstanceState` while the
/// history holds it.
final class ItemViewController: MCViewController {
    let name: String
    private(set) var likes = 0
    private let label = UILabel()

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let like = UIButton(type: .system)
        like.setTitle("Like", for: .normal)
        like.addAction(UIAction { [weak self] _ in self?.like() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [label, like])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        showLikes()
    }

    private func like() {
        likes += 1
        showLikes()
    }

    private func showLikes() {
        label.text = "\(name): \(likes) likes"
    }

    override func onCreate() {
        Catalog.events.log("\(self.name, privacy: .public) onCreate")
    }

    override func onResume(_ intent: MCIntent) {
        likes = intent.savedInstanceState["likes"] as? Int ?? 0
        if isViewLoaded { showLikes() }
        Catalog.events.log("\(self.name, privacy: .public) onResume \(intent.name, privacy: .public) likes \(self.likes)")
    }

    override func onPause(_ intent: MCIntent) {
        intent.savedInstanceState["likes"] = likes
        Catalog.events.log("\(self.name, privacy: .public) onPause \(intent.name, privacy: .public) likes \(self.likes)")
    }
}
