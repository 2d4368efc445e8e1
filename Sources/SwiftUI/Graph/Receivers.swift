import Combine

/// `onReceive`'s subscriptions, by the place of the view: one lasts while the view is shown and is
/// given the same publisher (compared as SwiftUI compares a view's inputs: an `Equatable` one by `==`,
/// an object by identity, a struct field by field, so a publisher made anew with a closure in `body`
/// is subscribed to anew), and calls the view's latest action.
@MainActor
struct Receivers {
    private final class Entry {
        let publisher: Any
        var action: (Any) -> Void
        var cancellable: AnyCancellable?
        var seen: Int

        init(publisher: Any, action: @escaping (Any) -> Void, seen: Int) {
            self.publisher = publisher
            self.action = action
            self.seen = seen
        }
    }

    private var entries: [ViewPath: Entry] = [:]

    /// Keeps or replaces the subscription at `path`; a new one is made after the update (by `subscribe`),
    /// so that a value sent at once changes state outside the update, as a value sent later does.
    mutating func note<P: Publisher>(_ publisher: P, at path: ViewPath, generation: Int, action: @escaping (P.Output) -> Void,
                                     subscribe: (@escaping () -> Void) -> Void) where P.Failure == Never {
        let erased: (Any) -> Void = { action($0 as! P.Output) }
        if let entry = entries[path], InputComparison.same(entry.publisher, publisher) {
            entry.action = erased
            entry.seen = generation
            return
        }
        entries[path]?.cancellable?.cancel()
        let entry = Entry(publisher: publisher, action: erased, seen: generation)
        entries[path] = entry
        subscribe { [weak entry] in
            guard let entry, entry.cancellable == nil else { return }
            entry.cancellable = publisher.sink { [weak entry] value in
                let value = UncheckedValue(value)
                ViewGraph.onMain { entry?.action(value.value) }
            }
        }
    }

    /// Cancels the subscriptions of views no longer shown.
    mutating func finishUpdate(generation: Int) {
        for (path, entry) in entries where entry.seen != generation {
            entry.cancellable?.cancel()
            entries[path] = nil
        }
    }
}

/// A value sent on another thread, handed to the main actor (SwiftUI expects its publishers to send on the main thread).
private struct UncheckedValue: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}
