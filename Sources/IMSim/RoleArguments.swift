import Foundation
import IMSimCore
import IMSimModel

/// The options of a helper role's command line (`--name VALUE`, each option taking one value),
/// parsed by hand: no person types these, and ArgumentParser's start-up is paid by every process.
struct RoleArguments {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    private var values: [String: [String]] = [:]

    /// Parses `arguments` (after the role's name); `allowed` are the option names without `--`.
    init(_ arguments: ArraySlice<String>, allowed: Set<String>) throws(Invalid) {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard option.hasPrefix("--") else { throw Invalid(description: "unexpected argument '\(option)'") }
            var name = String(option.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard allowed.contains(name) else { throw Invalid(description: "unknown option '--\(name)'") }
            guard let value = value ?? rest.popFirst() else { throw Invalid(description: "missing value for '--\(name)'") }
            values[name, default: []].append(value)
        }
    }

    /// Takes the options `names` out of the environment (`ExtensionLaunchOptions.variable`).
    init(takingFromEnvironment names: Set<String>) {
        for name in names {
            let variable = ExtensionLaunchOptions.variable(name)
            guard let value = getenv(variable) else { continue }
            values[name] = [String(cString: value)]
            unsetenv(variable)
        }
    }

    /// The option's value, which must be given once.
    func required(_ name: String) throws(Invalid) -> String {
        guard let value = optional(name) else { throw Invalid(description: "missing '--\(name)'") }
        return value
    }

    /// The option's last value, if given.
    func optional(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeated option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The option's value as a number, if given.
    func number<Number: FixedWidthInteger>(_ name: String, as: Number.Type = Number.self) throws(Invalid) -> Number? {
        guard let text = optional(name) else { return nil }
        guard let number = Number(text) else { throw Invalid(description: "'--\(name)' takes a number, not '\(text)'") }
        return number
    }
}
