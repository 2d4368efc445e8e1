import Foundation
import IMSimCore
import IMSimUV
import XCTest

/// `UnixConnection.connect(loop:path:retrying:)`: a listener not there yet is waited for with back-off.
final class ConnectRetryTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "imsim-retry-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testAListenerThatAppearsLaterIsReached() throws {
        let loop = EventLoop()
        let path = directory + "/late.sock"
        var listener: UnixListener?
        var accepted = 0
        let timer = LoopTimer(loop: loop)
        timer.start(after: 40) {
            timer.close()
            listener = try? UnixListener(loop: loop, path: path)
            listener?.onConnection { connection in
                accepted += 1
                connection.close()
                listener?.close()
            }
        }
        let started = EventLoop.monotonicNanoseconds
        var outcome: Result<UnixConnection, UVError>?
        var elapsed: UInt64 = 0
        UnixConnection.connect(loop: loop, path: path, retrying: .init(firstDelay: 2, longestDelay: 20, giveUpAfter: 5000)) {
            outcome = $0
            elapsed = (EventLoop.monotonicNanoseconds - started) / 1_000_000
            if case let .success(connection) = $0 { connection.close() }
        }
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        guard case .success = outcome else { return XCTFail("not connected: \(String(describing: outcome))") }
        XCTAssertGreaterThanOrEqual(elapsed, 40, "connected only once the listener was there")
        XCTAssertEqual(accepted, 1)
        XCTAssertEqual(loop.close(), 0)
    }

    func testGivesUpWithTheLastErrorAfterItsTime() {
        let loop = EventLoop()
        let started = EventLoop.monotonicNanoseconds
        var outcome: Result<UnixConnection, UVError>?
        var elapsed: UInt64 = 0
        UnixConnection.connect(loop: loop, path: directory + "/never.sock",
                               retrying: .init(firstDelay: 2, longestDelay: 10, giveUpAfter: 60)) {
            outcome = $0
            elapsed = (EventLoop.monotonicNanoseconds - started) / 1_000_000
        }
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        guard case let .failure(error) = outcome else { return XCTFail("connected to nothing: \(String(describing: outcome))") }
        XCTAssertEqual(error.name, "ENOENT")
        XCTAssertGreaterThanOrEqual(elapsed, 40, "it kept trying")
        XCTAssertEqual(loop.close(), 0)
    }

    func testAnErrorThatWaitingCannotMendFailsAtOnce() {
        let loop = EventLoop()
        var outcome: Result<UnixConnection, UVError>?
        UnixConnection.connect(loop: loop, path: directory + "/" + String(repeating: "x", count: 200),
                               retrying: .init(giveUpAfter: 60_000)) { outcome = $0 }
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        guard case let .failure(error) = outcome else { return XCTFail("connected: \(String(describing: outcome))") }
        XCTAssertEqual(error.name, "ENAMETOOLONG")
        XCTAssertEqual(loop.close(), 0)
    }
}
