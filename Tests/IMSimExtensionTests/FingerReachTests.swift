import Foundation
@testable import IMSimExtension
import UIKit
import XCTest

/// `type` and `tap` reach only what a finger could: a field below the extension's area is not typed
/// into (unless it is being edited already), and a label that takes no tap says so.
@MainActor
final class FingerReachTests: XCTestCase {
    private final class Form: UIViewController {
        let visibleField = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let lowField = UITextField(frame: CGRect(x: 10, y: 260, width: 200, height: 30))
        let question = UILabel(frame: CGRect(x: 10, y: 60, width: 200, height: 30))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
            visibleField.placeholder = "Name"
            lowField.placeholder = "Note"
            question.text = "Where shall we eat?"
            for subview in [visibleField, lowField, question] { view.addSubview(subview) }
        }
    }

    private func finder(_ form: Form) -> ControlFinder {
        var finder = ControlFinder(root: form)
        finder.probe = VisibilityProbe(root: form.view, screenOrigin: CGPoint(x: 0, y: 452))
        return finder
    }

    func testAFieldAFingerCannotReachIsNotTypedInto() async {
        let form = Form()
        form.loadViewIfNeeded()
        XCTAssertNil(finder(form).type("Kate", into: "Name"))
        XCTAssertEqual(form.visibleField.text, "Kate")
        let refused = finder(form).type("later", into: "Note")
        XCTAssertTrue(refused?.hasPrefix("cannot type into the text field 'Note': outside the extension's area (below it") == true,
                      refused ?? "typed")
        XCTAssertEqual(form.lowField.text ?? "", "")
        form.visibleField.isEnabled = false
        form.visibleField.resignFirstResponder()
        XCTAssertEqual(finder(form).type("John", into: "Name"), "the text field 'Name' is disabled")
        // A field being edited already takes the keyboard's typing wherever it is.
        XCTAssertTrue(form.lowField.becomeFirstResponder())
        XCTAssertNil(finder(form).type("now", into: "Note"))
        XCTAssertEqual(form.lowField.text, "now")
    }

    func testATapOnALabelThatTakesNoTapSaysSo() async {
        let form = Form()
        form.loadViewIfNeeded()
        XCTAssertEqual(finder(form).tap("Where shall we eat?"),
                       "UILabel 'Where shall we eat?' is not a control, and a finger at its middle would touch UIView holding 'Where shall we eat?', which takes no tap")
        XCTAssertEqual(finder(form).tap("Nowhere"), "no control 'Nowhere' on screen; it shows nothing to tap")
    }

    /// Two cards, each a control holding a label "Rename" (a SwiftUI button whose label is a row of
    /// texts): `tap Rename` cannot tell which is meant and says what each is, as XCUITest refuses
    /// several matches.
    func testATapOnATextSeveralControlsShowIsRefused() async {
        let form = Form()
        form.loadViewIfNeeded()
        var tapped: [String] = []
        for (index, owner) in ["You", "John"].enumerated() {
            let card = UIControl(frame: CGRect(x: 10, y: 100 + CGFloat(index) * 50, width: 300, height: 40))
            card.accessibilityLabel = "\(owner) Rename"
            card.addAction(UIAction { _ in tapped.append(owner) }, for: .touchUpInside)
            let label = UILabel(frame: CGRect(x: 200, y: 5, width: 90, height: 30))
            label.text = "Rename"
            card.addSubview(label)
            form.view.addSubview(card)
        }
        let refused = finder(form).tap("Rename")
        XCTAssertEqual(refused, "'Rename' names 2 things on screen (UILabel 'Rename' in UIControl 'You Rename'; UILabel 'Rename' "
            + "in UIControl 'John Rename'): a finger cannot tell which is meant; tap one by its accessibility identifier, or with tap-at")
        XCTAssertEqual(tapped, [])
        XCTAssertNil(finder(form).tap("John Rename"))
        XCTAssertEqual(tapped, ["John"])
    }

    /// Keys go one at a time to whatever is being edited: a code's boxes pass the editing on, and a
    /// text view that ends its editing on a line break takes nothing after it.
    func testEachKeyGoesToWhatIsEditedThen() async {
        let form = Form()
        form.loadViewIfNeeded()
        let boxes = (0..<4).map { index in UITextField(frame: CGRect(x: 10 + 40 * index, y: 100, width: 30, height: 30)) }
        for (index, box) in boxes.enumerated() {
            box.placeholder = "digit \(index + 1)"
            form.view.addSubview(box)
            box.addAction(UIAction { _ in
                if index + 1 < boxes.count { boxes[index + 1].becomeFirstResponder() } else { box.resignFirstResponder() }
            }, for: UIControl.Event.editingChanged)
        }
        XCTAssertNil(finder(form).type("1234", into: "digit 1"))
        XCTAssertEqual(boxes.map { $0.text ?? "" }, ["1", "2", "3", "4"])
        XCTAssertEqual(finder(form).type("56", into: "digit 4"), "editing ended after typing '5': '6' was not typed")
        XCTAssertEqual(boxes[3].text, "45")
    }

    /// While the keyboard is up what it covers is out of a finger's reach, and Return (a line break in
    /// the typed text) sends the field's end-on-exit action.
    func testTheKeyboardCoversWhatIsUnderItAndReturnPutsItAway() async {
        let form = Form()
        form.loadViewIfNeeded()
        var finder = ControlFinder(root: form)
        finder.probe = VisibilityProbe(root: form.view, screenOrigin: CGPoint(x: 0, y: 452), keyboardTop: 5)
        let refused = finder.type("Pizza", into: "Name")
        XCTAssertEqual(refused, "cannot type into the text field 'Name': covered by the keyboard (up while a text field is edited); "
                           + "a finger at (110, 477) would touch the keyboard")
        XCTAssertEqual(form.visibleField.text ?? "", "")
        var returned = 0
        form.visibleField.addAction(UIAction { _ in returned += 1 }, for: UIControl.Event.editingDidEndOnExit)
        XCTAssertNil(self.finder(form).type("Kate\n", into: "Name"))
        XCTAssertEqual(form.visibleField.text, "Kate")
        XCTAssertEqual(returned, 1)
        XCTAssertFalse(form.visibleField.isFirstResponder, "an end-on-exit action ends editing")
    }
}

