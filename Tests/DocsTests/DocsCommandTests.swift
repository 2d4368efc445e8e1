import ArgumentParser
import Foundation
@testable import IMSim
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
@testable import IMSimScenario
import XCTest

/// README.md and scenarios/README.md say true things: every command in their code blocks is one
/// imsim's command line accepts (parsed and validated by the real command tree, without running), a
/// tool that exists, on files that exist; every console line is one a console understands; every
/// whole scenario in them, and every scenario file they name, passes `imsim check`; every key a
/// bubble takes is documented.
final class DocsCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let documents = ["README.md", "scenarios/README.md"]

    static func text(_ document: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
    }

    /// How the docs run imsim: the built binary, `swift run` in this checkout or in a package of yours.
    static let invocations: [[String]] = [["imsim"], [".build/debug/imsim"], [".build-release/release/imsim"],
                                          ["swift", "run", "imsim"], ["swift", "run", "Simulator"]]

    func testEveryCommandInTheDocsIsAcceptedAndNamesFilesThatExist() throws {
        var scenarioFiles: [String] = []
        var count = 0
        for document in Self.documents {
            for command in DocumentedCommand.all(in: try Self.text(document), file: document) {
                count += 1
                scenarioFiles += try check(command)
            }
        }
        XCTAssertGreaterThanOrEqual(count, 8, "the docs' commands were found")
        let scenarios = try Self.documents.flatMap { DocumentedCommand.scenarios(in: try Self.text($0)) }
        XCTAssertGreaterThanOrEqual(scenarios.count, 2, "the docs' example scenarios were found")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, scenario) in scenarios.enumerated() {
            let file = folder.appendingPathComponent("example-\(index).yaml")
            try scenario.write(to: file, atomically: true, encoding: .utf8)
            scenarioFiles.append(file.path)
        }
        let check = try Self.imsim(["check"] + Array(Set(scenarioFiles)).sorted())
        XCTAssertEqual(check.status, 0, check.output)
    }

    /// Checks one command; returns the scenario files it names, for one `imsim check` of them all.
    private func check(_ command: DocumentedCommand) throws -> [String] {
        let words = command.words
        if words.first == "cd" { return [] }  // into the folder `imsim init` wrote
        if let tool = words.first, tool.hasPrefix("tools/") {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.repository.appendingPathComponent(tool).path),
                          "\(command): no such tool")
            return try scenarioPaths(in: Array(words.dropFirst()), of: command)
        }
        guard let prefix = Self.invocations.first(where: { words.starts(with: $0) }) else {
            XCTFail("\(command): not a command this test knows how to check")
            return []
        }
        let arguments = Array(words.dropFirst(prefix.count))
        do {
            _ = try IMSimCommand.parseAsRoot(arguments)
        } catch {
            // `--version` and `--help` end parsing cleanly.
            XCTAssertEqual(IMSimCommand.exitCode(for: error), .success,
                           "\(command): \(IMSimCommand.fullMessage(for: error))")
        }
        return try scenarioPaths(in: arguments, of: command)
    }

    /// The arguments that name scenarios or folders of them (under `scenarios/`), each of which must exist.
    private func scenarioPaths(in arguments: [String], of command: DocumentedCommand) throws -> [String] {
        let paths = arguments.filter { $0.hasPrefix("scenarios/") }
        for path in paths {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(path).path),
                          "\(command): no file \(path)")
        }
        return paths.map { Self.repository.appendingPathComponent($0).path }
    }

    func testEveryConsoleLineInTheDocsIsOneAConsoleUnderstands() throws {
        let lines = try Self.documents.flatMap { DocumentedCommand.consoleLines(in: try Self.text($0)) }
        XCTAssertGreaterThanOrEqual(lines.count, 4, "the README's console session was found")
        for line in lines {
            let (word, rest) = ConsoleSession.split(line)
            if word == "expect" {
                XCTAssertNoThrow(try ScenarioParser.expectStep(participant: "Kate", yaml: rest, source: "README"), line)
            } else if !ConsoleHelp.words.contains(word), !["as", "phone", "quit", "exit"].contains(word) {
                XCTAssertNoThrow(try CommandParser.parse(line), line)
            }
        }
    }

    func testEveryKeyOfABubbleIsDocumented() throws {
        let text = try Self.text("scenarios/README.md")
        for key in ScenarioParser.bubbleKeys {
            XCTAssertTrue(text.contains("| `\(key)` |"), "scenarios/README.md has no row for the bubble key `\(key)`")
        }
        for key in Expectation.Kind.keys {
            XCTAssertTrue(text.contains("| `\(key)` |"), "scenarios/README.md has no row for the expectation `\(key)`")
        }
    }

    /// The built `imsim` beside this test bundle, run in the checkout.
    static func imsim(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("imsim")
        process.arguments = arguments
        process.currentDirectoryURL = repository
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
