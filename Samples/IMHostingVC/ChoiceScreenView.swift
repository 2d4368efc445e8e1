import Foundation
import UIKit

/// A title above a column of buttons: the layout the three screens share.
final class ChoiceScreenView: UIView {
    let titleLabel = UILabel()
    private let stackView = UIStackView()

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = title
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(titleLabel)
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stackView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Adds a button titled `title`, identified as `identifier`, that calls `action` when tapped.
    func addButton(_ title: String, identifier: String, action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        stackView.addArrangedSubview(button)
    }
}
