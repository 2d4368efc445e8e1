//
//  GuestListViewController.swift
//  GameNight MessagesExtension
//

import UIKit

class GuestListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var headerLabel: UILabel!

    var invitation = Invitation(game: Invitation.games[0])
    var onJoin: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        headerLabel.text = invitation.caption
        tableView.reloadData()
        // While the keyboard is up the name field stays above it (the storyboard's bottom constraint gives way).
        nameField.bottomAnchor.constraint(lessThanOrEqualTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        invitation.guests.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "GuestCell", for: indexPath) as! GuestCell
        cell.nameLabel.text = invitation.guests[indexPath.row]
        cell.seatLabel.text = "Seat \(indexPath.row + 1)"
        return cell
    }

    @IBAction func joinTapped(_ sender: Any) {
        let name = nameField.text ?? ""
        guard !name.isEmpty else { return }
        onJoin?(name)
    }
}
