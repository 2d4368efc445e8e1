import Foundation

/// The one container every phone's extension shares in an embedded run: its home, its preferences
/// (`UserDefaults`) and its temporary files, in the run's artifacts, never the user's own. A live
/// run gives each phone's app a container of its own.
///
/// Foundation reads `HOME` and `XDG_CONFIG_HOME` once, as the process starts, so the process that
/// plays an embedded run is started with them: `imsim run --embedded` makes the run's folder, then
/// executes itself again with the container's environment and that folder (`reenter`).
public enum SharedContainer {
    static let variable = "IMSIM_EMBEDDED_CONTAINER"
    /// The command line as the person typed it, for the run's record (`RunInfo.command`).
    static let commandVariable = "IMSIM_EMBEDDED_COMMAND"
    private static let separator: Character = "\u{1F}"

    /// The command line the person typed, when this process is that command executed again.
    public static var originalCommand: [String]? {
        ProcessInfo.processInfo.environment[commandVariable].map { $0.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
    }

    /// The container of the run whose artifacts are at `artifacts`.
    static func path(artifacts: String) -> String { artifacts + "/phones/embedded-container" }

    /// Whether this process was started in the container of the run at `artifacts`.
    public static func isEntered(artifacts: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] == path(artifacts: artifacts)
    }

    /// Executes this program again with `arguments` and the run's folder, its home, preferences and
    /// temporary folder in the container of the run at `artifacts`; returns only if it cannot, with why.
    public static func reenter(artifacts: String, executable: String, arguments: [String]) -> String {
        let container = path(artifacts: artifacts)
        for folder in [container + "/Library/Preferences", container + "/tmp"] {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return "cannot make the extensions' container \(folder): \(error)"
            }
        }
        setenv("HOME", container, 1)
        setenv("XDG_CONFIG_HOME", container + "/Library/Preferences", 1)
        setenv("TMPDIR", container + "/tmp", 1)
        setenv(variable, container, 1)
        setenv(commandVariable, CommandLine.arguments.map { String($0) }.joined(separator: String(separator)), 1)
        let arguments = arguments.contains("--artifacts") ? arguments : arguments + ["--artifacts", artifacts]
        fflush(nil)
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        execv(executable, &argv)
        return "cannot execute \(executable) again: \(String(cString: strerror(errno)))"
    }
}
