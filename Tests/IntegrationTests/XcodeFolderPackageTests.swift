import Foundation
import IMSimCore
import XCTest

/// `imsim init NAME --from FOLDER` writes a package that builds an Xcode extension folder in place:
/// the folder's files are never changed, an edit of its storyboard is built and run at the next build,
/// and what imsim leaves out of a storyboard is a compiler warning naming the file and line.
final class XcodeFolderPackageTests: XCTestCase {
    private func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder)
            if !isFolder.boolValue { files[relative] = FileManager.default.contents(atPath: folder + "/" + relative) }
        }
        return files
    }

    func testAnXcodeFolderBuildsInPlaceAndAnEditIsPickedUp() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-from-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // The user's Xcode project, somewhere else: a copy of the sample's folder, with a space in its path.
        let folder = parent + "/Xcode Projects/GameNight/GameNight MessagesExtension"
        try FileManager.default.createDirectory(atPath: parent + "/Xcode Projects/GameNight", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ImsimInvocation.repository.path + "/Samples/GameNight/GameNight MessagesExtension",
                                         toPath: folder)
        let before = try contents(of: folder)
        try FileManager.default.createDirectory(atPath: parent + "/packages", withIntermediateDirectories: true)

        let (initStatus, initOutput) = try PackageRun.run(ImsimInvocation.binary.path,
                                                          ["init", "Party Games", "--from", folder, "--imsim-path", ImsimInvocation.repository.path],
                                                          in: parent + "/packages", seconds: 30)
        XCTAssertEqual(initStatus, 0, initOutput)
        let package = parent + "/packages/Party Games"
        let directive = try String(contentsOfFile: package + "/Sources/PartyGamesExtension/XcodeFolder.swift", encoding: .utf8)
        XCTAssertTrue(directive.contains("// xcode-folder: ../../Xcode Projects/GameNight/GameNight MessagesExtension"), directive)

        let (buildStatus, buildOutput) = try PackageRun.swift("build", in: package, seconds: 1500)
        XCTAssertEqual(buildStatus, 0, buildOutput)
        XCTAssertFalse(buildOutput.contains("warning:") && buildOutput.contains(folder), "the sample builds without a warning:\n\(buildOutput)")
        let simulator = PackageRun.product("Simulator")
        let (appsStatus, apps) = try PackageRun.run(simulator, ["apps"], in: package, seconds: 60)
        XCTAssertEqual(appsStatus, 0, apps)
        XCTAssertTrue(apps.hasPrefix("game-night\tGame Night\tcom.example.PartyGamesExtension"), apps)
        let (runStatus, runOutput) = try PackageRun.run(simulator, ["run", "scenarios/"], in: package, seconds: 120)
        XCTAssertEqual(runStatus, 0, runOutput)
        XCTAssertTrue(runOutput.contains("ok      scenarios/open.yaml  passed"), runOutput)
        XCTAssertEqual(try contents(of: folder), before, "the Xcode folder is untouched")

        // Edit the storyboard as in Xcode: the Invite button is retitled and a map view added, which imsim does not make.
        let storyboard = folder + "/Base.lproj/MainInterface.storyboard"
        var xml = try String(contentsOfFile: storyboard, encoding: .utf8)
        xml = xml.replacingOccurrences(of: #"style="filled" title="Invite""#, with: #"style="filled" title="Send invite""#)
        xml = xml.replacingOccurrences(of: "                        <subviews>\n                            <stackView",
                                       with: "                        <subviews>\n                            <mapView id=\"mAp-vW-001\"/>\n                            <stackView")
        try xml.write(toFile: storyboard, atomically: true, encoding: .utf8)
        let mapLine = try XCTUnwrap(xml.components(separatedBy: "\n").firstIndex { $0.contains("<mapView") }) + 1
        try """
            name: The retitled button
            app: game-night
            cast: [Kate]
            timeout: 5s
            steps:
              - Kate: open
              - expect Kate:
                  screen-contains: [Send invite, Guests]
            """.write(toFile: package + "/scenarios/retitled.yaml", atomically: true, encoding: .utf8)
        let (rebuildStatus, rebuildOutput) = try PackageRun.swift("build", in: package, seconds: 600)
        XCTAssertEqual(rebuildStatus, 0, rebuildOutput)
        XCTAssertTrue(rebuildOutput.contains("\(storyboard):\(mapLine): warning: imsim does not make <mapView> objects yet"), rebuildOutput)
        let (againStatus, againOutput) = try PackageRun.run(simulator, ["run", "scenarios/retitled.yaml"], in: package, seconds: 120)
        XCTAssertEqual(againStatus, 0, againOutput)
    }
}
