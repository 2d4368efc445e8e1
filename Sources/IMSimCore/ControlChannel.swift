/// The runner's control channel to each phone. See `docs/PROTOCOL.md`.
public enum RunnerToPhone: Codable, Equatable, Sendable {
    /// Do what a person would; answered by `stepFinished` with the same step number.
    case perform(step: Int, command: Command)
    /// Close the app if open, then exit.
    case shutdown
}

public enum PhoneToRunner: Codable, Equatable, Sendable {
    case stepFinished(step: Int, failure: String?)
    case snapshot(PhoneSnapshot)
    /// An extension process crashed or exited on its own.
    case extensionFailed(ProcessFailure)
}

/// A process that ended when it should not have.
public struct ProcessFailure: Codable, Equatable, Sendable, Error, CustomStringConvertible {
    public var name: String
    public var reason: String
    public var lastOutput: [String]

    public init(name: String, reason: String, lastOutput: [String]) {
        self.name = name
        self.reason = reason
        self.lastOutput = lastOutput
    }

    public var description: String {
        (["\(name) \(reason)"] + (lastOutput.isEmpty ? [] : ["last output of \(name):"] + lastOutput.map { "  | " + $0 }))
            .joined(separator: "\n")
    }
}
