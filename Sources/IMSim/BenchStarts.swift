import Foundation
import IMSimCore
import IMSimModel
import IMSimPhone
import IMSimPhoneProcess
import IMSimRunner
import IMSimUV

/// `imsim bench --starts ROLE`: starts processes in a role against a stand-in for their peers, each
/// ended as soon as it is up, and measures the wall time and the CPU they used (from
/// `getrusage(RUSAGE_CHILDREN)`). For `tools/bench`; runs on the main thread.
///
/// - `relay`: the bench is the run; the relay ends on `shutdown` once it said hello.
/// - `phone`: the bench is the relay and the run; the phone ends on `shutdown` once it reported `started`.
/// - `extension`: the bench is the phone; it launches the app compact and kills the process (as a
///   phone does) after its first report, i.e. after `viewDidLoad` … `viewDidAppear`.
/// - any other text: a program to run as it is, which must exit by itself.
struct BenchStarts {
    struct Measurement {
        var wallSeconds: Double
        var cpuSecondsPerProcess: Double
    }

    let role: String
    let count: Int
    /// All at once instead of one after another.
    let parallel: Bool
    let app: String

    func measure() throws -> Measurement {
        let directory = try RunDirectory.create()
        defer { directory.remove() }
        let loop = EventLoop()
        var failure: String?
        var remaining = count
        var spawned = 0
        let peers = try Peers(role: role, loop: loop, directory: directory, app: app)
        var current: ChildProcess?
        peers.onLaunchReported = { current?.kill(SIGKILL) }
        let cpuBefore = Self.childrenCPUSeconds()
        let start = EventLoop.monotonicNanoseconds
        func spawnNext() {
            guard spawned < count, failure == nil else { return }
            spawned += 1
            do {
                let (executable, arguments, environment) = command(number: spawned, directory: directory)
                current = try ChildProcess(loop: loop, executable: executable, arguments: arguments, environment: environment,
                                           onOutputLine: { _ in },
                                     onExit: { termination in
                                         if !termination.isSuccess, termination.signal != SIGKILL {
                                             failure = "\(role) \(termination)"
                                         }
                                         remaining -= 1
                                         if remaining == 0 { peers.close() }
                                         if !parallel { spawnNext() }
                                     })
            } catch { failure = "\(error)" }
        }
        // One extension socket: extensions start one after another.
        if parallel, role != "extension" { for _ in 0..<count { spawnNext() } } else { spawnNext() }
        loop.run()
        let wall = Double(EventLoop.monotonicNanoseconds - start) / 1e9
        let cpu = Self.childrenCPUSeconds() - cpuBefore
        loop.closeAll()
        if let failure { throw BenchFailure(description: "a process failed: \(failure)") }
        return Measurement(wallSeconds: wall, cpuSecondsPerProcess: cpu / Double(count))
    }

    /// The executable, its arguments, and its environment when not this process's.
    private func command(number: Int, directory: RunDirectory) -> (String, [String], [String]?) {
        let imsim = CommandLine.executablePath, parent = ["--parent", String(ProcessLifetime.processID)]
        switch role {
        case "relay":
            return (imsim, ["relay", "--socket", directory.path + "/relay-\(number).sock", "--control", directory.controlSocket] + parent, nil)
        case "phone":
            return (imsim, ["phone", "--name", "P\(number)", "--run-directory", directory.path, "--artifacts", directory.path + "/artifacts",
                            "--conversation", "chat=P\(number),Kate"] + parent, nil)
        case "extension":
            let container = directory.path + "/container-\(number)"
            try? FileManager.default.createDirectory(atPath: container + "/tmp", withIntermediateDirectories: true)
            let environment = ExtensionLauncher.environment(app: app, socket: Peers.extensionSocket(directory),
                                                            container: container, attachments: nil, token: nil)
            return (imsim, ["extension"], environment)
        default:
            return (role, [], nil)
        }
    }

    /// User and system CPU of every child reaped so far.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
}
