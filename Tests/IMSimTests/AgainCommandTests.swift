@testable import IMSim
import XCTest

/// A file of a batch records the command that plays it alone again, without the batch's own options
/// (which name files in a temporary folder gone once the batch ends); any other run, what was typed.
final class AgainCommandTests: XCTestCase {
    func testABatchFilesCommandLeavesOutTheBatchsOptions() {
        let child = ["/bin/imsim", "run", "scenarios/party.yaml", "--actual-status", "--ending-file", "/tmp/imsim-batch-1/0.ending.json",
                     "--junit", "/tmp/imsim-batch-1/0.xml", "--seed", "7", "--keep-runs", "20", "--batch", "batch-1a2b", "--device", "iphone-se"]
        XCTAssertEqual(AgainCommand.of(child), ["/bin/imsim", "run", "scenarios/party.yaml", "--seed", "7", "--device", "iphone-se"])
        let typed = ["/bin/imsim", "run", "party.yaml", "--junit", "out.xml"]
        XCTAssertEqual(AgainCommand.of(typed), typed, "a run of one's own keeps all it was given")
    }
}
