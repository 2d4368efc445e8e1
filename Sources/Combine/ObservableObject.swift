import Foundation

/// An object that announces that it is about to change: SwiftUI's views that observe it (with
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject`) are updated after the change. Its
/// `@Published` properties announce it by themselves.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, made when first asked for (Apple's is made by the runtime).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// Announces, before an object changes, that it will.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public func send() {
        subject.send()
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    // MARK: One per object

    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object === object { return entry.publisher }
            // A released object's identifier can be reused: its entry is replaced, and the dead ones go.
            if entries.count > 64, entries.count.isMultiple(of: 64) { entries = entries.filter { $0.value.object != nil } }
            let entry = Entry(object)
            entries[key] = entry
            return entry.publisher
        }
    }
}
