import Foundation
import Messages
import UIKit

/// The probe's controls screen, shown in a navigation controller: a switch, a slider, a stepper, a
/// segmented control, a picker, a date picker, a tappable label and a symbol image, each writing
/// what a person did in `changeLabel`. `Details` pushes a second screen; `appearanceLabel` lists the
/// appearance callbacks both screens got, in order.
final class ControlsViewController: UIViewController {
    /// Appearance callbacks of this screen and the details screen, in order, shared between them.
    static var appearanceLog: [String] = []

    let changeLabel = UILabel()
    let appearanceLabel = UILabel()
    let memoryLabel = UILabel()
    let openedLabel = UILabel()
    let notifySwitch = UISwitch()
    let volumeSlider = UISlider()
    let guestsStepper = UIStepper()
    let periodControl = UISegmentedControl(items: ["Day", "Week", "Month"])
    let dayPicker = UIPickerView()
    let datePicker = UIDatePicker()
    let symbolView = UIImageView(image: UIImage(systemName: "star.fill"))
    let noteView = UITextView()
    let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    var memoryWarnings = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        // A view made in code is clear, on iOS as here: without a colour the probe's own buttons,
        // under this navigation controller, would show through.
        view.backgroundColor = .systemBackground
        changeLabel.text = "no change"
        memoryLabel.text = "memory warnings: 0"
        openedLabel.text = "nothing opened"
        notifySwitch.addTarget(self, action: Selector("notifyChanged:"), for: .valueChanged)
        volumeSlider.accessibilityLabel = "Volume"
        volumeSlider.addAction(UIAction { [unowned self] action in
            changeLabel.text = "volume \((action.sender as? UISlider)?.value ?? -1)"
        }, for: .valueChanged)
        guestsStepper.accessibilityLabel = "Guests"
        guestsStepper.maximumValue = 10
        guestsStepper.addAction(UIAction { [unowned self] _ in
            changeLabel.text = "guests \(Int(guestsStepper.value))"
        }, for: .valueChanged)
        periodControl.selectedSegmentIndex = 0
        periodControl.addAction(UIAction { [unowned self] _ in
            changeLabel.text = "period \(periodControl.titleForSegment(at: periodControl.selectedSegmentIndex) ?? "")"
        }, for: .valueChanged)
        dayPicker.dataSource = self
        dayPicker.delegate = self
        datePicker.accessibilityLabel = "Party date"
        datePicker.datePickerMode = .date
        datePicker.addAction(UIAction { [unowned self] _ in
            changeLabel.text = "date changed"
        }, for: .valueChanged)
        let tapLabel = UILabel()
        tapLabel.text = "Tap me"
        tapLabel.isUserInteractionEnabled = true
        tapLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("labelTapped:")))
        noteView.accessibilityIdentifier = "note"
        noteView.delegate = self
        // A text view that scrolls has no height of its own, on iOS as here: a stack would make it 0 high.
        noteView.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let notifyRow = UIStackView(arrangedSubviews: [makeLabel("Notify me"), notifySwitch])
        let buttons = [
            makeButton("Details") { [unowned self] in navigationController?.pushViewController(DetailsViewController(), animated: true) },
            makeButton("Open app") { [unowned self] in
                extensionContext?.open(URL(string: "probe://open?from=controls")!) { success in
                    DispatchQueue.main.async { self.openedLabel.text = "opened: \(success)" }
                }
            },
        ]
        let stack = UIStackView(arrangedSubviews: [changeLabel, appearanceLabel, memoryLabel, openedLabel, notifyRow,
                                                   volumeSlider, guestsStepper, periodControl, dayPicker, datePicker,
                                                   tapLabel, symbolView, noteView] + buttons)
        stack.axis = .vertical
        showScrolling(stack)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("Controls.viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("Controls.viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("Controls.viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("Controls.viewDidDisappear")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
        memoryLabel.text = "memory warnings: \(memoryWarnings)"
    }

    /// Appends a callback to the shared log and shows the log.
    func log(_ callback: String) {
        Self.appearanceLog.append(callback)
        appearanceLabel.text = "appearance: " + Self.appearanceLog.joined(separator: ", ")
    }

    private func makeLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    private func makeButton(_ title: String, action: @escaping () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
    }
}

/// Target-action by selector, which Linux can only reach through `SelectorActionTarget`.
extension ControlsViewController: SelectorActionTarget {
    func performAction(_ action: Selector, sender: Any?) {
        switch action.name {
        case "notifyChanged:": changeLabel.text = "notify \(notifySwitch.isOn ? "on" : "off")"
        case "labelTapped:": changeLabel.text = "label tapped"
        default: break
        }
    }
}

extension ControlsViewController: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        changeLabel.text = "note: \(textView.text.count) characters"
    }

    /// The keyboard takes the compact extension's place: the extension expands to show it (as Apple
    /// asks), and a Done button ends the editing so the keyboard goes down again.
    func textViewDidBeginEditing(_ textView: UITextView) {
        var ancestor = parent
        while let controller = ancestor, !(controller is MSMessagesAppViewController) { ancestor = controller.parent }
        if let messages = ancestor as? MSMessagesAppViewController, messages.presentationStyle == .compact {
            messages.requestPresentationStyle(.expanded)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [unowned self] _ in
            view.endEditing(true)
        })
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        navigationItem.rightBarButtonItem = nil
    }
}

extension ControlsViewController: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { weekdays.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        weekdays[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        changeLabel.text = "picked \(weekdays[row])"
    }
}

/// The pushed screen: a label and a Back button that pops it.
final class DetailsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
        view.backgroundColor = .systemBackground
        let back = UIButton(type: .system, primaryAction: UIAction(title: "Back") { [unowned self] _ in
            navigationController?.popViewController(animated: true)
        })
        back.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(back)
        NSLayoutConstraint.activate([
            back.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            back.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        controls?.log("Details.viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        controls?.log("Details.viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        controls?.log("Details.viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        controls?.log("Details.viewDidDisappear")
    }

    private var controls: ControlsViewController? {
        navigationController?.viewControllers.first as? ControlsViewController
    }
}
