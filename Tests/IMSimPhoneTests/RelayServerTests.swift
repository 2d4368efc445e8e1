import Foundation
import IMSimCore
import Logging
import IMSimRelay
import IMSimModel
import IMSimUV
import XCTest

/// The relay with real sockets: a peer sending garbage is cut off, everyone else carries on.
final class RelayServerTests: XCTestCase {
    typealias PhoneChannel = MessageChannel<RelayToPhone, PhoneToRelay>

    func testMalformedPeerIsDisconnectedWhileOthersCarryOn() throws {
        let directory = NSTemporaryDirectory() + "relay-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sentID = UUID()
        let path = directory + "/relay.sock"
        let loop = EventLoop()
        let server = try RelayServer(loop: loop, path: path, logger: Logger(label: "test.relay"))
        var phones: [String: PhoneChannel] = [:]
        var johnReceived: [RelayToPhone] = []
        var mallory: UnixConnection?
        var malloryCut = false

        func connect(_ name: String, then: @escaping (PhoneChannel) -> Void, onMessage: @escaping (RelayToPhone) -> Void) {
            UnixConnection.connect(loop: loop, path: path) { result in
                guard case let .success(connection) = result else { return XCTFail("connect \(name)") }
                let channel = PhoneChannel(connection: connection)
                phones[name] = channel
                channel.start(sending: Hello(role: .phone, name: name), onHello: { _ throws(FrameError) in then(channel) },
                              onMessage: onMessage, onClose: { _ in })
            }
        }
        connect("John", then: { _ in
            // Mallory says hello properly, then sends an envelope of an unknown kind.
            UnixConnection.connect(loop: loop, path: path) { result in
                guard case let .success(connection) = result else { return XCTFail("connect Mallory") }
                mallory = connection
                connection.write(FrameEncoder.frame(Hello(role: .phone, name: "Mallory").encodedFrame()))
                connection.write(FrameEncoder.frame([0x7F, 1, 2, 3]))
                connection.startReading({ _ in }, onEnd: { _ in
                    malloryCut = true
                    connection.close()
                    connect("Kate", then: { kate in
                        kate.send(.send(messageID: sentID, recipients: ["John", "Mallory"], body: Array("hi".utf8)))
                    }, onMessage: { _ in })
                })
            }
        }, onMessage: { message in
            johnReceived.append(message)
            phones.values.forEach { $0.close() }
            server.close()
        })
        XCTAssertTrue(loop.run(closingEverythingAfter: TimeoutScale.milliseconds(10_000)), "the loop hung: the watchdog closed it")
        XCTAssertTrue(malloryCut, "the relay closed Mallory's connection")
        XCTAssertEqual(johnReceived, [.incoming(messageID: sentID, sender: "Kate", body: Array("hi".utf8))])
        XCTAssertEqual(server.connectedNames, [])
        _ = mallory
        XCTAssertEqual(loop.close(), 0)
    }
}
