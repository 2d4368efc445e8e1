// An extension written as Swift 5 code for iOS is written: only `import Messages`, main-actor UIKit
// used from plain methods, `override init(style:reuseIdentifier:)`. This target builds in Swift 5
// language mode, as such an extension builds in Xcode.
import Messages

class PollViewController: MSMessagesAppViewController, UITableViewDataSource, UITableViewDelegate {
    var options = [NSLocalizedString("Pizza", comment: "an option"), "Sushi"]
    var votes: [IndexPath: Int] = [:]
    let tableView = UITableView(frame: .zero, style: .plain)
    let summary = UILabel()
    let formatter = VoteFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(OptionCell.self, forCellReuseIdentifier: OptionCell.reuseIdentifier)
        view.addSubview(tableView)
        view.addSubview(summary)
        preferredContentSize = CGSize(width: 320, height: 240)
        formatter.show(0, on: summary)
    }

    override func willBecomeActive(with conversation: MSConversation) {
        if let url = conversation.selectedMessage?.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            options = components.queryItems?.compactMap(\.value) ?? options
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: OptionCell.reuseIdentifier, for: indexPath) as! OptionCell
        cell.configure(option: options[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        votes[indexPath, default: 0] += 1
        formatter.show(votes.values.reduce(0, +), on: summary)
    }
}

class OptionCell: UITableViewCell {
    static let reuseIdentifier = "option"
    static var made = 0
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        OptionCell.made += 1
        contentView.addSubview(nameLabel)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(option: String) {
        nameLabel.text = option
    }
}

/// A plain class, not isolated to the main actor, that touches a label: Swift 5 code does this
/// everywhere and Apple's SDK compiles it.
class VoteFormatter {
    func show(_ count: Int, on label: UILabel) {
        label.text = count == 1 ? "1 vote" : "\(count) votes"
    }
}
