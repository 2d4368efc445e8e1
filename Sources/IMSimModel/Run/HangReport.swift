import IMSimCore
import IMSimScenario

/// Where phones' extensions were stuck when a step ran out of time: each one's main-thread stack, as
/// Swift's backtracer printed it when its phone asked (`locateHang`), the extension's own frames only
/// (as for a crash), or the innermost frames when none is its own. Pure.
enum HangReport {
    /// How long phones get to print their extensions' stacks: the backtracer, then the process's end.
    static let timeout: Duration = .seconds(8)

    /// The lines saying where `participant`'s extension is stuck, from the phone's output so far.
    static func lines(participant: String, phone: PhoneState) -> [String] {
        let who = "\(participant)'s extension" + (phone.lastLaunched.map { " \($0)" } ?? "")
        let crash = phone.crashLog
        var lines = crash.libdispatchMessage.map { [$0] } ?? []
        let own = crash.ownFrames(excludingFramesUnder: ImsimSources.path)
        if !own.isEmpty {
            lines.append("\(who) is stuck in its own code (main thread, innermost first):")
            lines += own.map { "  " + $0 }
        } else if !crash.frames.isEmpty {
            lines.append("\(who) is stuck outside its own code (main thread, innermost first):")
            lines += crash.frames.prefix(10).map { "  " + CrashLog.shortened($0) }
        } else {
            lines.append("\(who) printed no stack")
        }
        return lines
    }

    /// `reason`, then each participant's lines, those that printed nothing in time last.
    static func text(reason: String, stacks: [String: [String]], unanswered: Set<String>) -> String {
        let answered = stacks.keys.sorted().flatMap { stacks[$0] ?? [] }
        let silent = unanswered.sorted().map { "\($0)'s extension printed no stack within \(timeout.scenarioText)" }
        return ([reason] + answered + silent).joined(separator: "\n")
    }
}
