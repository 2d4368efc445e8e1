import IMSimCore

/// Reads a verb line, as typed in the REPL or written in a scenario step, into a `Command`.
/// The inverse of `Command.verbText`. Pure; call from any thread.
///
/// Words are split at whitespace. Double quotes group a word with spaces (`tap "New party"`, `""` is an
/// empty word). A backslash escapes a following `"`, `\` or whitespace, and is kept as is before anything
/// else, so `Command.verbText` (which quotes but does not escape backslashes) reads back unchanged.
public enum CommandParser {
    /// A verb for help texts: its name, how to write it, and what it does.
    public struct Verb: Hashable, Sendable {
        public var name: String
        public var usage: String
        public var summary: String
    }

    /// Every verb, in the order help texts list them.
    public static let verbs: [Verb] = [
        Verb(name: "open", usage: "open [APP]", summary: "open the app from the drawer (compact); APP defaults to the scenario's app"),
        Verb(name: "tap", usage: "tap CONTROL", summary: "tap a control of the app or of its alert, by title, identifier or accessibility label"),
        Verb(name: "type", usage: "type TEXT [into FIELD]", summary: "type into a text field, by identifier, placeholder or accessibility label; default: the only field; \\n is Return, \\b the delete key"),
        Verb(name: "send", usage: "send", summary: "tap Messages' Send button, sending what is staged"),
        Verb(name: "delete", usage: "delete", summary: "delete what is staged in the input field"),
        Verb(name: "tap-bubble", usage: "tap-bubble last|N|CAPTION", summary: "tap the last bubble, the Nth (from 1), or the newest with this caption"),
        Verb(name: "expand", usage: "expand", summary: "drag the handle up: compact to expanded"),
        Verb(name: "collapse", usage: "collapse", summary: "drag the handle down: expanded to compact"),
        Verb(name: "close", usage: "close", summary: "close the app drawer, dismissing the app"),
        Verb(name: "keep", usage: "keep last|N|CAPTION", summary: "keep an expiring bubble, as tapping Keep does"),
        Verb(name: "switch-to", usage: "switch-to CONVERSATION", summary: "go to another conversation; an open app is dismissed"),
        Verb(name: "toggle", usage: "toggle SWITCH", summary: "flip a switch, by identifier, accessibility label or the label beside it"),
        Verb(name: "select-segment", usage: "select-segment TITLE", summary: "tap the segment with this title in a segmented control"),
        Verb(name: "set-value", usage: "set-value N [on CONTROL]", summary: "drag a slider or press a stepper to N; default: the only one"),
        Verb(name: "pick", usage: "pick ROW [in PICKER]", summary: "spin a picker to this row, or a date picker to 2025-06-14, 19:30 or both"),
        Verb(name: "memory-warning", usage: "memory-warning", summary: "warn the app of low memory (didReceiveMemoryWarning)"),
        Verb(name: "pick-photo", usage: "pick-photo FILE",
             summary: "answer the open photo picker with a PNG or JPEG (beside the scenario, or from here in the console)"),
        Verb(name: "cancel-photo-picker", usage: "cancel-photo-picker", summary: "cancel the open photo picker"),
        Verb(name: "tap-at", usage: "tap-at X,Y [in VIEW] [times N] | tap-at VIEW",
             summary: "a finger taps a point of the extension's view (or of VIEW), through hit testing"),
        Verb(name: "long-press", usage: "long-press X,Y [in VIEW] | long-press VIEW [for 1s]", summary: "a finger presses and holds"),
        Verb(name: "drag", usage: "drag X,Y to X,Y [to X,Y...] [in VIEW] [steps N]", summary: "a finger moves along a path"),
        Verb(name: "swipe", usage: "swipe left|right|up|down [on VIEW]", summary: "a quick stroke of 150 points"),
        Verb(name: "pinch", usage: "pinch [VIEW] to SCALE", summary: "two fingers move apart (SCALE over 1) or together"),
        Verb(name: "screenshot", usage: "screenshot NAME", summary: "draw the phone's screen into phones/<name>/screens/NAME.png in the run's artifacts"),
    ]

