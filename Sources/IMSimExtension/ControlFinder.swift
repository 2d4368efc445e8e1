import Foundation
import IMSimCore
import UIKit

/// Finds a control by title, text, accessibility identifier or label and operates it as a finger would:
/// with a `probe`, only where a finger can touch it (scrolling it into view first if a scroll view
/// holds it). A presented alert is modal: while it is up, only its actions and fields can be reached.
@MainActor
struct ControlFinder {
    let root: UIViewController
    var probe: VisibilityProbe?
    /// Told what a finger touched, for the phone's timeline.
    var record: (String) -> Void = { _ in }

    /// Taps a button, an alert action, a table row or a collection view's item. Returns why it could not, or nil.
    func tap(_ name: String) -> String? {
        if let alert = ScreenReader.presentedAlert(from: root) {
            guard let action = alert.actions.first(where: { $0.title == name }) else {
                return "no action '\(name)' in the alert; it has \(list(alert.actions.compactMap(\.title)))"
            }
            guard action.isEnabled else { return "the alert action '\(name)' is disabled" }
            alert.simulateTap(action)
            return nil
        }
        guard root.isViewLoaded else { return "the extension shows no view" }
        let plainName = ScreenText.plainSpaces(name)
        let buttons = all(in: root.view).compactMap(Self.button).filter { matches($0, name, plainName: plainName) }
        // Of several with the name (a screen over another), the one a finger can reach; two in view are
        // for the scenario to tell apart, as XCUITest refuses "multiple matching elements". A name a
        // button shows (or the app identifies it by) comes before one it is only read by: a screen's
        // own Back button before the navigation bar's. Only the one chosen is scrolled to.
        var chosen: UIControl?
        let enabled = buttons.filter(\.isEnabled)
        for rank in Set(enabled.map { matchRank($0, name, plainName: plainName) }).sorted() {
            let ranked = enabled.filter { matchRank($0, name, plainName: plainName) == rank }
            let inView = ranked.filter { probe?.untappableReason(of: $0) == nil }
            if inView.count > 1 {
                return sharedName(name, "buttons", inView, advice: "tap one by its accessibility identifier, or with tap-at")
            }
            chosen = inView.first ?? ranked.first { reach($0) == nil }
            if chosen != nil { break }
        }
        if let button = chosen ?? enabled.first ?? buttons.first {
            guard button.isEnabled else { return "the button '\(name)' is disabled" }
            if let reason = reach(button) { return "cannot tap the button '\(name)': \(reason)" }
            // A gesture around the button may take the tap too, or instead (SwiftUI's simultaneous and
            // high-priority gestures): a finger settles it, as on a phone.
            if Self.hasGestureAround(button, within: root.view) { return fingerTap(on: button) }
            guard button.simulateTap() else { return "the button '\(name)' did not take the tap" }
            return nil
        }
        if let (table, indexPath) = row(named: name, in: root.view) {
            if let cell = table.cellForRow(at: indexPath), let reason = reach(cell) {
                return "cannot tap the row '\(name)': \(reason)"
            }
            table.simulateSelectRow(at: indexPath)
            return nil
        }
        if let (collectionView, indexPath) = item(named: name, in: root.view) {
            if let cell = collectionView.cellForItem(at: indexPath), let reason = reach(cell) {
                return "cannot tap the item '\(name)': \(reason)"
            }
            collectionView.simulateTap(at: indexPath)
            return nil
        }
        if tapRecognizer(named: name, in: root.view) { return nil }
        switch fingerTap(named: name) {
        case .tapped: return nil
        case let .reachesNothing(why): return why
        case let .ambiguous(views):
            return "'\(name)' names \(views.count) things on screen (\(views.joined(separator: "; "))): a finger cannot tell which "
                + "is meant; tap one by its accessibility identifier, or with tap-at"
        case .noSuchView: return "no control '\(name)' on screen; it shows \(list(visibleNames()))"
        }
    }

    /// Why a step with `name` was refused: `views` (of `kind`) share it, each named with its place.
    private func sharedName(_ name: String, _ kind: String, _ views: [UIView], advice: String) -> String {
        "'\(name)' names \(views.count) \(kind) on screen (\(views.map(placed).joined(separator: "; "))): \(advice)"
    }

