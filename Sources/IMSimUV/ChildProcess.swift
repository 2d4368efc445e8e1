import CIMSimLibUV
#if canImport(Glibc)
import Glibc
#endif

/// A child process spawned by libuv, with its stdout and stderr read line by line.
/// `onExit` runs once, after the process ended and both output pipes reached their end.
public final class ChildProcess: LoopHandle {
    public struct Termination: Equatable, Sendable, CustomStringConvertible {
        public var exitStatus: Int64
        public var signal: Int32
        public init(exitStatus: Int64, signal: Int32) {
            self.exitStatus = exitStatus
            self.signal = signal
        }
        public var isSuccess: Bool { exitStatus == 0 && signal == 0 }
        public var description: String {
            signal != 0 ? "was killed by signal \(signal)" : "exited with status \(exitStatus)"
        }
    }

    public let executable: String
    public let arguments: [String]
    private let output: [UnixConnection]
    private var lineBuffers: [[UInt8]] = [[], []]
    private var openOutputs = 2
    private var termination: Termination?
    private var lineHandler: ((String) -> Void)?
    private var exitHandler: ((Termination) -> Void)?

    public private(set) var pid: Int32 = 0

    /// Spawns `executable` with `arguments` (argv[0] is added), in `environment` if given.
    public init(loop: EventLoop, executable: String, arguments: [String], environment: [String]? = nil,
                onOutputLine: @escaping (String) -> Void,
                onExit: @escaping (Termination) -> Void) throws(UVError) {
        self.executable = executable
        self.arguments = arguments
        self.output = [UnixConnection(loop: loop), UnixConnection(loop: loop)]
        self.lineHandler = onOutputLine
        self.exitHandler = onExit
        super.init(size: MemoryLayout<uv_process_t>.size)
        // uv_spawn puts the handle in the loop even when it fails: it must be closed either way.
        register()
        do {
            try spawn(loop: loop, environment: environment)
        } catch {
            close()
            throw error
        }
        pid = typed(uv_process_t.self).pointee.pid
        for (index, pipe) in output.enumerated() {
            pipe.startReading({ [weak self] bytes in self?.received(bytes, from: index) },
                              onEnd: { [weak self] _ in self?.outputEnded(index) })
        }
    }

    private func spawn(loop: EventLoop, environment: [String]?) throws(UVError) {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var stdio = [uv_stdio_container_t](repeating: uv_stdio_container_t(), count: 3)
        stdio[0].flags = UV_IGNORE
        for (index, pipe) in output.enumerated() {
            stdio[index + 1].flags = uv_stdio_flags(UV_CREATE_PIPE.rawValue | UV_WRITABLE_PIPE.rawValue)
            stdio[index + 1].data.stream = pipe.stream
        }
        var options = uv_process_options_t()
        options.exit_cb = { process, status, signal in
            (LoopHandle.owner(ofTyped: process) as? ChildProcess)?.exited(Termination(exitStatus: status, signal: signal))
        }
        let result: Int32 = argv.withUnsafeBufferPointer { argvBuffer in
            stdio.withUnsafeMutableBufferPointer { stdioBuffer in
                options.file = UnsafePointer(argvBuffer[0])
                options.args = UnsafeMutablePointer(mutating: argvBuffer.baseAddress)
                options.stdio_count = 3
                options.stdio = stdioBuffer.baseAddress
                if let envp {
                    return envp.withUnsafeBufferPointer { envBuffer in
                        options.env = UnsafeMutablePointer(mutating: envBuffer.baseAddress)
                        return uv_spawn(loop.raw, typed(uv_process_t.self), &options)
                    }
                }
                return uv_spawn(loop.raw, typed(uv_process_t.self), &options)
            }
        }
        try UVError.check(result)
    }

    /// Sends `signal` (SIGTERM by default). Harmless after the process ended.
    public func kill(_ signal: Int32 = SIGTERM) {
        guard termination == nil, isOpen else { return }
        uv_process_kill(typed(uv_process_t.self), signal)
    }

    public var hasExited: Bool { termination != nil }

    private func received(_ bytes: [UInt8], from index: Int) {
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                emitLine(index)
            } else {
                lineBuffers[index].append(byte)
            }
        }
    }

    private func emitLine(_ index: Int) {
        let line = String(decoding: lineBuffers[index], as: UTF8.self)
        lineBuffers[index].removeAll(keepingCapacity: true)
        lineHandler?(line)
    }

    private func outputEnded(_ index: Int) {
        if !lineBuffers[index].isEmpty { emitLine(index) }
        output[index].close()
        openOutputs -= 1
        finishIfDone()
    }

    private func exited(_ termination: Termination) {
        self.termination = termination
        finishIfDone()
    }

    private func finishIfDone() {
        guard openOutputs == 0, let termination else { return }
        let handler = exitHandler
        exitHandler = nil
        lineHandler = nil
        close()
        handler?(termination)
    }

    override func willClose() {
        output.forEach { $0.close() }
    }

    override func didClose() {
        lineHandler = nil
        exitHandler = nil
    }
}
