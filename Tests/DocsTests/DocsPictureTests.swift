import Foundation
import XCTest

/// The README's pictures are copies of snapshot references that scenarios check, so they show what
/// imsim draws today: when a reference is recorded again, its copy must follow.
final class DocsPictureTests: XCTestCase {
    func testTheReadmesPhonePicturesAreTheCheckedReferences() throws {
        let copies = [
            "docs/pictures/ice-cream-compact-iphone-se.png": "scenarios/screens/__snapshots__/kate-compact.png",
            "docs/pictures/mussels-expanded-iphone-8.png": "scenarios/screens/__snapshots__/mussels-john-expanded.png",
        ]
        let readme = try DocsCommandTests.text("README.md")
        for (copy, reference) in copies.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(readme.contains(copy), "README.md shows \(copy)")
            let shown = try Data(contentsOf: DocsCommandTests.repository.appendingPathComponent(copy))
            let checked = try Data(contentsOf: DocsCommandTests.repository.appendingPathComponent(reference))
            XCTAssertEqual(shown, checked, "\(copy) is not \(reference): cp \(reference) \(copy)")
        }
    }
}
