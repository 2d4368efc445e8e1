/// Something that can be stopped: a subscription.
public protocol Cancellable {
    func cancel()
}

extension Cancellable {
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A subscription that stops when it is cancelled or released.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
