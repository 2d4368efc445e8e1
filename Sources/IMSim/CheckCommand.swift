import ArgumentParser
import IMSimModel
import Foundation
import IMSimScenario

/// `imsim check FILE... DIR...`: every problem of every file, each as `file:line:column: error: ...`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Validate scenarios without running them, reporting every problem of each.",
        discussion: """
            Folders are searched recursively for .yaml and .yml files. Exit status 2 when a file has a problem, \
            unless it declares `outcome: {rejected: {line: N, message: TEXT}}` (then it must have that one).
            """)

    @Argument(help: "Scenario files (YAML) and folders of them.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String]

    func run() throws {
        let files: [String]
        do {
            files = try ScenarioPaths.expand(paths)
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        var unexpected = 0
        for file in files {
            let problems = Self.problems(in: file)
            for problem in problems { try? FileHandle.standardError.write(contentsOf: Data("\(problem)\n".utf8)) }
            let text = (try? ScenarioParser.text(ofFile: file)) ?? ""
            let declared = ExpectedOutcome.declared(inScenarioText: text)
            let isDeclaredRejected = if case .rejected = declared { true } else { false }
            let mismatch = declared?.mismatch(with: ObservedEnding(rejectedWith: problems))
            switch (problems.isEmpty, isDeclaredRejected) {
            case (true, false): print("\(file): valid")
            case (false, true) where mismatch != nil:
                print("\(file): \(Self.count(problems)), not as declared: \(mismatch ?? "")")
                unexpected += 1
            case (false, true): print("\(file): \(Self.count(problems)), rejected as declared")
            case (false, false):
                print("\(file): \(Self.count(problems))")
                unexpected += 1
            case (true, true):
                print("\(file): valid, but it declares outcome: rejected")
                unexpected += 1
            }
        }
        if unexpected > 0 { throw ExitCode(2) }
    }

    /// Every problem the parser finds and every one the validator finds in what could be read, by line.
    static func problems(in file: String) -> [ScenarioError] {
        let text: String
        do {
            text = try ScenarioParser.text(ofFile: file)
        } catch {
            return [error]
        }
        let (scenario, problems) = ScenarioParser.read(yaml: text, file: file)
        let more = scenario.map { ScenarioValidator.problems(in: $0, catalog: AppRegistry.scenarioCatalog) } ?? []
        return (problems + more).enumerated().sorted { a, b in
            let lineA = a.element.location?.line ?? 0, lineB = b.element.location?.line ?? 0
            return lineA != lineB ? lineA < lineB : a.offset < b.offset
        }.map(\.element)
    }

    private static func count(_ problems: [ScenarioError]) -> String {
        problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    }
}
