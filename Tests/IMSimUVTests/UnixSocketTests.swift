import Foundation
import IMSimCore
import IMSimUV
import XCTest

final class UnixSocketTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "imsim-uv-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A connection's whole life: connect, hello both ways, a message, close; then nothing leaks.
    func testConnectionLifeEndsWithLoopCloseZero() throws {
        let loop = EventLoop()
        let path = directory + "/s.sock"
        let listener = try UnixListener(loop: loop, path: path)
        var server: MessageChannel<RunToPhone, PhoneToRun>?
        var received: [RunToPhone] = []
        var serverSawPeer: Hello?
        var clientClosedReason: String?? = .none
        listener.onConnection { connection in
            let channel = MessageChannel<RunToPhone, PhoneToRun>(connection: connection)
            server = channel
            channel.start(sending: Hello(role: .runner, name: "runner"),
                          onHello: { hello throws(FrameError) in serverSawPeer = hello },
                          onMessage: { message in
                              received.append(message)
                              channel.close()
                              listener.close()
                          },
                          onClose: { _ in })
        }
        var client: MessageChannel<PhoneToRun, RunToPhone>?
        UnixConnection.connect(loop: loop, path: path) { result in
            guard case let .success(connection) = result else { return XCTFail("connect failed") }
            let channel = MessageChannel<PhoneToRun, RunToPhone>(connection: connection)
            client = channel
            channel.start(sending: Hello(role: .phone, name: "Kate"),
                          onHello: { _ throws(FrameError) in channel.send(.shutdown) },
                          onMessage: { _ in },
                          onClose: { reason in clientClosedReason = .some(reason) })
        }
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        XCTAssertEqual(received, [.shutdown])
        XCTAssertEqual(serverSawPeer, Hello(role: .phone, name: "Kate"))
        XCTAssertEqual(clientClosedReason, .some(nil), "the peer's close is a clean end")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "the listener removes its socket")
        _ = (server, client)
        XCTAssertEqual(loop.close(), 0)
    }

    /// An oversized frame closes that connection only, with the reason.
    func testOversizedFrameClosesOnlyThatConnection() throws {
        let loop = EventLoop()
        let path = directory + "/s.sock"
        let listener = try UnixListener(loop: loop, path: path)
        var reasons: [String: String?] = [:]
        var channels: [MessageChannel<RunToPhone, PhoneToRun>] = []
        var goodMessages: [RunToPhone] = []
        listener.onConnection { connection in
            let channel = MessageChannel<RunToPhone, PhoneToRun>(connection: connection, maximumPayloadSize: 1024)
            channels.append(channel)
            channel.start(sending: Hello(role: .runner, name: "runner"), onHello: { _ throws(FrameError) in },
                          onMessage: { message in
                              goodMessages.append(message)
                              channels.forEach { $0.close() }
                              listener.close()
                          },
                          onClose: { reason in reasons[channel.peer?.name ?? "?"] = reason })
        }
        UnixConnection.connect(loop: loop, path: path) { result in
            guard case let .success(bad) = result else { return XCTFail() }
            bad.write(WireCodec.frame(Hello(role: .phone, name: "Mallory")))
            bad.write([0, 0, 0x10, 0])  // announces 4096 bytes
            bad.startReading({ _ in }, onEnd: { _ in
                bad.close()
                // Only now does the good peer talk: the server must still serve it.
                UnixConnection.connect(loop: loop, path: path) { result in
                    guard case let .success(good) = result else { return XCTFail() }
                    good.write(WireCodec.frame(Hello(role: .phone, name: "Kate")))
                    good.write(WireCodec.frame(RunToPhone.shutdown))
                    good.startReading({ _ in }, onEnd: { _ in good.close() })
                }
            })
        }
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        XCTAssertEqual(reasons["Mallory"], .some("oversized frame: 4096 bytes announced, at most 1024 accepted"))
        XCTAssertEqual(goodMessages, [.shutdown])
        XCTAssertEqual(loop.close(), 0)
    }

    func testChildProcessOutputAndExit() throws {
        let loop = EventLoop()
        var lines: [String] = []
        var termination: ChildProcess.Termination?
        _ = try ChildProcess(loop: loop, executable: "/bin/sh", arguments: ["-c", "echo one; echo two >&2; printf three; exit 3"],
                             onOutputLine: { lines.append($0) }, onExit: { termination = $0 })
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        XCTAssertEqual(lines.sorted(), ["one", "three", "two"])
        XCTAssertEqual(termination, ChildProcess.Termination(exitStatus: 3, signal: 0))
        XCTAssertEqual(loop.close(), 0)
    }

    func testTimerFiresOnceAndLoopCloses() {
        let loop = EventLoop()
        let timer = LoopTimer(loop: loop)
        var fired = 0
        timer.start(after: 1) {
            fired += 1
            timer.close()
        }
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(loop.close(), 0)
    }

    func testConnectToMissingSocketFails() {
        let loop = EventLoop()
        var error: UVError?
        UnixConnection.connect(loop: loop, path: directory + "/missing.sock") { result in
            if case let .failure(failure) = result { error = failure }
        }
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        XCTAssertEqual(error?.name, "ENOENT")
        XCTAssertEqual(loop.close(), 0)
    }
}
