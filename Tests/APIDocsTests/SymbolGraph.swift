import Foundation

/// The parts of a symbol graph file (`swift-symbolgraph-extract`'s output) that docs/API.md is made of.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Names: Decodable { var title: String }
        struct Fragment: Decodable { var spelling: String }
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var lines: [Line]
        }

        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var names: Names
        var docComment: DocComment?
        var declarationFragments: [Fragment]?
        var location: Location?

        struct Location: Decodable { var uri: String }

        /// Members a protocol's default implementation or a conformance adds without source of their own.
        var isSynthesized: Bool { identifier.precise.contains("::SYNTHESIZED::") }
        var path: String { pathComponents.joined(separator: ".") }
        var declaration: String { (declarationFragments ?? []).map(\.spelling).joined().trimmingCharacters(in: .whitespacesAndNewlines) }
        /// The doc comment's first paragraph, on one line.
        var summary: String {
            let lines = docComment?.lines.map { $0.text.trimmingCharacters(in: .whitespaces) } ?? []
            return lines.prefix { !$0.isEmpty }.joined(separator: " ")
        }
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    var symbols: [Symbol]
    var relationships: [Relationship]
}

/// Runs `swift-symbolgraph-extract` on a module of the build this test runs in.
enum SymbolGraphExtractor {
    /// Every symbol graph file of `module` (its own symbols, and its extensions of other modules' types).
    static func graphs(of module: String, repository: URL) throws -> [(file: String, graph: SymbolGraph)] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-api-\(module)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let products = buildProducts
        let modules = products.appendingPathComponent("Modules")
        let searchPath = FileManager.default.fileExists(atPath: modules.path) ? modules : products
        let arguments = [
            "swift-symbolgraph-extract", "-module-name", module, "-minimum-access-level", "public",
            "-target", targetTriple(products), "-I", searchPath.path, "-output-dir", output.path,
            // UIKit imports IMSimGraphics, which needs the module maps of its C modules to load.
            "-I", repository.appendingPathComponent("Sources/CIMSimCairo/include").path,
            "-I", repository.appendingPathComponent("Sources/CIMSimZlib/include").path,
            "-I", repository.appendingPathComponent("Sources/CIMSimJPEG/include").path,
            "-I", repository.appendingPathComponent("Sources/CIMSimPixels/include").path,
        ]
        _ = try run(arguments)
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".symbols.json") }.sorted()
        return try files.map { file in
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            return (file, try JSONDecoder().decode(SymbolGraph.self, from: data))
        }
    }

    /// The directory the test bundle was built into (`.build/<triple>/debug`).
    private static var buildProducts: URL {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
        // On macOS the runner is inside the bundle: …/debug/imsimPackageTests.xctest/Contents/MacOS.
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        return directory
    }

    private static func targetTriple(_ products: URL) -> String {
        let parent = products.deletingLastPathComponent().lastPathComponent
        if parent.split(separator: "-").count >= 3 { return parent }
        #if arch(arm64)
        return "aarch64-unknown-linux-gnu"
        #else
        return "x86_64-unknown-linux-gnu"
        #endif
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs a command found on PATH and returns its standard output; fails with its standard error.
    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        // Standard error goes to a file, so neither pipe can fill up while the other is read.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-api-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = out
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        process.standardError = errorHandle
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(stderr)")
        }
        return stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
