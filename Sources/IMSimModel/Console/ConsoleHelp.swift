import IMSimScenario

/// What `help` prints at a console: the scenario verbs, then the console's own words.
enum ConsoleHelp {
    static func text(executable: String) -> String {
        let width = CommandParser.verbs.map(\.usage.count).max() ?? 0
        let verbs = CommandParser.verbs.map { "  " + $0.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        let own = own.replacingOccurrences(of: "`imsim down`", with: "`\(executable) down`")
        return (["Act as a person on the phone (the verbs of scenario files):"] + verbs + [own]).joined(separator: "\n")
    }

    /// `help VERB`: how to write it and what it does.
    static func text(for word: String) -> String {
        if let verb = CommandParser.verbs.first(where: { $0.name == word }) { return "\(verb.usage)\n  \(verb.summary)" }
        if words.contains(word) { return own.split(separator: "\n").filter { $0.contains(word) }.joined(separator: "\n") }
        return "no verb `\(word)`; verbs: " + CommandParser.verbs.map(\.name).joined(separator: ", ")
    }

    /// The console's own words, for completion.
    static let words = ["expect", "show", "screen", "transcript", "staged", "lifecycle", "output", "journal", "log", "as",
                        "record", "help", "quit"]

    private static let own = """
        Check, as a scenario's `expect` does (at a quiet moment, waiting at most 5 s or `within`):
          expect style: expanded
          expect transcript: [{caption: Mussels}], within: 2s
        Look:
          show [NAME]        the phone: app, screen, transcript, staged, lifecycle, output
          show transcript|screen|staged|lifecycle|output [NAME]    one part
          show screen --png FILE [NAME]    draw the phone's screen into FILE (a PNG; relative to this folder)
          show journal [N]   the last N journal entries of the whole run (20)
          screen             what the app shows
          transcript [NAME]  the conversation on screen
          lifecycle [NAME]   every callback, in order
          log [N]            the last N journal entries of the whole run (20)
        as NAME              act on another participant's phone
        record FILE          write what you type as a scenario; `record stop` ends it with each phone's final state
        record --replace FILE    the same, replacing FILE if it is a regular file (never a link, folder or device)
        quit                 detach (the run stays up; `imsim down` ends it)
        """
}
