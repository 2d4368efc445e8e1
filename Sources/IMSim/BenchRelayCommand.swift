import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel
import IMSimRunner
import IMSimUV

/// Measurements for `tools/bench`: relay round trips between two phones, and bare process starts.
struct BenchRelayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "(tools/bench) Measure the relay and process start-up.", shouldDisplay: false)

    @Option(help: "Round trips between two phones through a relay process.") var roundTrips = 20_000
    @Option(help: "Bare `imsim bench --processes 0` processes to start and reap, one after another.") var processes = 0
    @Option(help: "Start --count processes in this role (relay, phone, extension), or this program, and print their wall time and CPU.")
    var starts: String?
    @Option(help: "How many processes --starts starts.") var count = 20
    @Flag(help: "Start them all at once, not one after another (not extensions: they share a socket).") var parallel = false
    @Option(help: "The app --starts extension launches.") var app = "probe"
    @Option(help: "A run's journal.jsonl: print its start-up, extension launch and fan-out times.") var journal: String?
    @Option(help: "Lay out trees of these many views (comma-separated), in this process: first and incremental pass.")
    var layout: String?
    @Flag(help: "Draw and encode one phone picture, in this process.") var picture = false
    @Option(help: "A run's journal.jsonl: time encoding its entries again (wire and JSON line, and the line alone).")
    var encodeJournal: String?
    @Option(help: "Repeats of --layout, --picture and --encode-journal; the best time is printed.") var repeats = 5

    func run() throws {
        LogSetup.bootstrap()
        if layout != nil || picture {
            let counts = (layout ?? "").split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            let repeats = repeats
            let lines = MainActor.assumeIsolated {
                let bench = BenchLayout(repeats: max(repeats, 1))
                return bench.measure(viewCounts: counts) + (picture ? [bench.measurePicture()] : [])
            }
            lines.forEach { print($0) }
        } else if let journal {
            print(try BenchJournal(path: journal).report())
        } else if let encodeJournal {
            print(try BenchJournal(path: encodeJournal).encodingReport(repeats: max(repeats, 1)))
        } else if let starts {
            let measured = try BenchStarts(role: starts, count: count, parallel: parallel, app: app).measure()
            print(String(format: "starts: %d in %.4f s, cpu %.3f ms per process", count, measured.wallSeconds,
                         measured.cpuSecondsPerProcess * 1000))
        } else if processes > 0 {
            let seconds = try spawnProcesses(processes)
            print("processes: \(processes) started and reaped in \(format(seconds)) s")
        } else if roundTrips > 0 {
            let seconds = try relayRoundTrips(roundTrips)
            print("relay: \(roundTrips) round trips in \(format(seconds)) s = \(Int(Double(roundTrips) / seconds)) round trips/s")
        }
    }

    private func format(_ seconds: Double) -> String { String(format: "%.4f", seconds) }

    private func spawnProcesses(_ count: Int) throws -> Double {
        let loop = EventLoop()
        var remaining = count
        var failure: String?
        let start = EventLoop.monotonicNanoseconds
        func spawnNext() {
            guard remaining > 0 else { return }
            remaining -= 1
            do {
                _ = try ChildProcess(loop: loop, executable: CommandLine.executablePath,
                                     arguments: ["bench", "--round-trips", "0"], onOutputLine: { _ in },
                                     onExit: { termination in
                                         if !termination.isSuccess { failure = termination.description }
                                         spawnNext()
                                     })
            } catch { failure = "\(error)" }
        }
        spawnNext()
        loop.run()
        let elapsed = Double(EventLoop.monotonicNanoseconds - start) / 1e9
        loop.closeAll()
        if let failure { throw ValidationError("a bare process failed: \(failure)") }
        return elapsed
    }

    private func relayRoundTrips(_ count: Int) throws -> Double {
        let directory = try RunDirectory.create()
        defer { directory.remove() }
        let loop = EventLoop()
        var channels: [MessageChannel<RelayToPhone, PhoneToRelay>] = []
        var controlChannel: MessageChannel<ToRun, FromRun>?
        var start: UInt64 = 0
        var elapsed = 0.0
        var failure: String?
        let control = try UnixListener(loop: loop, path: directory.controlSocket)
        let relay = try ChildProcess(loop: loop, executable: CommandLine.executablePath,
                                     arguments: ["relay", "--socket", directory.relaySocket, "--control", directory.controlSocket,
                                                 "--parent", String(ProcessLifetime.processID)],
                                     onOutputLine: { print("[relay] \($0)") },
                                     onExit: { termination in
                                         guard elapsed == 0 else { return }
                                         failure = "the relay \(termination) before the round trips were done"
                                         channels.forEach { $0.close() }
                                         controlChannel?.close()
                                         control.close()
                                     })
        func connect(_ name: String, onMessage: @escaping (MessageChannel<RelayToPhone, PhoneToRelay>, RelayToPhone) -> Void,
                     ready: @escaping () -> Void) {
            UnixConnection.connect(loop: loop, path: directory.relaySocket) { result in
                guard case let .success(connection) = result else { return loop.stop() }
                let channel = MessageChannel<RelayToPhone, PhoneToRelay>(connection: connection)
                channels.append(channel)
                channel.start(sending: Hello(role: .phone, name: name), onHello: { _ throws(FrameError) in ready() },
                              onMessage: { onMessage(channel, $0) }, onClose: { _ in })
            }
        }
        control.onConnection { connection in
            let channel = MessageChannel<ToRun, FromRun>(connection: connection)
            controlChannel = channel
            channel.start(sending: Hello(role: .runner, name: "bench"), onHello: { _ throws(FrameError) in
                connect("B", onMessage: { channel, message in
                    if case let .ping(from, sequence) = message { channel.send(.pong(to: from, sequence: sequence)) }
                }, ready: {
                    connect("A", onMessage: { channel, message in
                        guard case let .pong(_, sequence) = message else { return }
                        if Int(sequence) + 1 < count {
                            channel.send(.ping(to: "B", sequence: sequence + 1))
                        } else {
                            elapsed = Double(EventLoop.monotonicNanoseconds - start) / 1e9
                            channels.forEach { $0.close() }
                            controlChannel?.close()
                            control.close()
                        }
                    }, ready: {
                        start = EventLoop.monotonicNanoseconds
                        channels.last?.send(.ping(to: "B", sequence: 0))
                    })
                })
            }, onMessage: { _ in }, onClose: { _ in })
        }
        loop.run()
        _ = relay
        loop.closeAll()
        if let failure {
            try? FileHandle.standardError.write(contentsOf: Data("bench: \(failure)\n".utf8))
            throw ExitCode(1)
        }
        return elapsed
    }
}
