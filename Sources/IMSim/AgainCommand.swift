/// The command a run's record gives to play it again (report.html's "again", `result.json`): the
/// command line as typed, or, for one file of a batch (`imsim run FOLDER`), that file's run without
/// what only the batch needs (its files in a temporary folder, gone once it ends).
enum AgainCommand {
    /// The options a batch gives each file's run, with a value, and alone.
    private static let batchOptionsWithValue: Set<String> = ["--ending-file", "--junit", "--keep-runs", "--batch"]
    private static let batchFlags: Set<String> = ["--actual-status"]

    static func of(_ arguments: [String]) -> [String] {
        guard arguments.contains("--batch") else { return arguments }
        var again: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
            } else if batchOptionsWithValue.contains(argument) {
                skipNext = true
            } else if !batchFlags.contains(argument) {
                again.append(argument)
            }
        }
        return again
    }
}
