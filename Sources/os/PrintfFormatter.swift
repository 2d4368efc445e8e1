import Foundation

/// Renders `os_log`'s printf-style format strings with Swift values: conversions d i u x X o c C s S
/// @ f F e E g G a A p and `%%`, with flags, width, precision, length modifiers and unified logging's
/// `{public}`-style annotations (`{bool}` and `{BOOL}` write true/false and YES/NO).
enum PrintfFormatter {
    static func format(_ format: String, _ arguments: [any CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var scalars = format.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            guard let spec = Specification.parse(&scalars) else {
                output += "%"
                continue
            }
            if spec.conversion == "%" {
                output += "%"
                continue
            }
            guard let argument = remaining.popFirst() else {
                output += "<missing argument>"
                continue
            }
            output += spec.render(argument)
        }
        return output
    }

    /// One `%...` conversion, after the `%`.
    struct Specification {
        var annotation = ""
        var flags = ""
        var width = ""
        var precision: String?
        var conversion: Character = "@"

        static func parse(_ scalars: inout Substring.UnicodeScalarView) -> Specification? {
            var spec = Specification()
            if scalars.first == "{", let close = scalars.firstIndex(of: "}") {
                spec.annotation = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
                scalars = scalars[scalars.index(after: close)...]
            }
            while let next = scalars.first, "-+ 0#'".unicodeScalars.contains(next) {
                spec.flags.unicodeScalars.append(scalars.removeFirst())
            }
            while let next = scalars.first, ("0"..."9").contains(next) || next == "*" {
                spec.width.unicodeScalars.append(scalars.removeFirst())
            }
            if scalars.first == "." {
                scalars.removeFirst()
                var precision = ""
                while let next = scalars.first, ("0"..."9").contains(next) { precision.unicodeScalars.append(scalars.removeFirst()) }
                spec.precision = precision
            }
            while let next = scalars.first, "hlqLztj".unicodeScalars.contains(next) { scalars.removeFirst() }
            guard let conversion = scalars.popFirst() else { return nil }
            spec.conversion = Character(conversion)
            return spec
        }

        func render(_ argument: any CVarArg) -> String {
            let kind = annotation.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if kind.contains("bool") || kind.contains("BOOL"), let number = integer(argument) {
                return kind.contains("BOOL") ? (number != 0 ? "YES" : "NO") : (number != 0 ? "true" : "false")
            }
            let widthAndPrecision = width + (precision.map { "." + $0 } ?? "")
            switch conversion {
            case "d", "i", "u", "x", "X", "o", "p":
                guard let number = integer(argument) else { return pad(String(describing: argument)) }
                let conversion = conversion == "p" ? "llx" : "ll" + String(conversion)
                let prefix = self.conversion == "p" ? "0x" : ""
                return prefix + String(format: "%" + flags + widthAndPrecision + conversion, number)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let number = real(argument) else { return pad(String(describing: argument)) }
                return String(format: "%" + flags + widthAndPrecision + String(conversion), number)
            case "c", "C":
                guard let code = integer(argument), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) else {
                    return pad(String(describing: argument))
                }
                return pad(String(Character(scalar)))
            default:
                var text = String(describing: argument)
                if let precision, let limit = Int(precision) { text = String(text.prefix(limit)) }
                return pad(text)
            }
        }

        private func pad(_ text: String) -> String {
            guard let columns = Int(width), text.count < columns else { return text }
            let padding = String(repeating: " ", count: columns - text.count)
            return flags.contains("-") ? text + padding : padding + text
        }

        private func integer(_ argument: any CVarArg) -> Int64? {
            switch argument {
            case let value as any BinaryInteger: Int64(truncatingIfNeeded: value)
            case let value as Bool: value ? 1 : 0
            default: nil
            }
        }

        private func real(_ argument: any CVarArg) -> Double? {
            switch argument {
            case let value as Double: value
            case let value as Float: Double(value)
            case let value as CGFloat: Double(value)
            case let value as any BinaryInteger: Double(Int64(truncatingIfNeeded: value))
            default: nil
            }
        }
    }
}
