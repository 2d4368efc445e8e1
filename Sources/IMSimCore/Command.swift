import Foundation

/// What a person does on a phone. Scenario steps and the REPL speak these same verbs.
public enum Command: Codable, Equatable, Sendable {
    /// Open an iMessage app from the drawer (compact). Nil: the scenario's only app.
    case openApp(String?)
    /// Tap a control of the extension (or of its alert) by title or accessibility identifier.
    case tap(String)
    /// Type into a text field, named by identifier or placeholder; nil: the only field on screen.
    case type(String, into: String?)
    /// Tap Messages' own Send button, sending what is staged in the input field.
    case pressSend
    /// Delete what is staged in the input field.
    case deleteStaged
    /// Tap a bubble in the transcript.
    case tapBubble(BubbleReference)
    /// Drag the handle: compact to expanded, or back.
    case expand
    case collapse
    /// Close the app drawer, dismissing the extension.
    case close
    /// Keep an expiring message, so that it stays in the transcript.
    case keep(BubbleReference)
    /// Go to another conversation of the phone; an open app is dismissed.
    case switchConversation(String)
    /// Work a switch, segmented control, slider, stepper or picker, or warn of low memory.
    case gesture(ControlGesture)
    /// Draw the phone's whole screen into a PNG file at this path (absolute). Changes nothing.
    case screenshot(String)
    /// A run's picture of a step (`--screenshots each-step`): the screen is captured at once and drawn
    /// into the PNG at this path (absolute) while the run goes on; `sameAs` is the phone's previous
    /// picture when nothing on screen changed since (a link to it is made instead). Not a person's verb.
    case stepPicture(String, sameAs: String?)

    /// The verb as a person types it, e.g. `tap "New party"`.
    public var verbText: String {
        switch self {
        case .openApp(let app): app.map { "open \(Self.quoted($0))" } ?? "open"
        case .tap(let control): "tap \(Self.quoted(control))"
        // A line break (the Return key) is written `\n`, as the scenario says it.
        case .type(let text, let field): "type \(Self.quoted(text).replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{8}", with: "\\b"))"
            + (field.map { " into \(Self.quoted($0))" } ?? "")
        case .pressSend: "send"
        case .deleteStaged: "delete"
        case .tapBubble(let reference): "tap-bubble \(reference.verbText)"
        case .expand: "expand"
        case .collapse: "collapse"
        case .close: "close"
        case .keep(let reference): "keep \(reference.verbText)"
        case .switchConversation(let name): "switch-to \(Self.quoted(name))"
        case .gesture(let gesture): gesture.verbText
        case .screenshot(let path): "screenshot \(Self.quoted(path))"
        case .stepPicture(let path, _): "screenshot \(Self.quoted(path))"
        }
    }

    static func quoted(_ word: String, force: Bool = false) -> String {
        // Quoted where the tokenizer would split it: at any white space (a no-break space too).
        guard force || word.isEmpty || word.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0 == "\"" || $0 == "\\" }) else {
            return word
        }
        // Escaped scalar by scalar, as the scenario's tokenizer reads it back (byte by byte).
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in word.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { quoted.append("\\") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}

/// Which bubble a person taps.
public enum BubbleReference: Codable, Equatable, Sendable {
    case last
    /// 1-based position in the transcript, counting only bubbles.
    case position(Int)
    /// The newest bubble whose caption is this text.
    case caption(String)

    public var verbText: String {
        switch self {
        case .last: "last"
        case .position(let index): String(index)
        // Quoted when it would otherwise read as `last` or a position.
        case .caption(let caption): Command.quoted(caption, force: caption == "last" || Int(caption) != nil)
        }
    }
}
