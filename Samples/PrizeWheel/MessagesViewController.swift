import Foundation
import Messages
import UIKit

/// The wheel under a pointer, a Spin button and a line of status. A spin turns the wheel (its
/// view's transform, animated) while the rim's stroke sweeps round (a basic animation in a
/// transaction); when the transaction completes, the prize under the pointer is staged in a message.
/// Each spin lands on a prize decided by how many spins came before, so runs are repeatable.
final class MessagesViewController: MSMessagesAppViewController {
    private let backdrop = BackdropView()
    private let wheel = WheelView()
    private let pointer = CAShapeLayer()
    private let spinButton = UIButton(type: .system)
    private let status = UILabel()
    private var spins = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "Spin the wheel"
        status.accessibilityIdentifier = "status"
        status.font = .preferredFont(forTextStyle: .headline)
        spinButton.setTitle("Spin", for: .normal)
        spinButton.addAction(UIAction { [unowned self] _ in spin() }, for: .touchUpInside)
        wheel.onPick = { [unowned self] prize in status.text = "Picked \(prize)" }
        for subview in [backdrop, status, wheel, spinButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        pointer.fillColor = UIColor.darkGray.cgColor
        view.layer.addSublayer(pointer)
        NSLayoutConstraint.activate([
            backdrop.topAnchor.constraint(equalTo: view.topAnchor),
            backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            backdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            backdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            status.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            status.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            wheel.topAnchor.constraint(equalTo: status.bottomAnchor, constant: 16),
            wheel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            wheel.widthAnchor.constraint(equalToConstant: 180),
            wheel.heightAnchor.constraint(equalToConstant: 180),
            spinButton.centerYAnchor.constraint(equalTo: wheel.centerYAnchor),
            spinButton.leadingAnchor.constraint(equalTo: wheel.trailingAnchor, constant: 32),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = CGPoint(x: wheel.center.x, y: wheel.center.y - 84)
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: top.x - 9, y: top.y - 14))
        triangle.addLine(to: CGPoint(x: top.x + 9, y: top.y - 14))
        triangle.addLine(to: CGPoint(x: top.x, y: top.y + 4))
        triangle.close()
        pointer.path = triangle.cgPath
    }

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        guard let url = conversation.selectedMessage?.url,
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              let count = items.first(where: { $0.name == "spins" })?.value.flatMap(Int.init) else { return }
        spins = count
        let last = items.first { $0.name == "prize" }?.value ?? ""
        wheel.transform = CGAffineTransform(rotationAngle: Self.angle(landingOn: Self.prizeIndex(afterSpins: count - 1)))
        status.text = "Last spin: \(last)"
    }

    /// The prize the next spin lands on after `spins` spins.
    private static func prizeIndex(afterSpins spins: Int) -> Int {
        (spins * 5 + 2) % WheelView.prizes.count
    }

    /// The wheel's turn that puts the middle of wedge `index` under the pointer at the top.
    private static func angle(landingOn index: Int) -> CGFloat {
        -(CGFloat(index) + 0.5) * 2 * .pi / CGFloat(WheelView.prizes.count)
    }

    private func spin() {
        let index = Self.prizeIndex(afterSpins: spins)
        spins += 1
        status.text = "Spinning…"
        spinButton.isEnabled = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.landed(on: WheelView.prizes[index]) }
        let sweep = CABasicAnimation(keyPath: "strokeEnd")
        sweep.fromValue = 0
        sweep.toValue = 1
        sweep.duration = 0.6
        wheel.rim.add(sweep, forKey: "sweep")
        CATransaction.commit()
        UIView.animate(withDuration: 0.6, delay: 0, options: .curveEaseOut) {
            self.wheel.transform = CGAffineTransform(rotationAngle: Self.angle(landingOn: index))
        }
    }

    private func landed(on prize: String) {
        status.text = "Landed on \(prize)"
        spinButton.isEnabled = true
        guard let conversation = activeConversation else { return }
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "spins", value: String(spins)), URLQueryItem(name: "prize", value: prize)]
        let layout = MSMessageTemplateLayout()
        layout.caption = "The wheel landed on \(prize)"
        let message = MSMessage(session: conversation.selectedMessage?.session ?? MSSession())
        message.url = components.url
        message.layout = layout
        conversation.insert(message, completionHandler: nil)
    }
}
