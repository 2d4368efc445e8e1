/// The problems found in a scenario file so far, in the order they were found. Pure.
struct ProblemList {
    private(set) var all: [ScenarioError] = []

    mutating func add(_ problem: ScenarioError) { all.append(problem) }

    /// `body`'s value, or nil after recording its error.
    mutating func attempt<Value>(_ body: () throws(ScenarioError) -> Value) -> Value? {
        do {
            return try body()
        } catch {
            all.append(error)
            return nil
        }
    }
}
