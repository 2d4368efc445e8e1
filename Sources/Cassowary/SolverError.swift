/// Why the solver refused a call. After any of these the solver is as it was before the call.
public enum SolverError: Error, Equatable {
    case duplicateConstraint
    /// A required constraint that contradicts the required constraints already added.
    case unsatisfiableConstraint
    case unknownConstraint
    case duplicateEditVariable
    /// Edit variables must have a non-required strength (as in kiwi).
    case requiredEditVariable
    case unknownEditVariable
}
