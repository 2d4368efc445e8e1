import Foundation
import XCTest

/// docs/API.md lists exactly the public API of imsim's UIKit, Messages and SwiftUI, as the built modules have it.
/// `tools/api-docs` rewrites it (this test with `IMSIM_WRITE_API_DOCS=1`).
final class APIDocsTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let documentURL = repository.appendingPathComponent("docs/API.md")
    static let statusURL = repository.appendingPathComponent("docs/api-status.txt")

    func testAPIDocumentMatchesTheModules() throws {
        let modules = try ["UIKit", "Messages", "SwiftUI", "Combine", "UniformTypeIdentifiers"].map { name in
            (name: name, graphs: try SymbolGraphExtractor.graphs(of: name, repository: Self.repository).map(\.graph))
        }
        XCTAssertGreaterThan(modules[0].graphs.first?.symbols.count ?? 0, 1000, "UIKit's symbol graph was read")
        let document = APIDocument(modules: modules, status: try String(contentsOf: Self.statusURL, encoding: .utf8),
                                   repository: Self.repository)
        XCTAssert(document.problems.isEmpty, document.problems.joined(separator: "\n"))
        if ProcessInfo.processInfo.environment["IMSIM_WRITE_API_DOCS"] == "1" {
            try document.text.write(to: Self.documentURL, atomically: true, encoding: .utf8)
            return
        }
        let written = (try? String(contentsOf: Self.documentURL, encoding: .utf8)) ?? ""
        guard written != document.text else { return }
        let writtenLines = Set(written.split(separator: "\n")), madeLines = Set(document.text.split(separator: "\n"))
        let missing = document.text.split(separator: "\n").filter { !writtenLines.contains($0) }
        let stale = written.split(separator: "\n").filter { !madeLines.contains($0) }
        XCTFail("""
            docs/API.md differs from the modules' public API; run tools/api-docs.
            missing from docs/API.md:
            \(missing.prefix(40).joined(separator: "\n"))
            in docs/API.md but not in the modules:
            \(stale.prefix(40).joined(separator: "\n"))
            """)
    }
}
