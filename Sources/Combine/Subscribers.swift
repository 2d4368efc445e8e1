/// The subscribers of a publisher: closures called in the order they subscribed.
final class Subscribers<Output>: @unchecked Sendable {
    private var next = 0
    private var receivers: [(id: Int, receive: (Output) -> Void)] = []

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        next += 1
        let id = next
        receivers.append((id, receive))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        for receiver in receivers { receiver.receive(value) }
    }
}
