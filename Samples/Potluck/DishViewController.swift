import UIKit

/// One dish: its name, a filled button configuration to take it, and a status line.
class DishViewController: UIViewController {
    static let bringTitle = "I'll bring it"
    static let dishesTitle = "Dishes"

    let dish: String
    let status = UILabel()
    var onBring: (() -> Void)?
    private(set) lazy var bringButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = DishViewController.bringTitle
        configuration.image = UIImage(systemName: "hand.raised")
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.onBring?()
        })
        button.accessibilityIdentifier = "bring"
        return button
    }()

    init(dish: String) {
        self.dish = dish
        super.init(nibName: nil, bundle: nil)
        title = dish
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: DishViewController.dishesTitle, primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
        let name = UILabel()
        name.text = dish
        name.font = .preferredFont(forTextStyle: .largeTitle)
        name.adjustsFontForContentSizeCategory = true
        status.font = .preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel

        let stack = UIStackView(arrangedSubviews: [name, bringButton, status])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.layer.cornerRadius = 16
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }
}
