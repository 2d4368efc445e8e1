import Foundation
import IMSimModel
import Messages

/// imsim's whole command line (`run`, `check`, `apps`, ...) with your own extensions installed.
/// Call it from the top-level code of an executable target of your package:
///
///     import IMSim
///     import GroupPoll
///
///     IMSim.main(apps: [
///         IMSimApp(GroupPoll.MessagesViewController.self,
///                  bundleIdentifier: "com.example.GroupPoll.MessagesExtension", displayName: "Group Poll"),
///     ])
///
/// The same executable also plays every helper role of a run (relay, phone, extension), so the apps
/// must be the same on every call: register them unconditionally.
public enum IMSim {
    /// Parses the command line, runs the command and exits the process with its status.
    public static func main(apps: [IMSimApp]) -> Never {
        AppRegistry.register(apps)
        unblockSignals()
        if let status = HelperRole.runIfRole(CommandLine.arguments) { exit(status) }
        IMSimCommand.main()
        exit(0)
    }
}

extension IMSim {
    /// A process inherits the signal mask of the thread that spawned it: started from a dispatch worker
    /// thread (as `imsim run` starts one child per scenario), SIGCHLD would stay blocked and the runner
    /// would never hear its phones exit. Every signal is unblocked before anything else runs.
    static func unblockSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
    }
}
