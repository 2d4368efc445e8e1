import IMSimUV
import IMSimModel

extension RunHost {
    /// Phones spawned in one turn of the loop. `uv_spawn` blocks until the child has exec'd (~17 ms
    /// each), so the loop spawns a few, then accepts and answers connections, then spawns more.
    static let phonesPerTurn = 4
    /// Phones spawned but not yet started, at most: a large cast starts in waves instead of all
    /// competing for the CPU with the relay and the run, which must answer each of them.
    static let phonesStartingAtOnce = 256

    /// Spawns the next phones, a batch at a time, while fewer than `phonesStartingAtOnce` are starting.
    /// Called once the relay is up, on a timer between batches, and each time phones report they started.
    func spawnPhones() {
        guard let directory, end == nil else { return }
        var spawnedThisTurn = 0
        while phonesSpawned < configuration.cast.count, spawnedThisTurn < Self.phonesPerTurn,
              phonesSpawned - ledger.startedPhones.count < Self.phonesStartingAtOnce {
            let name = configuration.cast[phonesSpawned]
            phonesSpawned += 1
            spawnedThisTurn += 1
            artifacts.makePhoneLog(name)
            do {
                try supervisor.spawn(name, arguments: phoneArguments(name, directory: directory))
            } catch {
                return finish("cannot start \(name)'s phone: \(error)", isFailure: true)
            }
        }
        guard phonesSpawned < configuration.cast.count, spawnedThisTurn == Self.phonesPerTurn else { return }
        // A timer due in 1 ms runs on the next turn, after the loop has polled for connections
        // (one due at once would run in this turn's timer phase again).
        let timer = spawnTimer ?? LoopTimer(loop: loop)
        spawnTimer = timer
        timer.start(after: 1) { [unowned self] in spawnPhones() }
    }

    private func phoneArguments(_ name: String, directory: RunDirectory) -> [String] {
        var arguments = ["phone", "--name", name, "--run-directory", directory.path, "--artifacts", artifacts.path,
                         "--seed", String(configuration.seed),
                         "--expire-after-ms", String(configuration.expireAfter.wholeMilliseconds),
                         "--parent", String(ProcessLifetime.processID)]
        for conversation in configuration.conversations(of: name) {
            arguments += ["--conversation", conversation.id + "=" + conversation.members.joined(separator: ",")]
        }
        for descriptor in configuration.apps where descriptor.app.key == configuration.app && configuration.hasApp(name) {
            arguments += ["--app", descriptor.app.argument]
        }
        if configuration.prewarmed.contains(name) { arguments += ["--prewarm", "yes"] }
        arguments += ["--device", configuration.device(of: name)]
        return arguments
    }
}
