/// Why a verb line is not a command: names the verb and shows what was expected, with an example.
/// The scenario parser adds the line's location; the REPL prints it as it is.
public struct CommandSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
