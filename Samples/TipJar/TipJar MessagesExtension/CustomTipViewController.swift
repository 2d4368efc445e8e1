//
//  CustomTipViewController.swift
//  TipJar MessagesExtension
//

import UIKit

class CustomTipViewController: UIViewController {

    @IBOutlet weak var amountLabel: UILabel!
    @IBOutlet weak var stepper: UIStepper!

    var onTip: ((Int) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        showAmount()
    }

    @IBAction func amountChanged(_ sender: UIStepper) {
        showAmount()
    }

    @IBAction func send(_ sender: UIButton) {
        onTip?(Int(stepper.value))
    }

    @IBAction func reset(_ sender: UIButton) {
        stepper.value = stepper.minimumValue
        showAmount()
    }

    private func showAmount() {
        amountLabel.text = "$\(Int(stepper.value))"
    }
}
