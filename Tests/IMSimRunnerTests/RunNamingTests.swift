import Foundation
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

/// Runs started at the same moment never share a name or an artifacts folder.
final class RunNamingTests: XCTestCase {
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "imsim-naming-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testANameClaimedByAnotherIsNotGivenAgain() throws {
        let folder = try temporaryFolder()
        let base = "twin-\(UUID().uuidString.prefix(6))"
        // Each claim is its own open file, as another process's would be.
        XCTAssertEqual(RunNameClaim.claim(base, in: folder).name, base)
        XCTAssertEqual(RunNameClaim.claim(base, in: folder).name, base + "-2")
        XCTAssertEqual(RunNameClaim.claim(base, in: folder).name, base + "-3")
    }

    func testArtifactsOfRunsStartedTogetherAreEachTheirOwn() throws {
        let root = try temporaryFolder()
        let made = Folders()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            if let artifacts = try? Artifacts.create(name: "twin", root: root, keep: 1000) { made.add(artifacts.path) }
        }
        XCTAssertEqual(made.paths.count, 200)
        XCTAssertEqual(Set(made.paths).count, 200, "\(made.paths.sorted())")
    }
}

private final class Folders: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var all: [String] = []
    func add(_ path: String) { lock.withLock { all.append(path) } }
    var paths: [String] { lock.withLock { all } }
}
