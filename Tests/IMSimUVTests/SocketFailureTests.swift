import Foundation
import IMSimCore
import IMSimUV
import XCTest

/// A write that fails is reported, not dropped: the connection closes with the reason.
final class SocketFailureTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "imsim-fail-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A blocking client socket connected to `path` (a listening socket queues it before any accept).
    private func connectedDescriptor(_ path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return descriptor
    }

    /// The peer stops reading (but not writing): the server's write fails with EPIPE, and its channel
    /// closes with that reason instead of waiting forever.
    func testAWriteThePeerWillNeverReadClosesTheConnectionWithTheReason() throws {
        let loop = EventLoop()
        let path = directory + "/s.sock"
        let listener = try UnixListener(loop: loop, path: path)
        var reasons: [String?] = []
        var channels: [MessageChannel<RunToPhone, PhoneToRun>] = []
        listener.onConnection { connection in
            let channel = MessageChannel<RunToPhone, PhoneToRun>(connection: connection)
            channels.append(channel)
            channel.start(sending: Hello(role: .runner, name: "run"), onHello: { _ throws(FrameError) in },
                          onMessage: { _ in },
                          onClose: { reason in
                              reasons.append(reason)
                              listener.close()
                          })
        }
        let client = try connectedDescriptor(path)
        defer { close(client) }
        XCTAssertEqual(shutdown(client, Int32(SHUT_RD)), 0)
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the failed write was dropped: nothing ended")
        XCTAssertEqual(reasons.count, 1)
        XCTAssertTrue(reasons.first??.hasPrefix("write failed: EPIPE") == true, "\(reasons)")
        XCTAssertEqual(loop.close(), 0)
    }
}
