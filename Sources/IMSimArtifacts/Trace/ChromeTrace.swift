import Foundation
import IMSimCore
import IMSimModel

/// A run's journal as a Chrome trace (`trace.json`): each phone, the relay, the run and each client
/// a process; a phone's extension launches its threads; steps, commands and launches slices;
/// callbacks, requests, log lines and output instants; each message a flow from the sender's send
/// to each recipient's receipt (or drop). Times are microseconds from the journal's first entry.
public struct ChromeTrace: Sendable {
    public private(set) var events: [ChromeTraceEvent] = []
    /// Whether `finish` has ended what was open (`json` finishes a copy otherwise).
    public private(set) var isFinished = false
    private var processes: [String: Int] = [:]
    private var threads: Set<String> = []
    /// Slices begun and not yet ended, by track, innermost last.
    private var open: [Track: [String]] = [:]
    private var currentLaunch: [String: Int] = [:]
    /// Where each message's flow starts (a send) and finishes (a receipt or a drop), by the flow's id
    /// (the message and the recipient), until both are known: the journal holds entries in the order
    /// the run got them, so a receipt may come before its send. A flow is written once both ends
    /// are known; one never received at `finish()`.
    private var flowStarts: [String: (pid: Int, ts: Double)] = [:]
    private var flowEnds: [String: (pid: Int, ts: Double)] = [:]
    private var start: UInt64?
    private var lastTime: Double = 0

    private struct Track: Hashable {
        let pid: Int
        let tid: Int
    }

    public init() {}

    /// Adds what `entry` shows.
    public mutating func add(_ entry: JournalEntry) {
        let origin = start ?? entry.time
        start = origin
        let ts = Double(entry.time >= origin ? entry.time - origin : 0) / 1000
        lastTime = max(lastTime, ts)
        let pid = process(entry.source, kind: entry.event)
        switch entry.event {
        case .phone(let event): addPhone(event, source: entry.source, pid: pid, ts: ts)
        case .relay(let event): addRelay(event, pid: pid, ts: ts)
        case .client(let event): addClient(event, pid: pid, ts: ts)
        case .run(let event): addRun(event, pid: pid, ts: ts)
        }
    }

    /// Ends what is still open at the last time seen and writes the messages' flows; a message never
    /// received or dropped finishes on the run's track.
    public mutating func finish() {
        guard !isFinished else { return }
        isFinished = true
        for (track, names) in open {
            for name in names.reversed() {
                events.append(ChromeTraceEvent(name: name, ph: "E", ts: lastTime, pid: track.pid, tid: track.tid,
                                         args: ["unfinished": "the run ended first"]))
            }
        }
        open = [:]
        let runPid = processes["run"] ?? process("run", kind: .run(.ready))
        for (id, start) in flowStarts.sorted(by: { $0.key < $1.key }) {
            events.append(ChromeTraceEvent(name: "not received", cat: "message", ph: "X", ts: lastTime, dur: 1, pid: runPid, tid: 0,
                                           args: ["message": id]))
            flow(id, from: start, to: (runPid, lastTime))
        }
        flowStarts = [:]
        flowEnds = [:]
    }

