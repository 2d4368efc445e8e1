//
//  GuestCell.swift
//  GameNight MessagesExtension
//

import UIKit

class GuestCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var seatLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        seatLabel.textColor = UIColor(named: "Felt") ?? .secondaryLabel
    }
}
