import Foundation
import IMSimCore
import IMSimUV
import XCTest

/// A listener guarded by a `HelloGate`, over real sockets: each test runs the loop until the server has
/// closed the connections it expects to close, or fails after a watchdog's five seconds.
final class HelloGateTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "imsim-gate-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A server whose gate allows `limit` waiting connections with `deadline`; `clients` act once connected.
    /// Returns each server-side close reason (nil for a clean end), in order, once `expectedCloses` came.
    /// `busyMicroseconds`: the server's thread works that long after each accept, as a runner spawning
    /// a large cast does, so timers come due before the loop next reads.
    private func serve(limit: Int = 8, deadline: UInt64 = 100, busyMicroseconds: UInt32 = 0, expectedCloses: Int, clients: Int = 1,
                       onConnected: @escaping (UnixConnection, Int, EventLoop) -> Void) throws -> (reasons: [String?], seconds: Double, gate: HelloGate) {
        let loop = EventLoop()
        let path = directory + "/s.sock"
        let listener = try UnixListener(loop: loop, path: path)
        let gate = HelloGate(loop: loop, limit: limit, deadlineMilliseconds: deadline)
        var channels: [MessageChannel<RunToPhone, PhoneToRun>] = []
        var clientConnections: [UnixConnection] = []
        var reasons: [String?] = []
        let start = ContinuousClock.now
        let watchdog = LoopTimer(loop: loop)
        func stop() {
            watchdog.close()
            listener.close()
            channels.forEach { $0.close() }
            clientConnections.forEach { $0.close() }
        }
        watchdog.start(after: TimeoutScale.milliseconds(5000)) {
            XCTFail("only \(reasons.count) of \(expectedCloses) connections were closed: \(reasons)")
            stop()
        }
        listener.onConnection { connection in
            let channel = MessageChannel<RunToPhone, PhoneToRun>(connection: connection)
            channels.append(channel)
            channel.start(sending: Hello(role: .runner, name: "run"), gate: gate, onHello: { _ throws(FrameError) in },
                          onMessage: { _ in },
                          onClose: { reason in
                              reasons.append(reason)
                              if reasons.count == expectedCloses { stop() }
                          })
            if busyMicroseconds > 0 { usleep(busyMicroseconds) }
        }
        for index in 0..<clients {
            UnixConnection.connect(loop: loop, path: path) { result in
                guard case let .success(connection) = result else { return XCTFail("connect failed") }
                clientConnections.append(connection)
                connection.startReading({ _ in }, onEnd: { _ in connection.close() })
                onConnected(connection, index, loop)
            }
        }
        loop.run()
        XCTAssertEqual(loop.close(), 0)
        return (reasons, Double((ContinuousClock.now - start).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - start).components.seconds), gate)
    }

    func testASilentConnectionIsClosedAtTheDeadline() throws {
        let (reasons, seconds, gate) = try serve(expectedCloses: 1) { _, _, _ in }
        XCTAssertEqual(reasons, ["said no hello within 100 ms"])
        XCTAssertGreaterThanOrEqual(seconds, 0.09)
        XCTAssertEqual(gate.waitingCount, 0)
    }

    func testConnectionsBeyondTheCapAreRefusedAtOnce() throws {
        let (reasons, _, _) = try serve(limit: 3, expectedCloses: 5, clients: 5) { _, _, _ in }
        XCTAssertEqual(Array(reasons.prefix(2)), Array(repeating: "refused: 3 connections are already waiting to say hello", count: 2))
        XCTAssertEqual(Array(reasons.suffix(3)), Array(repeating: "said no hello within 100 ms", count: 3))
    }

    func testAHelloAnnouncingMoreThanFourKilobytesIsRefusedBeforeItArrives() throws {
        let (reasons, _, _) = try serve(deadline: 3000, expectedCloses: 1) { connection, _, _ in
            connection.write([0, 1, 0, 0])  // 65536 bytes announced, none sent
        }
        XCTAssertEqual(reasons, ["announced a 65536-byte frame before its hello; a hello is at most 4096"])
    }

    func testAHangUpBeforeTheHelloOrInTheMiddleOfAFrameIsGivenAReason() throws {
        let (reasons, _, _) = try serve(deadline: 3000, expectedCloses: 2, clients: 2) { connection, index, _ in
            if index == 0 {
                connection.close()
            } else {
                connection.write(WireCodec.frame(Hello(role: .phone, name: "Kate")))
                connection.write([0, 0, 0, 10, 1, 2, 3])
                connection.close()
            }
        }
        // The first may be reset rather than ended, having not read the server's hello.
        XCTAssertEqual(Set(reasons.compactMap { $0?.prefix(27) }), ["hung up before saying hello", "hung up in the middle of a "])
        XCTAssertTrue(reasons.contains { $0?.hasPrefix("hung up in the middle of a frame (7 bytes of it received)") == true }, "\(reasons)")
    }

    /// A peer that says hello leaves the gate: the deadline no longer applies to it.
    func testAHelloLeavesTheGate() throws {
        let (reasons, seconds, gate) = try serve(deadline: 100, expectedCloses: 1) { connection, _, loop in
            connection.write(WireCodec.frame(Hello(role: .phone, name: "Kate")))
            // Long after the deadline, the client ends cleanly: the server saw a clean end, not a timeout.
            let later = LoopTimer(loop: loop)
            later.start(after: 400) {
                later.close()
                connection.close()
            }
        }
        XCTAssertEqual(reasons, [nil])
        XCTAssertGreaterThanOrEqual(seconds, 0.35)
        XCTAssertEqual(gate.waitingCount, 0)
    }

    /// A loop busy past the deadline (as a runner spawning 200 phones is) still reads a hello that
    /// arrived in time before it times the connection out.
    func testAHelloThatArrivedWhileTheLoopWasBusyIsRead() throws {
        let (reasons, _, _) = try serve(deadline: 100, busyMicroseconds: 300_000, expectedCloses: 1) { connection, _, loop in
            connection.write(WireCodec.frame(Hello(role: .phone, name: "Kate")))
            let later = LoopTimer(loop: loop)
            later.start(after: 500) {
                later.close()
                connection.close()
            }
        }
        XCTAssertEqual(reasons, [nil], "the hello was read, and the client's later close was a clean end")
    }
}