    private static let typeAdvice = "type into one by its accessibility identifier, or tap-at it first and type without a name"

    /// A view as a failure names it, with where its middle is on the screen.
    private func placed(_ view: UIView) -> String {
        let frame = view.convert(view.bounds, to: root.view)
        return "\(VisibilityProbe.describe(view)) at (\(VisibilityProbe.number(frame.midX)), \(VisibilityProbe.number(frame.midY)))"
    }

    /// Types into a text field: by identifier or placeholder, or the only field on screen. A line
    /// break in the text presses the keyboard's Return key in a text field (as XCUITest's `typeText`
    /// does), and what follows goes to whatever is being edited then; a text view takes it as text.
    func type(_ text: String, into name: String?) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.count == 1 || (name.map { textView(named: $0) != nil } ?? false) { return typeLine(text, into: name) }
        if !(lines[0].isEmpty && name == nil && editedField(UIResponder.firstResponder) != nil),
           let failure = typeLine(lines[0], into: name, onlyTapWhenEmpty: true) { return failure }
        for line in lines.dropFirst() {
            guard let field = editedField(UIResponder.firstResponder) else {
                return "nothing is being edited to press Return in (a text view takes a line break as text)"
            }
            // A pad of digits has no Return key: an app gives such a field a Done button of its own.
            guard SystemKeyboard.keys(for: field).returnKey != nil else {
                return "\(VisibleName.describe(field)) shows a pad of digits (keyboardType \(field.keyboardType)), which has no Return key"
            }
            field.simulateReturn()
            guard !line.isEmpty else { continue }
            guard editedField(UIResponder.firstResponder) != nil else {
                return "Return ended editing, and nothing is being edited to type '\(line)' into"
            }
            // The typing goes on at the end of whatever is being edited after Return.
            if let failure = typeKeys(line) { return failure }
        }
        return nil
    }

    /// `responder` if it is a text field of this screen (or its alert) being edited.
    private func editedField(_ responder: UIResponder?) -> UITextField? {
        guard let field = responder as? UITextField else { return nil }
        if let alert = ScreenReader.presentedAlert(from: root), alert.textFields?.contains(where: { $0 === field }) == true { return field }
        return root.isViewLoaded && field.isDescendant(of: root.view) ? field : nil
    }

    /// Types one line; with `onlyTapWhenEmpty`, an empty line only taps the field (a line break follows).
    private func typeLine(_ text: String, into name: String?, onlyTapWhenEmpty: Bool = false) -> String? {
        var fields: [UITextField]
        let alert = ScreenReader.presentedAlert(from: root)
        if let alert {
            fields = alert.textFields ?? []
        } else {
            fields = root.isViewLoaded ? all(in: root.view).compactMap { $0 as? UITextField } : []
        }
        if let name, let textView = textView(named: name) {
            let inView = textViews(named: name).filter { probe?.untappableReason(of: $0) == nil }
            if inView.count > 1, !textView.isFirstResponder {
                return sharedName(name, "text views", inView, advice: Self.typeAdvice)
            }
            if !textView.isFirstResponder, let reason = reach(textView) { return "cannot type into the text view '\(name)': \(reason)" }
            if let failure = textView.simulateTyping("") { return "cannot type into the text view '\(name)': \(failure)" }
            return typeKeys(text)
        }
        if let name {
            fields = fields.filter { $0.accessibilityIdentifier == name || $0.placeholder == name || $0.accessibilityLabel == name }
            // Of several with the name (a screen over another), the one a finger can reach, or the one
            // being edited; two a finger can reach are for the scenario to tell apart.
            let inView = fields.filter { probe?.untappableReason(of: $0) == nil }
            if inView.count > 1, !fields.contains(where: \.isFirstResponder) {
                return sharedName(name, "text fields", inView, advice: Self.typeAdvice)
            }
            guard let field = fields.first(where: \.isFirstResponder) ?? inView.first ?? fields.first(where: { reach($0) == nil })
                ?? fields.first else {
                return "no text field '\(name)' on screen"
            }
            fields = [field]
        }
        // With no one-line field, the only editable text view (a SwiftUI vertical text field) is the field.
        if name == nil, alert == nil, fields.isEmpty, let textView = onlyEditableTextView() {
            if !textView.isFirstResponder, let reason = reach(textView) { return "cannot type into the text view: \(reason)" }
            if let failure = textView.simulateTyping("") { return "cannot type into the text view: \(failure)" }
            return typeKeys(text)
        }
        guard fields.count == 1, let field = fields.first else {
            return fields.isEmpty ? "no text field on screen" : "\(fields.count) text fields on screen: say which with `into`"
        }
        // A finger taps the field to type into it, unless it is already being edited.
        if alert == nil, !field.isFirstResponder {
            let label = name ?? field.placeholder ?? field.accessibilityIdentifier
            let named = label.map { "the text field '\($0)'" } ?? "the text field"
            guard field.isEnabled else { return "\(named) is disabled" }
            if let reason = reach(field) { return "cannot type into \(named): \(reason)" }
        }
        if onlyTapWhenEmpty, text.isEmpty, field.becomeFirstResponder() { return nil }
        guard field.becomeFirstResponder() else { return nil }
        return typeKeys(text)
    }

    /// Types `text` a key at a time into what this screen is editing: a key may move the editing on (a
    /// code's digits in boxes of their own) or end it. A key the delegate refuses is not typed, as on a
    /// phone. Nil, or what could not be typed once nothing was edited.
    private func typeKeys(_ text: String) -> String? {
        var typed = ""
        for key in text {
            switch UIResponder.firstResponder {
            case let field as UITextField where editedField(field) != nil:
                field.simulateTyping(String(key))
            case let view as UITextView where root.isViewLoaded && view.isDescendant(of: root.view):
                _ = view.simulateTyping(String(key))
            default:
                let rest = String(text.dropFirst(typed.count))
                return "editing ended after typing '\(typed)': '\(rest)' was not typed"
            }
            typed.append(key)
        }
        return nil
    }

    /// A text view on screen (not under an alert) with this identifier or accessibility label.
    private func textView(named name: String) -> UITextView? {
        let views = textViews(named: name)
        return views.first(where: \.isFirstResponder) ?? views.first
    }

    /// Every text view on screen (not under an alert) with this identifier, accessibility label or placeholder.
    private func textViews(named name: String) -> [UITextView] {
        guard ScreenReader.presentedAlert(from: root) == nil, root.isViewLoaded else { return [] }
        return all(in: root.view).compactMap { $0 as? UITextView }
            .filter { $0.accessibilityIdentifier == name || $0.accessibilityLabel == name || $0.placeholder == name }
    }

    /// The one editable text view on screen, if there is exactly one.
    private func onlyEditableTextView() -> UITextView? {
        guard root.isViewLoaded else { return nil }
        let views = all(in: root.view).compactMap { $0 as? UITextView }.filter(\.isEditable)
        return views.count == 1 ? views[0] : nil
    }

    /// Why a finger cannot touch `view`, after scrolling it into view as a person would; nil if it can.
    func reach(_ view: UIView) -> String? {
        guard let probe, probe.untappableReason(of: view) != nil else { return nil }
        var ancestor = view.superview
        while let container = ancestor {
            if let scrollView = container as? UIScrollView, scrollView.isScrollEnabled {
                scrollView.scrollRectToVisible(view.convert(view.bounds, to: scrollView), animated: false)
                scrollView.layoutIfNeeded()
            }
            ancestor = container.superview
        }
        return probe.untappableReason(of: view)
    }

    /// Whether a recognizer of `control` or of a view holding it (below `root`) may take a tap on it;
    /// a scroll view's own pan never does.
    private static func hasGestureAround(_ control: UIView, within root: UIView) -> Bool {
        var current: UIView? = control
        while let view = current {
            let scrolling = (view as? UIScrollView)?.panGestureRecognizer
            if (view.gestureRecognizers ?? []).contains(where: { $0.isEnabled && $0 !== scrolling }) { return true }
            if view === root { return false }
            current = view.superview
        }
        return false
    }

    /// A finger's tap on the middle of what shows of `view`.
    private func fingerTap(on view: UIView) -> String? {
        let visible = probe?.visibleRect(of: view) ?? view.convert(view.bounds, to: root.view)
        return perform(.tap(.point(FingerGesture.Point(x: Double(visible.midX), y: Double(visible.midY)), in: nil), times: 1),
                       record: record)
    }

    /// A view a finger taps as a button: a `UIButton`, or a control with the button trait (SwiftUI's buttons).
    static func button(_ view: UIView) -> UIControl? {
        if let button = view as? UIButton { return button }
        guard let control = view as? UIControl, control.accessibilityTraits.contains(.button) else { return nil }
        return control
    }

    /// Whether `control` is the one named `name` (`plainName`: its invisible spaces made plain).
    private func matches(_ control: UIControl, _ name: String, plainName: String) -> Bool {
        guard let button = control as? UIButton else {
            return control.accessibilityIdentifier == name || control.accessibilityLabel.map(ScreenText.plainSpaces) == plainName
        }
        let title = button.currentTitle
        return button.accessibilityIdentifier == name || title.map(ScreenText.plainSpaces) == plainName
            || button.accessibilityLabel == name || (title == nil && button.currentImage?.imageName == name)
    }

    /// How a control has `name`: 0 as its identifier or its title, 1 as its accessibility label, its
    /// image, or "Back", the identifier imsim gives a navigation bar's back button.
    private func matchRank(_ control: UIControl, _ name: String, plainName: String) -> Int {
        if control.accessibilityIdentifier == name { return control.superview is UINavigationBar && name == "Back" ? 1 : 0 }
        if let button = control as? UIButton, button.currentTitle.map(ScreenText.plainSpaces) == plainName { return 0 }
        // A SwiftUI button is read by its label, which is the title it shows.
        if !(control is UIButton), control.accessibilityLabel.map(ScreenText.plainSpaces) == plainName { return 0 }
        return 1
    }

    /// The row `name` names: by what VoiceOver reads (its texts joined) or its identifier, else, when
    /// exactly one row has it as its first text, by that (a subtitle row's title), as XCUITest finds a
    /// cell by any of its texts.
    private func row(named name: String, in view: UIView) -> (UITableView, IndexPath)? {
        let plainName = ScreenText.plainSpaces(name)
        var byFirstText: [(UITableView, IndexPath)] = []
        for case let table as UITableView in all(in: view) {
            for cell in table.visibleCells {
                guard let indexPath = table.indexPath(for: cell) else { continue }
                if cell.accessibilityLabel.map(ScreenText.plainSpaces) == plainName || cell.accessibilityIdentifier == name {
                    return (table, indexPath)
                }
                if firstShownText(in: cell.contentView).map(ScreenText.plainSpaces) == plainName { byFirstText.append((table, indexPath)) }
            }
        }
        return byFirstText.count == 1 ? byFirstText[0] : nil
    }

    /// The text of the first label shown in `view`, depth first.
    private func firstShownText(in view: UIView) -> String? {
        guard !view.isHidden else { return nil }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { return text }
        return view.subviews.lazy.compactMap(firstShownText).first
    }

    private func item(named name: String, in view: UIView) -> (UICollectionView, IndexPath)? {
        for case let collectionView as UICollectionView in all(in: view) {
            for cell in collectionView.visibleCells
            where !cell.isHidden && (ScreenReader.itemText(of: cell).map(ScreenText.plainSpaces) == ScreenText.plainSpaces(name)
                                     || cell.accessibilityIdentifier == name) {
                if let indexPath = collectionView.indexPath(for: cell) { return (collectionView, indexPath) }
            }
        }
        return nil
    }

    private func first(in view: UIView, where predicate: (UIView) -> Bool) -> UIView? {
        all(in: view).first(where: predicate)
    }

    /// Every visible view, depth first.
    func all(in view: UIView) -> [UIView] {
        var views: [UIView] = []
        collectVisible(view, into: &views)
        return views
    }

    private func collectVisible(_ view: UIView, into views: inout [UIView]) {
        guard !view.isHidden else { return }
        views.append(view)
        for subview in view.subviews { collectVisible(subview, into: &views) }
    }

    func visibleNames() -> [String] {
        ScreenReader.snapshot(of: root).elements.compactMap { element in
            guard element.kind == .button || element.kind == .cell || element.kind == .item else { return nil }
            return element.identifier ?? element.text
        }
    }

    func list(_ names: [String]) -> String {
        names.isEmpty ? "nothing to tap" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
