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
        IMSimCommand.main()
        exit(0)
    }
}
