/// Sizes a run is built for, checked once at the scenario (`ScenarioValidator`) so that nothing too
/// large for them fails at run time instead. Constants; use from anywhere.
public enum RunLimits {
    /// The largest cast a run starts: 1,000 phones in one conversation were measured to pass
    /// (`tools/bench-scale`, BENCHMARKS.md; about 3,000 descriptors, which the run asks of its limit,
    /// and about 1 MiB of memory of its own a phone). What breaks beyond: docs/DECISIONS.md.
    public static let maximumCastSize = 1000
    /// Phones that keep an extension process started ahead of each launch (`ExtensionProcesses`), at
    /// most: each costs a process for the whole run, which a cast of hundreds should not pay.
    public static let maximumPrewarmedPhones = 16

    /// How many connections the run's control socket and the relay's socket hold at once before they say
    /// hello (`HelloGate`); more are closed at once. A whole cast connecting in one burst must fit, with
    /// the relay and consoles.
    public static let maximumWaitingForHello = maximumCastSize + 64

    /// The largest text a scenario may give one value (a `type` text, a caption, a name): a screen
    /// snapshot can hold it several times over, JSON-escaped, within one frame
    /// (`FrameEncoder.defaultMaximumPayloadSize`, 1 MiB).
    public static let maximumValueBytes = 64 << 10

    /// The longest line a console (`imsim attach`) takes: a verb and a value of `maximumValueBytes`,
    /// with room for quotes and `into FIELD`. Longer ones are refused at the console, and a command
    /// that large is refused by the run, whoever sends it.
    public static let maximumConsoleLineBytes = maximumValueBytes + 1024

    /// The largest note a client adds to the journal (`ToRun.annotate`: a step, its failure) in wire
    /// bytes; a larger one is left out of the journal and the client told.
    public static let maximumAnnotationBytes = 256 << 10

    /// Bytes a client of a run (a console) may leave unread before the run drops it: a client that does
    /// not read costs the run this much, not the journal's length.
    public static let maximumQueuedBytesPerClient = 8 << 20

    /// Bytes of old journal entries the run reads back from its file for a client at a time, sending
    /// more once the client has read them.
    public static let catchUpBatchBytes = 64 << 10

    /// The largest scenario file read; larger ones are refused before parsing.
    public static let maximumScenarioFileBytes = 10 << 20

    /// The deepest nesting of lists and mappings in a scenario file (real ones use five or six).
    public static let maximumScenarioDepth = 64
}