    /// The command `line` writes.
    public static func parse(_ line: String) throws(CommandSyntaxError) -> Command {
        let words = try words(of: line)
        guard let verb = words.first else {
            throw CommandSyntaxError("empty command; known verbs: \(knownVerbs)")
        }
        let arguments = Array(words.dropFirst())
        switch verb.text {
        case "open":
            guard arguments.count <= 1 else { throw CommandSyntaxError("`open` takes at most one app: open shopping-list") }
            return .openApp(arguments.first?.text)
        case "tap":
            guard arguments.count == 1 else {
                throw CommandSyntaxError(arguments.isEmpty
                    ? "`tap` needs a control: tap \"New party\""
                    : "`tap` takes one control; quote a title with spaces: tap \"New party\"")
            }
            return .tap(arguments[0].text)
        case "type":
            switch arguments.count {
            // `\n` presses the keyboard's Return key, as a line break does in XCUITest's `typeText`; `\b` delete.
            case 1: return .type(Self.keyboardText(arguments[0].text), into: nil)
            case 3 where arguments[1].text == "into" && !arguments[1].isQuoted:
                return .type(Self.keyboardText(arguments[0].text), into: arguments[2].text)
            case 0: throw CommandSyntaxError("`type` needs text: type Mussels, or type \"Moules frites\" into \"Item name\"")
            default:
                throw CommandSyntaxError("`type` takes one text, then optionally `into FIELD`; quote text with spaces: "
                    + "type \"Moules frites\" into \"Item name\"")
            }
        case "send": try noArguments(verb.text, arguments); return .pressSend
        case "delete": try noArguments(verb.text, arguments); return .deleteStaged
        case "expand": try noArguments(verb.text, arguments); return .expand
        case "collapse": try noArguments(verb.text, arguments); return .collapse
        case "close": try noArguments(verb.text, arguments); return .close
        case "tap-bubble":
            guard arguments.count == 1 else {
                throw CommandSyntaxError("`tap-bubble` needs one bubble: tap-bubble last, tap-bubble 2, or tap-bubble \"List :Mussels Party\"")
            }
            return .tapBubble(try bubbleReference(arguments[0], verb: verb.text))
        case "keep":
            guard arguments.count == 1 else {
                throw CommandSyntaxError("`keep` needs one bubble: keep last, keep 2, or keep \"Secret plan\"")
            }
            return .keep(try bubbleReference(arguments[0], verb: verb.text))
        case "switch-to":
            guard arguments.count == 1 else {
                throw CommandSyntaxError("`switch-to` needs one conversation: switch-to kate-and-john")
            }
            return .switchConversation(arguments[0].text)
        case "screenshot":
            guard arguments.count == 1 else {
                throw CommandSyntaxError("`screenshot` needs one name, a plain file name without .png: screenshot compact-open")
            }
            if let problem = PictureName.problem(arguments[0].text) {
                throw CommandSyntaxError("`\(arguments[0].text.escapedForMessage)` cannot name a screenshot: it \(problem); "
                    + "it is a file name in the phone's screens folder: screenshot compact-open")
            }
            return .screenshot(arguments[0].text)
        case "toggle", "select-segment", "set-value", "pick", "memory-warning", "pick-photo", "cancel-photo-picker":
            return .gesture(try gesture(verb.text, arguments))
        case "tap-at", "long-press", "drag", "swipe", "pinch":
            return .gesture(.finger(try finger(verb.text, arguments)))
        default:
            throw CommandSyntaxError("unknown verb `\(verb.text)`; known verbs: \(knownVerbs)")
        }
    }

    /// The verbs' names, comma-separated.
    public static var knownVerbs: String { verbs.map(\.name).joined(separator: ", ") }

    private static func noArguments(_ verb: String, _ arguments: [Word]) throws(CommandSyntaxError) {
        guard arguments.isEmpty else { throw CommandSyntaxError("`\(verb)` takes no arguments: \(verb)") }
    }

