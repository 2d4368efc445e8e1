import Foundation
import IMSimCore
import IMSimModel
import IMSimPhone
import IMSimUV

/// Starts extension processes for one phone: the same binary re-executed in the `extension` role,
/// with the phone's container for that app as its home, so `UserDefaults` and files survive its
/// launches and are this phone's own. Each launch gets a one-time `token` in its environment, which its
/// hello must carry back: the phone's sockets accept no other process.
public struct ExtensionLauncher {
    let configuration: PhoneConfiguration

    func spawn(_ app: InstalledApp, socket: String, token: String, loop: EventLoop, onOutputLine: @escaping (String) -> Void,
               onExit: @escaping (ChildProcess.Termination) -> Void) throws -> ChildProcess {
        let container = configuration.phoneDirectory + "/containers/" + app.key
        for directory in [container + "/tmp", configuration.attachmentsDirectory] {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let environment = Self.environment(app: app.key, socket: socket, container: container,
                                           attachments: configuration.attachmentsDirectory, token: token,
                                           participant: configuration.name)
        return try ChildProcess(loop: loop, executable: configuration.executable, arguments: ["extension"],
                                environment: environment,
                                onOutputLine: onOutputLine, onExit: onExit)
    }

    /// The environment of a launch of `app` (this process's, plus the launch's options), as `KEY=value`
    /// lines: the phone's and `imsim bench --starts extension`'s, so the benchmark starts what a tap does.
    public static func environment(app: String, socket: String, container: String, attachments: String?,
                                   token: String?, participant: String? = nil) -> [String] {
        var environment = ProcessInfo.processInfo.environment
        var options = ["app": app, "socket": socket, "container": container, "parent": String(ProcessLifetime.processID)]
        options["attachments"] = attachments
        options["participant"] = participant
        ExtensionLaunchOptions.set(options, in: &environment)
        environment["HOME"] = container
        environment["XDG_CONFIG_HOME"] = container + "/Library/Preferences"
        environment["TMPDIR"] = container + "/tmp"
        // A crash prints Swift's message and the crashed thread's symbolicated frames, compactly
        // (no registers, no image list, no prompt); a person's own SWIFT_BACKTRACE wins.
        if environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,"
                + "limit=\(CrashLog.frameLimit),symbolicate=fast" + (SwiftBacktracer.path.map { ",swift-backtrace=\($0)" } ?? "")
        }
        environment[Hello.extensionTokenVariable] = token
        return environment.map { "\($0.key)=\($0.value)" }
    }
}
