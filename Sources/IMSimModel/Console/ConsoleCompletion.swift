import Foundation
import IMSimCore
import IMSimScenario

/// What Tab may complete at a console, by where the cursor is: verbs first, then what the verb takes
/// (a control on screen for `tap`, a caption for `tap-bubble`, a participant for `as`, ...). Pure.
public struct ConsoleCompletion: Equatable, Sendable {
    /// The scenario verbs and the console's own words.
    public var verbs: [String]
    public var participants: [String]
    public var conversations: [String]
    /// Every name of a control on screen: title or text, accessibility identifier and label,
    /// placeholder, and the alert's actions.
    public var onScreen: [String]
    /// The captions of the bubbles in the conversation on screen.
    public var captions: [String]

    public init(verbs: [String] = [], participants: [String] = [], conversations: [String] = [], onScreen: [String] = [],
                captions: [String] = []) {
        self.verbs = verbs
        self.participants = participants
        self.conversations = conversations
        self.onScreen = onScreen
        self.captions = captions
    }

    /// The words of a phone's screen and conversation.
    public init(phone: PhoneSnapshot, cast: [String], conversations: [String]) {
        let screen = phone.app?.screen
        let names = (screen?.elements ?? []).flatMap { [$0.text, $0.identifier, $0.label, $0.placeholder] }.compactMap { $0 }
        self.init(verbs: CommandParser.verbs.map(\.name) + ConsoleHelp.words, participants: cast, conversations: conversations,
                  onScreen: names + (screen?.alert?.actions ?? []), captions: phone.transcript.compactMap(\.caption))
    }

    /// The words that may stand where the word after `previous` (the words typed before it) goes,
    /// sorted, without repeats or empty words.
    public func words(after previous: [String]) -> [String] {
        Array(Set(unsorted(after: previous).filter { !$0.isEmpty })).sorted()
    }

    private func unsorted(after previous: [String]) -> [String] {
        guard let verb = previous.first else { return verbs }
        switch verb {
        case "tap", "toggle", "select-segment": return previous.count == 1 ? onScreen : []
        case "pick": return previous.last == "in" ? onScreen : previous.count >= 2 ? ["in"] : []
        case "type": return previous.last == "into" ? onScreen : previous.count >= 2 ? ["into"] : []
        case "set-value": return previous.last == "on" ? onScreen : previous.count >= 2 ? ["on"] : []
        case "tap-bubble", "keep": return previous.count == 1 ? ["last"] + captions : []
        case "as", "phone", "transcript", "lifecycle": return previous.count == 1 ? participants : []
        case "switch-to": return previous.count == 1 ? conversations : []
        case "pick-photo": return previous.count == 1 ? Self.pictureFiles() : []
        case "help", "?": return previous.count == 1 ? verbs : []
        case "show": return previous.count == 1 ? Self.showParts + participants : participants
        case "expect": return Expectation.Kind.keys.map { $0 + ":" } + ["within:"]
        case "record": return previous.count == 1 ? ["stop", "--replace"] : []
        case "open", "send", "delete", "expand", "collapse", "close", "memory-warning", "quit", "screen", "log", "screenshot",
             "cancel-photo-picker":
            return []
        default: return verbs + participants + onScreen + captions + conversations
        }
    }

    /// The PNG and JPEG files in the working directory, which `pick-photo` reads from there.
    public static func pictureFiles(in folder: String = FileManager.default.currentDirectoryPath) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) }
    }

    private static let showParts = ["transcript", "screen", "staged", "lifecycle", "output", "journal"]

    /// A word as a console line writes it: in double quotes when it holds a space, a quote or a
    /// backslash, or is empty (inside, `"` and `\` escaped with a backslash).
    public static func quotedIfNeeded(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" }) else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