    /// `last` and numbers are positions unless quoted; anything else is a caption.
    private static func bubbleReference(_ word: Word, verb: String) throws(CommandSyntaxError) -> BubbleReference {
        if word.isQuoted { return .caption(word.text) }
        if word.text == "last" { return .last }
        guard !word.text.isEmpty, word.text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return .caption(word.text) }
        guard let position = Int(word.text), position >= 1 else {
            throw CommandSyntaxError("`\(verb)` position \(word.text) is out of range; positions count from 1: \(verb) 1")
        }
        return .position(position)
    }

    /// What `type` types: its text with each `\n` a line break (the Return key) and each `\b` U+0008
    /// (the delete key, as XCUITest's `XCUIKeyboardKey.delete`).
    static func keyboardText(_ text: String) -> String {
        text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\b", with: "\u{8}")
    }

    /// A word of a verb line, and whether any of it was quoted or escaped.
    struct Word: Equatable {
        var text: String
        var isQuoted: Bool
    }

    /// Splits `line` into shell-like words, in time linear in its length: it walks the UTF-8 bytes and
    /// copies runs of ordinary text at once. Whitespace is any Unicode white space scalar.
    static func words(of line: String) throws(CommandSyntaxError) -> [Word] {
        var line = line
        let words = line.withUTF8 { Tokenizer(bytes: $0).split() }
        guard let words else {
            let shown = line.count > 80 ? line.prefix(77) + "..." : line[...]
            throw CommandSyntaxError("unterminated quote in `\(shown)`: close it with \"")
        }
        return words
    }

    /// One pass over a verb line's bytes.
    private struct Tokenizer {
        let bytes: UnsafeBufferPointer<UInt8>
        var words: [Word] = []
        /// The current word's UTF-8 bytes.
        var text: [UInt8] = []
        var isQuoted = false, inWord = false, inQuotes = false
        /// Where the ordinary bytes not yet copied into `text` start.
        var runStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// The words, or nil when a quote is left open.
        consuming func split() -> [Word]? {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    copyRun(upTo: index)
                    inWord = true
                    let next = index + 1
                    if next < bytes.count, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "\\")
                        || whitespaceLength(at: next) != nil {
                        // The escaped character starts the next run of ordinary text.
                        isQuoted = true
                        runStart = next
                        index = next + (whitespaceLength(at: next) ?? 1)
                    } else {
                        // A backslash before anything else is kept: it starts the next run.
                        runStart = index
                        index = next
                    }
                } else if byte == UInt8(ascii: "\"") {
                    copyRun(upTo: index)
                    inQuotes.toggle()
                    (inWord, isQuoted) = (true, true)
                    index += 1
                    runStart = index
                } else if !inQuotes, let length = whitespaceLength(at: index) {
                    copyRun(upTo: index)
                    endWord()
                    index += length
                    runStart = index
                } else {
                    // Ordinary bytes are skipped in a tight loop and copied as one run later.
                    inWord = true
                    index += 1
                    while index < bytes.count, !Self.mayBeSpecial[Int(bytes[index])] { index += 1 }
                }
            }
            guard !inQuotes else { return nil }
            copyRun(upTo: bytes.count)
            endWord()
            return words
        }

        /// Bytes that may start a backslash, a quote or white space (ASCII, or the lead byte of U+0085,
        /// U+00A0, U+1680, U+2000–U+205F or U+3000); any other byte is ordinary text.
        private static let mayBeSpecial: [Bool] = (0...255).map { byte in
            [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x22, 0x5C, 0xC2, 0xE1, 0xE2, 0xE3].contains(byte)
        }

        private mutating func copyRun(upTo end: Int) {
            guard runStart < end else { return }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
        }

        private mutating func endWord() {
            if inWord { words.append(Word(text: String(decoding: text, as: UTF8.self), isQuoted: isQuoted)) }
            text.removeAll(keepingCapacity: true)
            (isQuoted, inWord) = (false, false)
        }

        /// The byte length of the white space scalar at `index`, or nil.
        private func whitespaceLength(at index: Int) -> Int? {
            let byte = bytes[index]
            if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) ? 1 : nil }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            guard length > 1, index + length <= bytes.count else { return nil }
            var value = UInt32(byte) & (0xFF >> (length + 1))
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            return Unicode.Scalar(value)?.properties.isWhitespace == true ? length : nil
        }
    }
}
