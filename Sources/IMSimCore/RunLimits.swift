/// Sizes a run is built for, checked once at the scenario (`ScenarioValidator`) so that nothing too
/// large for them fails at run time instead. Constants; use from anywhere.
public enum RunLimits {
    /// The control socket's listen backlog: every phone and the relay connect to it at start-up.
    public static let controlBacklog: Int32 = 128

    /// How many connections the run's control socket and the relay's socket hold at once before they say
    /// hello (`HelloGate`); more are closed at once. Phones accepted in one burst (up to a backlog's worth)
    /// must fit, with room to spare.
    public static let maximumWaitingForHello = 2 * Int(controlBacklog)

    /// The largest cast a run starts: the backlog less room for the relay and a few consoles.
    public static let maximumCastSize = Int(controlBacklog) - 8

    /// The largest text a scenario may give one value (a `type` text, a caption, a name): a screen
    /// snapshot can hold it several times over, JSON-escaped, within one frame
    /// (`FrameEncoder.defaultMaximumPayloadSize`, 1 MiB).
    public static let maximumValueBytes = 64 << 10

    /// The largest scenario file read; larger ones are refused before parsing.
    public static let maximumScenarioFileBytes = 10 << 20

    /// The deepest nesting of lists and mappings in a scenario file (real ones use five or six).
    public static let maximumScenarioDepth = 64
}
