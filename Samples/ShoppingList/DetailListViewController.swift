import Foundation
import UIKit

/// Tells `MessagesViewController` that the user wants to send the list.
@MainActor
protocol DetailListViewControllerDelegate: AnyObject {
    func detailListViewController(_ controller: DetailListViewController)
}

/// The expanded screen: the list's name, its elements, and buttons to add an element and to send.
final class DetailListViewController: UIViewController {
    // MARK: Properties

    static let storyboardIdentifier = "DetailListViewController"
    static let cellIdentifier = "Cell"

    weak var delegate: (any DetailListViewControllerDelegate)?

    var shoppingList: ShoppingListModel?

    let mainTitleTextView = UITextField()
    let tableView = UITableView(frame: .zero, style: .plain)
    private let addButton = UIButton(type: .system)
    private let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        mainTitleTextView.text = shoppingList?.name
        mainTitleTextView.placeholder = "List name"
        mainTitleTextView.accessibilityIdentifier = "listName"
        mainTitleTextView.borderStyle = .roundedRect
        mainTitleTextView.returnKeyType = .done
        mainTitleTextView.delegate = self

        tableView.register(DetailListViewCell.self, forCellReuseIdentifier: DetailListViewController.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self

        addButton.setTitle("Add", for: .normal)
        addButton.accessibilityIdentifier = "addElement"
        addButton.addAction(UIAction { [weak self] action in self?.addElement(action) }, for: .touchUpInside)

        sendButton.setTitle("Send", for: .normal)
        sendButton.accessibilityIdentifier = "sendList"
        sendButton.addAction(UIAction { [weak self] action in self?.sendMessage(action) }, for: .touchUpInside)

        let buttons = UIStackView(arrangedSubviews: [addButton, sendButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 8

        let content = UIStackView(arrangedSubviews: [mainTitleTextView, tableView, buttons])
        content.axis = .vertical
        content.spacing = 8
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
            mainTitleTextView.heightAnchor.constraint(equalToConstant: 44),
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    // MARK: Actions

    /// Asks for a new element's name, then adds it to the list.
    func addElement(_ sender: AnyObject) {
        let alert = UIAlertController(title: "New element", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Element"
            textField.autocapitalizationType = .sentences
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let ok = UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
            let text = alert?.textFields?.first?.text ?? ""
            let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let self, !name.isEmpty else { return }
            self.shoppingList?.addElement(element: ShoppingListElementModel(name: name))
            self.tableView.reloadData()
        }
        alert.addAction(ok)
        alert.preferredAction = ok
        present(alert, animated: true)
    }

    /// Keeps the typed name, then hands the list to the delegate to send.
    func sendMessage(_ sender: AnyObject) {
        updateName()
        delegate?.detailListViewController(self)
    }

    private func updateName() {
        let name = (mainTitleTextView.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !name.isEmpty { shoppingList?.changeName(name: name) }
    }
}

extension DetailListViewController: UITextFieldDelegate {
    func textFieldDidEndEditing(_ textField: UITextField) {
        updateName()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

extension DetailListViewController: UITableViewDelegate {
}

extension DetailListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shoppingList?.elements.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: DetailListViewController.cellIdentifier, for: indexPath)
        if let cell = cell as? DetailListViewCell {
            cell.label.text = shoppingList?.elements[indexPath.row].name
        }
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        shoppingList?.removeElementAtIndex(indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
