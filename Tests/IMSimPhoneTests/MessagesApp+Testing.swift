import IMSimCore
@testable import IMSimPhone
@testable import IMSimModel

extension MessagesApp {
    /// The `commandFinished` events recorded since the last take (which takes every event).
    mutating func finishedCommands() -> [PhoneEvent] {
        takeEvents().filter { if case .commandFinished = $0 { true } else { false } }
    }
}
