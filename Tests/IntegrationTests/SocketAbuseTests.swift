import Foundation
import IMSimCore
import XCTest

/// Outsiders on a running run's sockets: silent connections, impostors, a second Kate. The run must
/// refuse each with a logged reason and carry on serving its own processes.
final class SocketAbuseTests: XCTestCase {
    func testImpostorsAreRefusedWithReasonsAndTheRunCarriesOn() throws {
        let name = "abuse-\(UUID().uuidString.prefix(6).lowercased())"
        let artifacts = NSTemporaryDirectory() + name
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name, "--artifacts", artifacts])
        defer { _ = try? ImsimInvocation.run(["down", name]) }
        XCTAssertTrue(up.waitForOutput("The run \(name) is up."), up.stdout + up.stderr)
        let directory = try XCTUnwrap(up.runDirectory, up.stderr)

        // A phone binds its extension socket at its first process (here the one started ahead of a launch).
        let first = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "open; close"])
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        // Parked on Kate's extension socket, silent, and an extension without the launch token.
        let parked = try RawSocket(path: directory + "/kate-ext.sock")
        let impostor = try RawSocket(path: directory + "/kate-ext.sock")
        impostor.sendFrame(Hello(role: .extension, name: "com.example.fake", token: "guess"))
        XCTAssertTrue(impostor.waitForClose(seconds: 5), "an extension without the token is refused")
        // The real extension still takes its place.
        let kate = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "open; expect style: compact"])
        XCTAssertEqual(kate.status, 0, kate.stdout + kate.stderr)
        XCTAssertTrue(parked.waitForClose(seconds: 5), "a silent connection is closed after a second")

        // On the control socket: a second Kate, a silent connection, a frame cut short.
        let secondKate = try RawSocket(path: directory + "/control.sock")
        secondKate.sendFrame(Hello(role: .phone, name: "Kate"))
        XCTAssertTrue(secondKate.waitForClose(seconds: 5))
        XCTAssertTrue(up.waitForStandardError("Kate's phone is already connected", seconds: 5), up.stderr)
        let silent = try RawSocket(path: directory + "/control.sock")
        XCTAssertTrue(silent.waitForClose(seconds: 5))
        XCTAssertTrue(up.waitForStandardError("said no hello within 1000 ms", seconds: 5), up.stderr)
        let cut = try RawSocket(path: directory + "/control.sock")
        cut.write([0, 0, 0, 40, 123])
        cut.close()
        XCTAssertTrue(up.waitForStandardError("hung up in the middle of a frame (5 bytes of it received)", seconds: 5), up.stderr)

        // A console that sends what only a phone may is closed with the reason; the run carries on.
        let posing = try RawSocket(path: directory + "/control.sock")
        posing.sendFrame(Hello(role: .console, name: "poser"))
        let claim = PhoneToRun.phoneEvents([Stamped(sequence: 1, time: 1, event: .started(conversations: ["chat"], apps: []))], idle: true)
        posing.sendFrame(claim)
        XCTAssertTrue(posing.waitForClose(seconds: 5), "a console may not report a phone's events")
        XCTAssertTrue(up.waitForStandardError("closed the console poser: unexpected frame: not a message a console may send the run (a phone's)", seconds: 5),
                      up.stderr)

        // A stray phone on the relay (same user, not in the cast) is refused; it cannot leave the cast never quiet.
        let stray = try RawSocket(path: directory + "/relay.sock")
        stray.sendFrame(Hello(role: .phone, name: "Mallory"))
        let payload = PhoneToRelay.send(messageID: UUID(), recipients: ["Kate"], body: [1, 2, 3]).encodedFrame()
        stray.write(withUnsafeBytes(of: UInt32(payload.count).bigEndian, Array.init) + payload)
        XCTAssertTrue(stray.waitForClose(seconds: 5), "a phone not in the cast is refused")
        let quiet = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "expect style: compact"])
        XCTAssertEqual(quiet.status, 0, "the cast is still quiet: " + quiet.stdout + quiet.stderr)

        let down = try ImsimInvocation.run(["down", name])
        XCTAssertEqual(down.status, 0, down.stdout + down.stderr)
        XCTAssertEqual(try up.waitForExit(seconds: 20), 0, up.stdout + up.stderr)
        let phoneLog = (try? String(contentsOfFile: artifacts + "/phones/Kate/phone.log", encoding: .utf8)) ?? ""
        XCTAssertTrue(phoneLog.contains("is not the extension process this phone launched (wrong launch token)"), phoneLog)
        XCTAssertTrue(phoneLog.contains("said no hello within 1000 ms"), phoneLog)
        let journal = (try? String(contentsOfFile: artifacts + "/journal.jsonl", encoding: .utf8)) ?? ""
        XCTAssertTrue(journal.contains("a phone named Mallory is not in this run's cast"), "the refusal is journaled")
    }
}

extension SocketAbuseTests {
    /// A flood of connections that are each refused: the user's standard error shows the first few and
    /// a count, the run's log each one.
    func testAFloodOfRefusedConnectionsCostsTheTerminalAFewLines() throws {
        let name = "flood-\(UUID().uuidString.prefix(6).lowercased())"
        let artifacts = NSTemporaryDirectory() + name
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name, "--artifacts", artifacts])
        defer { _ = try? ImsimInvocation.run(["down", name]) }
        XCTAssertTrue(up.waitForOutput("The run \(name) is up."), up.stdout + up.stderr)
        let directory = try XCTUnwrap(up.runDirectory, up.stderr)
        let flood = 40
        for _ in 0..<flood {
            let garbage = try RawSocket(path: directory + "/control.sock")
            garbage.write([0, 0, 0, 3, 1, 2, 3])
            XCTAssertTrue(garbage.waitForClose(seconds: 5), "a frame that is no hello is refused")
        }
        let down = try ImsimInvocation.run(["down", name])
        XCTAssertEqual(down.status, 0, down.stdout + down.stderr)
        XCTAssertEqual(try up.waitForExit(seconds: 20), 0, up.stdout + up.stderr)
        let shown = up.stderr.components(separatedBy: "refused a connection:").count - 1
        XCTAssertEqual(shown, 3, up.stderr)
        XCTAssertTrue(up.stderr.contains("more connections refused (run): each is logged only in \(artifacts)/run.log"), up.stderr)
        XCTAssertTrue(up.stderr.contains("\(flood) connections refused in all (run)"), up.stderr)
        let log = try String(contentsOfFile: artifacts + "/run.log", encoding: .utf8)
        XCTAssertEqual(log.components(separatedBy: "refused a connection:").count - 1, flood, log)
    }
}
