/// Why a scenario file cannot be used: YAML syntax, wrong keys or types, a bad verb, a failed validation.
/// Printed like a compiler diagnostic, `file:line:column: error: message`, so editors can jump to it.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is; nil when it concerns no particular place (an unreadable file).
    public var location: SourceLocation?
    /// What is wrong and what was expected instead.
    public var message: String

    public init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String {
        location.map { "\($0): error: \(message)" } ?? "error: \(message)"
    }
}
