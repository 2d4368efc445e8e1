import Foundation
import Messages
import UIKit

/// The game: the board, whose turn it is, and each move sent as the board in the message's URL
/// (`?board=X...O....`), in one session.
final class MessagesViewController: MSMessagesAppViewController {
    private let board = BoardView(frame: .zero)
    private let status = UILabel()
    private static let names = ["top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        status.text = "X to play"
        status.accessibilityIdentifier = "status"
        board.onTap = { [unowned self] cell in play(cell) }
        for subview in [status, board] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            status.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            status.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            board.topAnchor.constraint(equalTo: status.bottomAnchor, constant: 8),
            board.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            board.widthAnchor.constraint(equalToConstant: 210),
            board.heightAnchor.constraint(equalToConstant: 210),
        ])
    }

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        guard let url = conversation.selectedMessage?.url,
              let text = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "board" })?.value,
              text.count == 9 else { return }
        board.cells = text.map { $0 == "." ? "" : String($0) }
        status.text = "\(nextMark) to play"
    }

    private var nextMark: String {
        board.cells.filter { $0 == "X" }.count > board.cells.filter { $0 == "O" }.count ? "O" : "X"
    }

    private func play(_ cell: Int) {
        guard board.cells[cell].isEmpty else {
            status.text = "The \(Self.names[cell]) is taken"
            return
        }
        let mark = nextMark
        board.cells[cell] = mark
        status.text = "\(mark) played the \(Self.names[cell])"
        guard let conversation = activeConversation else { return }
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "board", value: board.cells.map { $0.isEmpty ? "." : $0 }.joined())]
        let layout = MSMessageTemplateLayout()
        layout.caption = "\(mark) played the \(Self.names[cell])"
        let message = MSMessage(session: conversation.selectedMessage?.session ?? MSSession())
        message.url = components.url
        message.layout = layout
        conversation.insert(message, completionHandler: nil)
    }
}
