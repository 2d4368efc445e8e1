import Cassowary
import Foundation

/// `IMSIM_LAYOUT_SYSTEM=FILE`: the first system a layout engine solves in this process, written in
/// tools/solver-oracle's exchange format (Sources/CassowaryOracle/main.swift), with the variables'
/// names in `FILE.names`, so the solver's work on a real screen can be replayed, timed and checked
/// apart from UIKit. A file already there is left alone.
enum LayoutSystemFile {
    static func write(_ constraints: [LinearConstraint], to path: String) {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        var index: [ObjectIdentifier: Int] = [:]
        var names: [String] = []
        var lines: [String] = []
        for (id, constraint) in constraints.enumerated() {
            var terms = ""
            for term in constraint.expression.terms {
                let key = ObjectIdentifier(term.variable)
                let i = index[key] ?? names.count
                if i == names.count {
                    index[key] = i
                    names.append(term.variable.name)
                }
                terms += " \(i) \(term.coefficient)"
            }
            let relation = switch constraint.relation { case .lessThanOrEqual: "<"; case .equal: "="; case .greaterThanOrEqual: ">" }
            let strength = constraint.strength
            lines.append("A \(id) \(strength.level) \(strength.weight) \(relation) \(constraint.expression.constant)\(terms)")
        }
        let system = "S \(names.count)\n" + lines.joined(separator: "\n") + "\nV\nZ\n"
        let nameList = names.enumerated().map { "x\($0.offset) \($0.element)" }.joined(separator: "\n") + "\n"
        try? system.write(toFile: path, atomically: false, encoding: .utf8)
        try? nameList.write(toFile: path + ".names", atomically: false, encoding: .utf8)
    }
}
