import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel

/// The command tree for people. The helper roles (relay, phone, extension) are dispatched before it:
/// see `HelperRole`.
struct IMSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        // As the person runs it: `imsim`, or a package's own executable (`Simulator`).
        commandName: ExecutableName.fileName,
        abstract: "Simulates iMessage app extensions: several phones, real processes, one conversation.",
        discussion: """
            Exit status: 0 the scenario passed; 1 an expectation failed, a step could not be done or an \
            extension crashed; 2 the scenario is invalid, or imsim itself failed or was interrupted.
            """,
        version: "imsim \(IMSimCommand.version) (wire protocol \(Hello.currentProtocolVersion), journal \(RunInfo.journalVersion))",
        subcommands: [RunCommand.self, CheckCommand.self, AppsCommand.self, InitCommand.self, UpCommand.self, AttachCommand.self, PsCommand.self,
                      DownCommand.self, ShowCommand.self, ReportCommand.self, ReplayCommand.self,
                      BenchRelayCommand.self])

    /// imsim's own version: raised with each change a user would notice.
    static let version = "0.13.0"
}
