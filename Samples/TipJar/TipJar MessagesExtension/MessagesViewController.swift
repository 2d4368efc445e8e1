//
//  MessagesViewController.swift
//  TipJar MessagesExtension
//

import UIKit
import Messages

class MessagesViewController: MSMessagesAppViewController {

    @IBOutlet var tipView: UIView!
    @IBOutlet weak var totalLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        Bundle.main.loadNibNamed("TipView", owner: self, options: nil)
        tipView.frame = view.bounds
        tipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tipView)
        let tap = UITapGestureRecognizer(target: self, action: #selector(titleTapped(_:)))
        totalLabel.isUserInteractionEnabled = true
        totalLabel.addGestureRecognizer(tap)
    }

    @objc private func titleTapped(_ recognizer: UITapGestureRecognizer) {
        totalLabel.text = "Thank you for thinking of it"
    }

    @IBAction func tipOne(_ sender: UIButton) {
        stage(tip: 1)
    }

    @IBAction func tipFive(_ sender: UIButton) {
        stage(tip: 5)
    }

    @IBAction func customTip(_ sender: UIButton) {
        let storyboard = UIStoryboard(name: "CustomTip", bundle: nil)
        guard let custom = storyboard.instantiateInitialViewController() as? CustomTipViewController else { return }
        custom.onTip = { [weak self] dollars in
            self?.dismiss(animated: false)
            self?.stage(tip: dollars)
        }
        present(custom, animated: true)
    }

    private func stage(tip dollars: Int) {
        totalLabel.text = "$\(dollars) tip"
        guard let conversation = activeConversation else { return }
        let layout = MSMessageTemplateLayout()
        layout.caption = "$\(dollars) tip"
        let message = MSMessage()
        message.layout = layout
        message.url = URL(string: "?tip=\(dollars)")
        conversation.insert(message, completionHandler: nil)
        dismiss()
    }
}