    /// Takes the events added so far, for a writer that streams them (`ChromeTraceFile`); what
    /// `finish` and `json` add later are only the ones after.
    public mutating func takeEvents() -> [ChromeTraceEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// A message's flow from its send to where it finished.
    private mutating func flow(_ id: String, from start: (pid: Int, ts: Double), to end: (pid: Int, ts: Double)) {
        events.append(ChromeTraceEvent(name: "message", cat: "message", ph: "s", ts: start.ts, pid: start.pid, tid: 0, id: id))
        events.append(ChromeTraceEvent(name: "message", cat: "message", ph: "f", ts: max(end.ts, start.ts), pid: end.pid, tid: 0,
                                       id: id, bp: "e"))
    }

    /// A flow's start (a send): written now if its end came first.
    private mutating func startFlow(_ id: String, pid: Int, ts: Double) {
        if let end = flowEnds.removeValue(forKey: id) { return flow(id, from: (pid, ts), to: end) }
        flowStarts[id] = (pid, ts)
    }

    /// The trace file: `{"traceEvents": [...]}`, one event a line, keys sorted (written as the
    /// journal's lines are, without Foundation's JSON encoder: a 10,000-message run has ~60,000 events);
    /// of the finished trace.
    public func json() throws -> Data {
        guard isFinished else {
            var finished = self
            finished.finish()
            return try finished.json()
        }
        var bytes = Array("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n".utf8)
        for (index, event) in events.enumerated() {
            if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
            event.writeJSON(into: &bytes)
        }
        bytes.append(contentsOf: "\n]}\n".utf8)
        return Data(bytes)
    }

    // MARK: Tracks

    private mutating func process(_ source: String, kind: JournalEvent) -> Int {
        if let pid = processes[source] { return pid }
        let pid = processes.count + 1
        processes[source] = pid
        let name = switch kind {
        case .phone: "\(source)'s phone"
        case .client: "\(source) (scenario steps)"
        default: source
        }
        events.append(ChromeTraceEvent(name: "process_name", ph: "M", ts: 0, pid: pid, tid: 0, args: ["name": name]))
        thread(pid: pid, tid: 0, name: kind.isPhone ? "Messages" : source)
        return pid
    }

    private mutating func thread(pid: Int, tid: Int, name: String) {
        guard threads.insert("\(pid).\(tid)").inserted else { return }
        events.append(ChromeTraceEvent(name: "thread_name", ph: "M", ts: 0, pid: pid, tid: tid, args: ["name": name]))
    }

    private mutating func begin(_ name: String, pid: Int, tid: Int, ts: Double, args: [String: String]? = nil) {
        events.append(ChromeTraceEvent(name: name, ph: "B", ts: ts, pid: pid, tid: tid, args: args))
        open[Track(pid: pid, tid: tid), default: []].append(name)
    }

    private mutating func end(pid: Int, tid: Int, ts: Double, args: [String: String]? = nil) {
        guard let name = open[Track(pid: pid, tid: tid)]?.popLast() else { return }
        events.append(ChromeTraceEvent(name: name, ph: "E", ts: ts, pid: pid, tid: tid, args: args))
    }

    private mutating func instant(_ name: String, cat: String? = nil, pid: Int, tid: Int, ts: Double, args: [String: String]? = nil) {
        events.append(ChromeTraceEvent(name: name, cat: cat, ph: "i", ts: ts, pid: pid, tid: tid, s: "t", args: args))
    }

    // MARK: Events

    private mutating func addPhone(_ event: PhoneEvent, source: String, pid: Int, ts: Double) {
        let launchTid = currentLaunch[source] ?? 0
        switch event {
        case let .commandStarted(_, command): begin(command.verbText, pid: pid, tid: 0, ts: ts)
        case let .commandFinished(_, failure): end(pid: pid, tid: 0, ts: ts, args: failure.map { ["failure": $0] })
        case let .extensionLaunched(launch, bundleIdentifier, displayName, style):
            thread(pid: pid, tid: launch, name: "\(displayName) (launch \(launch))")
            currentLaunch[source] = launch
            begin("\(displayName), \(style.rawValue)", pid: pid, tid: launch, ts: ts, args: ["bundleIdentifier": bundleIdentifier])
        case let .extensionEnded(launch, how, expected):
            end(pid: pid, tid: launch, ts: ts, args: ["how": how, "expected": String(expected)])
            if currentLaunch[source] == launch { currentLaunch[source] = nil }
        case .callback(let name): instant(name, cat: "callback", pid: pid, tid: launchTid, ts: ts)
        case .logged(let entry): instant(entry.message, cat: "log", pid: pid, tid: launchTid, ts: ts,
                                         args: ["subsystem": entry.subsystem, "category": entry.category, "level": entry.level])
        case .output(let line): instant(line, cat: "output", pid: pid, tid: launchTid, ts: ts)
        case .extensionRequested(let action): instant("requested \(action.name)", cat: "request", pid: pid, tid: launchTid, ts: ts)
        case .styleChanged(let style): instant("style \(style.rawValue)", pid: pid, tid: 0, ts: ts)
        case let .sent(messageID, recipients):
            events.append(ChromeTraceEvent(name: "send", cat: "message", ph: "X", ts: ts, dur: 1, pid: pid, tid: 0,
                                     args: ["message": messageID.uuidString, "to": recipients.joined(separator: ", ")]))
            for recipient in recipients { startFlow("\(messageID.uuidString) \(recipient)", pid: pid, ts: ts) }
        case let .received(messageID, from):
            finishFlow("\(messageID.uuidString) \(source)", name: "receive", pid: pid, ts: ts, args: ["from": from])
        case let .dropped(messageID, reason):
            finishFlow("\(messageID.uuidString) \(source)", name: "dropped", pid: pid, ts: ts, args: ["reason": reason])
        case let .extensionStopped(launch): instant("stopped", pid: pid, tid: launch, ts: ts)
        case let .extensionContinued(launch): instant("continued", pid: pid, tid: launch, ts: ts)
        case let .extensionUsage(launch, usage): instant("usage", pid: pid, tid: launch, ts: ts, args: usage.traceArguments)
        case .started, .switchedConversation, .screenChanged, .staged, .appended, .replaced, .removed, .delivered, .read, .kept:
            break
        }
    }

    /// A short slice where a message's flow finishes (its receipt or drop), which the flow binds to.
    private mutating func finishFlow(_ id: String, name: String, pid: Int, ts: Double, args: [String: String]) {
        events.append(ChromeTraceEvent(name: name, cat: "message", ph: "X", ts: ts, dur: 1, pid: pid, tid: 0, args: args))
        if let start = flowStarts.removeValue(forKey: id) {
            flow(id, from: start, to: (pid, ts))
        } else if flowEnds[id] == nil {
            flowEnds[id] = (pid, ts)
        }
    }

    private mutating func addRelay(_ event: RelayEvent, pid: Int, ts: Double) {
        switch event {
        case .connected(let name): instant("\(name) connected", pid: pid, tid: 0, ts: ts)
        case let .disconnected(name, reason): instant("\(name) disconnected", pid: pid, tid: 0, ts: ts, args: reason.map { ["reason": $0] })
        case .refused(let reason): instant("refused", pid: pid, tid: 0, ts: ts, args: ["reason": reason])
        case let .routed(messageID, from, to, unreachable, bytes):
            instant("routed", cat: "message", pid: pid, tid: 0, ts: ts,
                    args: ["message": messageID.uuidString, "from": from, "to": to.joined(separator: ", "),
                           "unreachable": unreachable.joined(separator: ", "), "bytes": String(bytes)])
        }
    }

    private mutating func addClient(_ event: ClientEvent, pid: Int, ts: Double) {
        switch event {
        case let .stepStarted(index, step, location): begin(step, pid: pid, tid: 0, ts: ts, args: ["step": String(index), "location": location])
        case let .stepFinished(_, failure, _): end(pid: pid, tid: 0, ts: ts, args: failure.map { ["failure": $0] })
        case let .scenarioFinished(outcome, reason):
            instant("scenario \(outcome)", pid: pid, tid: 0, ts: ts, args: reason.map { ["reason": $0] })
        case .attached(let participant): instant("attached to \(participant)", pid: pid, tid: 0, ts: ts)
        }
    }

    private mutating func addRun(_ event: RunEvent, pid: Int, ts: Double) {
        switch event {
        case .started(let info): instant("started \(info.name)", pid: pid, tid: 0, ts: ts)
        case .ready: instant("ready", pid: pid, tid: 0, ts: ts)
        case let .processExited(name, how, expected):
            instant("\(name) exited", pid: pid, tid: 0, ts: ts, args: ["how": how, "expected": String(expected)])
        case .clientConnected(let name): instant("\(name) connected", pid: pid, tid: 0, ts: ts)
        case .clientDisconnected(let name): instant("\(name) disconnected", pid: pid, tid: 0, ts: ts)
        case .ended(let reason): instant("ended", pid: pid, tid: 0, ts: ts, args: ["reason": reason])
        case let .usage(process, usage): instant("\(process) usage", pid: pid, tid: 0, ts: ts, args: usage.traceArguments)
        case let .dropped(messageID, _, to, reason):
            finishFlow("\(messageID.uuidString) \(to)", name: "dropped", pid: pid, ts: ts, args: ["to": to, "reason": reason])
        }
    }
}

private extension ProcessUsage {
    var traceArguments: [String: String] {
        ["cpuMilliseconds": String(format: "%.1f", cpuMilliseconds), "peakKilobytes": String(peakKilobytes)]
    }
}

private extension JournalEvent {
    var isPhone: Bool {
        if case .phone = self { return true }
        return false
    }
}

private extension ExtensionAction {
    /// What the extension asked for, in a word or two (the journal has the rest).
    var name: String {
        switch self {
        case let .requestPresentationStyle(style): "presentation style \(style.rawValue)"
        case .dismiss: "dismiss"
        case let .insert(_, _, send): send ? "send" : "insert"
        case .refuse: "a refused insert"
        }
    }
}