/// `tap NAME` on a table row: by all its texts first, by its first text only when one row has it.
@MainActor
final class RowNameTests: XCTestCase {
    private final class People: UITableViewController {
        let rows: [(String, String?)]
        var selected: [Int] = []

        init(_ rows: [(String, String?)]) {
            self.rows = rows
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("not from a storyboard") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row].0
            cell.detailTextLabel?.text = rows[indexPath.row].1
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    func testARowIsFoundByAllItsTextsFirstThenByAnUnambiguousTitle() async {
        let people = People([("Kate", "Pizza"), ("Kate", nil), ("John", "Sushi"), ("Ann", "")])
        people.loadViewIfNeeded()
        people.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        people.view.layoutIfNeeded()
        let finder = ControlFinder(root: people)
        XCTAssertNil(finder.tap("Kate"))
        XCTAssertNil(finder.tap("John"), "John's only row, by its title")
        XCTAssertNil(finder.tap("Ann"), "an empty subtitle adds nothing to the row's name")
        XCTAssertEqual(people.selected, [1, 2, 3], "Kate alone is the second row's whole text")
    }

    /// A label that takes no touches lets a finger through to the button under it, as on iOS, but
    /// an eye cannot see the button: `visible:` reads the eye's answer, `tap` the finger's.
    func testAButtonUnderAnOpaqueLabelIsTappableButNotVisible() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let button = UIButton(type: .system)
        button.setTitle("Paper", for: .normal)
        button.frame = CGRect(x: 100, y: 80, width: 60, height: 30)
        let waiting = UILabel(frame: CGRect(x: 0, y: 60, width: 320, height: 80))
        waiting.text = "Waiting for player"
        waiting.backgroundColor = .darkGray
        root.addSubview(button)
        root.addSubview(waiting)
        let probe = VisibilityProbe(root: root, screenOrigin: .zero)
        XCTAssertNil(probe.untappableReason(of: button), "the label takes no touches")
        XCTAssertEqual(probe.placement(of: button, touched: true).obstruction, "covered by UILabel 'Waiting for player'")
        waiting.isHidden = true
        XCTAssertNil(probe.placement(of: button, touched: true).obstruction)
    }
}
