import ArgumentParser
import Foundation
@testable import IMSim
import XCTest

/// A finished run named on the command line: a folder, a folder under `.imsim/runs`, or a run's name
/// for its newest run there; none is not a usage mistake.
final class FinishedRunTests: XCTestCase {
    func testARunsNameFindsItsNewestRunAndNoneExitsTwo() throws {
        let scratch = NSTemporaryDirectory() + "imsim-finished-\(UUID().uuidString.prefix(8))"
        let runs = scratch + "/.imsim/runs"
        let here = FileManager.default.currentDirectoryPath
        defer {
            FileManager.default.changeCurrentDirectoryPath(here)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        for (folder, age) in [("forgotten-sauce-20261127-101010", 60.0), ("forgotten-sauce-20261127-121212", 0),
                              ("forgotten-sauce-party-20261127-131313", -60), ("forgotten-sauce-20261127-141414", -120)] {
            try FileManager.default.createDirectory(atPath: runs + "/" + folder, withIntermediateDirectories: true)
            if folder != "forgotten-sauce-20261127-141414" {  // a folder without a journal is no run
                FileManager.default.createFile(atPath: runs + "/" + folder + "/journal.jsonl", contents: Data())
            }
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: runs + "/" + folder)
        }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(scratch))
        XCTAssertEqual(try FinishedRun.folder(named: "forgotten-sauce"), ".imsim/runs/forgotten-sauce-20261127-121212",
                       "the newest run of that name, not one of a longer name")
        XCTAssertEqual(try FinishedRun.folder(named: "forgotten-sauce-20261127-101010"), ".imsim/runs/forgotten-sauce-20261127-101010")
        XCTAssertThrowsError(try FinishedRun.folder(named: "nothing"))
        let missing = try FinishedRun.parse(["nothing"])
        XCTAssertThrowsError(try missing.folder()) { error in
            XCTAssertEqual((error as? ExitCode)?.rawValue, 2, "\(error)")
        }
    }
}
