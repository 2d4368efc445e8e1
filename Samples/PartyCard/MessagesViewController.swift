import Foundation
import Messages
import UIKit

/// The invitation: a photo 230 points tall, the RSVP button under it, and a Share button covered
/// by a banner added last. Laid out with Auto Layout, as an extension made in code is.
final class MessagesViewController: MSMessagesAppViewController {
    private let titleLabel = UILabel()
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Mussels and fries at Kate's on Saturday"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.accessibilityIdentifier = "partyTitle"
        statusLabel.text = "No answer yet"
        statusLabel.accessibilityIdentifier = "status"
        let photo = UIView()
        photo.backgroundColor = .systemOrange
        photo.accessibilityIdentifier = "Photo"
        let rsvp = button("RSVP") { [unowned self] in statusLabel.text = "Going" }
        let share = button("Share") { [unowned self] in statusLabel.text = "Shared" }
        let remind = button("Remind") { [unowned self] in statusLabel.text = "Reminded" }
        remind.isEnabled = false
        // A plain view takes touches: whatever is under it gets none.
        let banner = UIView()
        banner.backgroundColor = .systemYellow
        let bannerText = UILabel()
        bannerText.text = "Tickets almost gone!"
        bannerText.frame = CGRect(x: 8, y: 12, width: 180, height: 20)
        banner.addSubview(bannerText)
        for subview in [titleLabel, photo, rsvp, statusLabel, share, remind, banner] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            photo.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            photo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            photo.widthAnchor.constraint(equalToConstant: 120),
            photo.heightAnchor.constraint(equalToConstant: 200),
            rsvp.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
            rsvp.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            statusLabel.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 16),
            statusLabel.topAnchor.constraint(equalTo: photo.topAnchor),
            share.leadingAnchor.constraint(equalTo: statusLabel.leadingAnchor),
            share.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 8),
            remind.leadingAnchor.constraint(equalTo: statusLabel.leadingAnchor),
            remind.topAnchor.constraint(equalTo: share.bottomAnchor, constant: 8),
            banner.leadingAnchor.constraint(equalTo: photo.trailingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.centerYAnchor.constraint(equalTo: share.centerYAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
        ])
        // A second height for the photo, as a merge of two layouts leaves one: UIKit breaks it.
        let again = photo.heightAnchor.constraint(equalToConstant: 180)
        again.identifier = "photo-height-again"
        again.isActive = true
    }

    private func button(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
    }
}
