/// `onAppear`, `onDisappear` and `task` of the views on screen: a view's appear actions run after
/// the update that first shows it, its disappear actions after the one that no longer does (its
/// task is then cancelled).
@MainActor
struct Lifecycle {
    struct Entry {
        var appear: (() -> Void)?
        var disappear: (() -> Void)?
        var task: (@MainActor @Sendable () async -> Void)?
        var running: Task<Void, Never>?
        var seen = 0
        var appeared = false
    }

    private var entries: [ViewPath: Entry] = [:]

    mutating func note(_ path: ViewPath, generation: Int, appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil,
                       task: (@MainActor @Sendable () async -> Void)? = nil) {
        var entry = entries[path] ?? Entry()
        if let appear { entry.appear = appear }
        if let disappear { entry.disappear = disappear }
        if let task { entry.task = task }
        entry.seen = generation
        entries[path] = entry
    }

    mutating func finishUpdate(generation: Int) {
        var appearing: [() -> Void] = []
        var disappearing: [() -> Void] = []
        for (path, var entry) in entries {
            if entry.seen != generation {
                if let disappear = entry.disappear { disappearing.append(disappear) }
                entry.running?.cancel()
                entries[path] = nil
            } else if !entry.appeared {
                entry.appeared = true
                if let appear = entry.appear { appearing.append(appear) }
                if let task = entry.task { entry.running = Task { @MainActor in await task() } }
                entries[path] = entry
            }
        }
        for action in disappearing { action() }
        for action in appearing { action() }
    }
}
