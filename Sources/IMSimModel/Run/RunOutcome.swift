/// How a run ended, and the documented exit status for each.
public enum RunOutcome: Equatable, Sendable {
    case passed
    /// An expectation failed, a step could not be done, or an extension crashed.
    case failed(String)
    /// The scenario is invalid, or a process of imsim itself failed or was interrupted.
    case infrastructureFailure(String)

    public var exitStatus: Int32 {
        switch self {
        case .passed: 0
        case .failed: 1
        case .infrastructureFailure: 2
        }
    }
}

extension RunOutcome {
    /// `passed`, `failed` or `ended in an error`, for messages.
    public var summary: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case .infrastructureFailure: "ended in an error"
        }
    }
}
