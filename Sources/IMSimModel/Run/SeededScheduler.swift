/// Decides, from a seed, the order in which the parts of an embedded run hear from each other.
/// Each link (one part to another, as a socket would be) delivers in the order sent; which link
/// delivers next is drawn from the seed among those holding something. Timers run on a virtual
/// clock that moves only when no link holds anything, so a timer never overtakes a message. The
/// same seed and the same sends give the same order. Pure: the run that owns it performs the jobs.
public struct SeededScheduler<Job: Sendable>: Sendable {
    public struct TimerID: Hashable, Sendable {
        let value: Int
    }

    private struct Link: Sendable {
        var jobs: [Job] = []
        var head = 0
        var isEmpty: Bool { head == jobs.count }

        var first: Job { jobs[head] }

        mutating func take() -> Job {
            let job = jobs[head]
            head += 1
            if head > 64, head * 2 > jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            return job
        }
    }

    private struct Timer: Sendable {
        let due: UInt64
        let id: Int
        let job: Job
    }

    private var links: [String: Link] = [:]
    /// The links holding something, in the order they came to: the draw indexes this, never a
    /// dictionary's order (which changes from process to process).
    private var ready: [String] = []
    private var timers: [Timer] = []
    private var nextTimer = 1
    private var order: SeededOrder
    /// The virtual clock, in nanoseconds since the run began.
    public private(set) var now: UInt64 = 0
    /// How many times the scheduler chose among two or more links.
    public private(set) var choices = 0

    public init(seed: UInt64) {
        order = SeededOrder(seed: seed)
    }

    /// Queues `job` at the end of `link`.
    public mutating func send(_ job: Job, on link: String) {
        if links[link, default: Link()].isEmpty { ready.append(link) }
        links[link, default: Link()].jobs.append(job)
    }

    /// Whether some link holds a job.
    public var hasReady: Bool { !ready.isEmpty }

    /// The next job of a link drawn from the seed among those holding one, and the link's name.
    public mutating func next() -> (link: String, job: Job)? {
        guard !ready.isEmpty else { return nil }
        return take(at: draw(among: Array(ready.indices)))
    }

    /// As `next()`, the draw among the links whose next job `allowed` allows; nil when there is none.
    public mutating func next(allowed: (Job) -> Bool) -> (link: String, job: Job)? {
        let allowing = ready.indices.filter { allowed(links[ready[$0]]!.first) }
        guard !allowing.isEmpty else { return nil }
        return take(at: draw(among: allowing))
    }

    private mutating func draw(among candidates: [Int]) -> Int {
        guard candidates.count > 1 else { return candidates[0] }
        choices += 1
        return candidates[order.next(below: candidates.count)]
    }

    private mutating func take(at index: Int) -> (link: String, job: Job) {
        let name = ready[index]
        // Taken out and put back: mutating it in the dictionary copied its queue each time.
        var link = links.removeValue(forKey: name)!
        let job = link.take()
        if link.isEmpty {
            ready.remove(at: index)
        } else {
            links[name] = link
        }
        return (name, job)
    }

    /// Runs `job` once the virtual clock has moved `after` on.
    @discardableResult
    public mutating func schedule(_ job: Job, after: Duration) -> TimerID {
        let id = nextTimer
        nextTimer += 1
        let nanoseconds = UInt64(max(0, after.components.seconds)) &* 1_000_000_000
            &+ UInt64(max(0, after.components.attoseconds / 1_000_000_000))
        let timer = Timer(due: now &+ nanoseconds, id: id, job: job)
        // Sorted by due time, then by when scheduled.
        let place = timers.firstIndex { $0.due > timer.due } ?? timers.endIndex
        timers.insert(timer, at: place)
        return TimerID(value: id)
    }

    public mutating func cancel(_ timer: TimerID) {
        timers.removeAll { $0.id == timer.value }
    }

    /// When the next timer is due on the virtual clock; nil without one.
    public var nextTimerDue: UInt64? { timers.first?.due }

    /// Moves the clock to the next timer and returns its job; nil when no timer is set. Only once no
    /// link holds anything.
    public mutating func fireNextTimer() -> Job? {
        guard ready.isEmpty, !timers.isEmpty else { return nil }
        let timer = timers.removeFirst()
        now = max(now, timer.due)
        return timer.job
    }
}
