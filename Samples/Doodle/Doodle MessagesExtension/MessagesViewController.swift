//
//  MessagesViewController.swift
//  Doodle MessagesExtension
//

import Foundation
import Messages
import UIKit

/// The doodle pad: a row with the ink card, Undo and Send over the canvas.
class MessagesViewController: MSMessagesAppViewController {
    private let canvas = CanvasView(frame: .zero)
    private let inkLabel = UILabel()
    private let statusLabel = UILabel()
    private let sendButton = UIButton(type: .system)
    private let inks: [(name: String, color: UIColor)] = [("Black", .black), ("Red", .systemRed), ("Blue", .systemBlue)]
    private var inkIndex = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The ink card reacts to a tap anywhere on it, its title included, through its recognizer.
        let card = UIView()
        card.backgroundColor = .systemGray6
        card.layer.cornerRadius = 8
        inkLabel.text = "Black ink"
        inkLabel.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inkLabel)
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(nextInk)))

        // An image-only button: its name is its accessibility label.
        let undo = UIButton(type: .system)
        undo.setImage(UIImage(systemName: "arrow.uturn.backward"), for: .normal)
        undo.accessibilityLabel = "Undo"
        undo.addAction(UIAction { [unowned self] _ in canvas.undo() }, for: .touchUpInside)

        sendButton.setTitle("Send", for: .normal)
        sendButton.isEnabled = false
        sendButton.addAction(UIAction { [unowned self] _ in send() }, for: .touchUpInside)

        statusLabel.text = "Draw with a finger"
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.accessibilityIdentifier = "status"

        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(clear))
        swipe.direction = .left
        canvas.addGestureRecognizer(swipe)
        canvas.onChange = { [unowned self] in strokesChanged() }

        let row = UIStackView(arrangedSubviews: [card, undo, sendButton])
        row.spacing = 12
        for subview in [row, statusLabel, canvas] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
            inkLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            inkLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            inkLabel.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            statusLabel.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 4),
            statusLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            canvas.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 4),
            canvas.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            canvas.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            canvas.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    @objc private func nextInk() {
        inkIndex = (inkIndex + 1) % inks.count
        inkLabel.text = "\(inks[inkIndex].name) ink"
        canvas.ink = inks[inkIndex].color
    }

    @objc private func clear() {
        canvas.clear()
    }

    private func strokesChanged() {
        let count = canvas.strokes.count
        statusLabel.text = count == 0 ? "Draw with a finger" : "\(count) stroke\(count == 1 ? "" : "s")"
        sendButton.isEnabled = count > 0
    }

    private func send() {
        guard let conversation = activeConversation else { return }
        let layout = MSMessageTemplateLayout()
        layout.image = canvas.image()
        layout.caption = "A doodle"
        let message = MSMessage(session: MSSession())
        message.layout = layout
        message.url = URL(string: "?strokes=\(canvas.strokes.count)")
        conversation.insert(message, completionHandler: nil)
        dismiss()
    }
}
