import Foundation
import IMSimCore
import XCTest

/// `imsim init` writes a package outside imsim's tree that builds with `swift build` against this
/// checkout and whose scenarios end as they declare: one passes, the must-fail one fails. The extension's
/// files are first replaced by an Xcode target's (Swift 5 style, `import os.log`, a delegate protocol of its
/// own, an Info.plist and a storyboard beside them), with no edit to Package.swift: one build covers both.
/// Then the starter's own files come back and its unit test (MessagesTesting) passes, and fails when the
/// controller changes.
final class StarterPackageTests: XCTestCase {
    func testInitWritesAPackageThatBuildsAndRunsItsScenarios() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-init-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: parent) }

        let (initStatus, initOutput) = try PackageRun.run(ImsimInvocation.binary.path,
                                               ["init", "Group Poll", "--imsim-path", ImsimInvocation.repository.path],
                                               in: parent, seconds: 30)
        XCTAssertEqual(initStatus, 0, initOutput)
        let package = parent + "/Group Poll"
        let manifest = try String(contentsOfFile: package + "/Package.swift", encoding: .utf8)
        XCTAssertTrue(manifest.contains(".package(path: \"\(ImsimInvocation.repository.path)\")"), manifest)
        let screens = try String(contentsOfFile: package + "/Sources/GroupPollExtension/MessagesViewController.swift",
                                 encoding: .utf8)
        XCTAssertTrue(screens.hasPrefix("import Messages\nimport UIKit\n"), screens)

        // The starter's extension, put back at the end for its unit test.
        let extensionFolder = package + "/Sources/GroupPollExtension"
        let starterExtension = parent + "/starter-extension"
        try FileManager.default.copyItem(atPath: extensionFolder, toPath: starterExtension)
        let manifestBefore = try Data(contentsOf: URL(fileURLWithPath: package + "/Package.swift"))
        try XcodeTarget.write(into: package + "/Sources/GroupPollExtension")

        let (buildStatus, buildOutput) = try PackageRun.swift("build", in: package, seconds: 1500)
        XCTAssertEqual(buildStatus, 0, buildOutput)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: package + "/Package.swift")), manifestBefore)
        let ownWarnings = buildOutput.split(separator: "\n").filter { $0.contains("warning:") && $0.contains(package) }
        XCTAssertEqual(ownWarnings, [], "the Xcode target's files build without a warning")
        XCTAssertFalse(buildOutput.contains("unhandled"), buildOutput)
        let simulator = PackageRun.product("Simulator")
        // The display name is the Info.plist's, not main.swift's stand-in.
        let (appsStatus, appsOutput) = try PackageRun.run(simulator, ["apps"], in: package, seconds: 60)
        XCTAssertEqual(appsStatus, 0, appsOutput)
        XCTAssertTrue(appsOutput.hasPrefix("grouppoll\tPoll from Xcode\tcom.example.GroupPoll.MessagesExtension"), appsOutput)
        let (runStatus, runOutput) = try PackageRun.run(simulator, ["run", "scenarios/"], in: package, seconds: 120)
        XCTAssertEqual(runStatus, 0, runOutput)
        XCTAssertTrue(runOutput.contains("ok      scenarios/hello.yaml  passed"), runOutput)
        XCTAssertTrue(runOutput.contains("ok      scenarios/failing/goodbye.yaml  failed (exit 1) as declared"), runOutput)
        // The user's own extension plays embedded too, in one process, the same way.
        let (embeddedStatus, embeddedOutput) = try PackageRun.run(simulator, ["run", "scenarios/", "--embedded"], in: package, seconds: 120)
        XCTAssertEqual(embeddedStatus, 0, embeddedOutput)
        XCTAssertTrue(embeddedOutput.contains("ok      scenarios/hello.yaml  passed"), embeddedOutput)
        XCTAssertTrue(embeddedOutput.contains("ok      scenarios/failing/goodbye.yaml  failed (exit 1) as declared"), embeddedOutput)
        let (failStatus, failOutput) = try PackageRun.run(simulator, ["run", "scenarios/failing/goodbye.yaml", "--actual-status"],
                                               in: package, seconds: 120)
        XCTAssertEqual(failStatus, 1, failOutput)
        XCTAssertTrue(failOutput.contains("Goodbye!"), failOutput)
        try FileManager.default.removeItem(atPath: extensionFolder)
        try FileManager.default.copyItem(atPath: starterExtension, toPath: extensionFolder)
        // With the starter's extension back, its unit test passes, and fails when the controller changes.
        let (testStatus, testOutput) = try PackageRun.swift("test", in: package, seconds: 1500)
        XCTAssertEqual(testStatus, 0, testOutput)
        XCTAssertTrue(testOutput.contains("Executed 1 test, with 0 failures"), testOutput)
        let controllerPath = package + "/Sources/GroupPollExtension/MessagesViewController.swift"
        let controller = try String(contentsOfFile: controllerPath, encoding: .utf8)
        try controller.replacingOccurrences(of: "dismiss()", with: "").write(toFile: controllerPath, atomically: true, encoding: .utf8)
        let (changedStatus, changedOutput) = try PackageRun.swift("test", in: package, seconds: 600)
        XCTAssertNotEqual(changedStatus, 0, changedOutput)
        XCTAssertTrue(changedOutput.contains("− requested dismiss"), changedOutput)
    }
}
