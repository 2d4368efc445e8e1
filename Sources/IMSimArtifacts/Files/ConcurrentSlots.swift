import Foundation

/// Where workers of `DispatchQueue.concurrentPerform` put what they made, each at its own index,
/// under a lock; read once they are done.
final class ConcurrentSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func put(_ value: Value?, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value?] { lock.withLock { slots } }
}
