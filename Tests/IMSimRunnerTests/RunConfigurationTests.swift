import IMSimCore
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

final class RunConfigurationTests: XCTestCase {
    private func configuration(castSize: Int) -> RunConfiguration {
        let cast = (1...castSize).map { "P\($0)" }
        return RunConfiguration(name: "t", executable: "/bin/true", app: "probe", apps: [], cast: cast,
                                conversations: [ConversationInfo(id: "chat", members: cast)], seed: 1,
                                scenarioFile: nil, command: [], artifacts: Artifacts(path: "/tmp/none"))
    }

    /// Phones start in waves on a shared machine: the time they get grows with their number.
    func testStartupTimeoutGrowsWithTheCast() {
        XCTAssertEqual(configuration(castSize: 2).startupTimeout, .milliseconds(10_200))
        XCTAssertEqual(configuration(castSize: 500).startupTimeout, .seconds(60))
    }
}
