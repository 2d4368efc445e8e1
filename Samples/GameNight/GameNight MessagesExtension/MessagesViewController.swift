//
//  MessagesViewController.swift
//  GameNight MessagesExtension
//

import UIKit
import Messages

class MessagesViewController: MSMessagesAppViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var gamePicker: UISegmentedControl!
    @IBOutlet weak var hostField: UITextField!
    @IBOutlet weak var inviteButton: UIButton!
    @IBOutlet private weak var summaryLabel: UILabel!
    @IBOutlet var diceViews: [UIImageView]!

    private var invitation = Invitation(game: Invitation.games[0])

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.text = invitation.summary
    }

    override func willBecomeActive(with conversation: MSConversation) {
        if let selected = Invitation(url: conversation.selectedMessage?.url) {
            invitation = selected
            titleLabel.text = selected.caption
            if let index = Invitation.games.firstIndex(of: selected.game) {
                gamePicker.selectedSegmentIndex = index
            }
        }
        summaryLabel.text = invitation.summary
        if presentationStyle == .expanded {
            showGuestList()
        }
    }

    @IBAction func gameChanged(_ sender: UISegmentedControl) {
        invitation.game = Invitation.games[sender.selectedSegmentIndex]
        titleLabel.text = invitation.caption
    }

    /// Return puts the keyboard away: over the compact form it hides the Invite button.
    @IBAction func nameEntered(_ sender: UITextField) {
        sender.resignFirstResponder()
    }

    @IBAction private func invite(_ sender: UIButton) {
        add(guest: hostField.text ?? "")
    }

    @IBAction func showGuests() {
        requestPresentationStyle(.expanded)
    }

    override func willTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
        if presentationStyle == .expanded {
            showGuestList()
        } else {
            children.forEach { $0.willMove(toParent: nil); $0.view.removeFromSuperview(); $0.removeFromParent() }
        }
    }

    private func showGuestList() {
        guard children.isEmpty else { return }
        let storyboard = UIStoryboard(name: "GuestList", bundle: nil)
        let list = storyboard.instantiateViewController(withIdentifier: "GuestList") as! GuestListViewController
        list.invitation = invitation
        list.onJoin = { [weak self] name in self?.join(name) }
        addChild(list)
        list.view.frame = view.bounds
        view.addSubview(list.view)
        list.didMove(toParent: self)
    }

    private func join(_ name: String) {
        add(guest: name)
    }

    /// Adds a guest (a name once) and stages the invitation, in the same session as the bubble tapped.
    private func add(guest name: String) {
        if !name.isEmpty && !invitation.guests.contains(name) {
            invitation.guests.append(name)
        }
        summaryLabel.text = invitation.summary
        guard let conversation = activeConversation else { return }
        let layout = MSMessageTemplateLayout()
        layout.caption = invitation.caption
        layout.subcaption = invitation.summary
        let message = MSMessage(session: conversation.selectedMessage?.session ?? MSSession())
        message.url = invitation.url
        message.layout = layout
        conversation.insert(message) { error in
            if let error { print("insert failed: \(error)") }
        }
        dismiss()
    }
}
