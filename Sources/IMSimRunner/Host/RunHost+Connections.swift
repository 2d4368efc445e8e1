import Foundation
import IMSimCore
import IMSimModel
import IMSimUV

extension RunHost {
    /// Every connection to the control socket starts with a hello; its role says what it may send.
    func accept(_ connection: UnixConnection) {
        loop.assertInLoopThread()
        let channel = MessageChannel<ToRun, FromRun>(connection: connection)
        channel.start(
            sending: Hello(role: .runner, name: "run"), gate: helloGate,
            onHello: { [unowned self] (hello: Hello) throws(FrameError) in
                guard end == nil else { throw FrameError.unexpected("the run is ending") }
                switch hello.role {
                case .relay where relay == nil:
                    relay = PeerLink(channel) { .relay($0) }
                    spawnPhones()
                case .phone where configuration.cast.contains(hello.name) && phones[hello.name] == nil:
                    phones[hello.name] = PeerLink(channel) { .phone($0) }
                case .phone where phones[hello.name] != nil:
                    throw FrameError.unexpected("\(hello.name)'s phone is already connected")
                case .console:
                    let id = roster.connect()
                    clientLinks[id] = PeerLink(channel) { .client($0) }
                    record(.clientConnected(name: hello.name))
                    welcome(id)
                default:
                    throw FrameError.unexpected("\(hello.role.rawValue) \(hello.name) is not in this run")
                }
            },
            onMessage: { [unowned self] message in received(message, on: channel) },
            onClose: { [unowned self] reason in closed(channel, reason: reason) })
    }

    private func received(_ message: ToRun, on channel: MessageChannel<ToRun, FromRun>) {
        loop.assertInLoopThread()
        guard let peer = channel.peer else { return }
        switch message {
        case let .phone(.phoneEvents(events, idle)):
            phoneReported(peer.name, events: events, idle: idle)
        case let .relay(.relayEvents(events)):
            for stamped in events { append(source: "relay", stamped.sequence, stamped.time, .relay(stamped.event)) }
        case let .client(message):
            if let id = clientID(on: channel) { clientSent(message, from: id) }
        }
        flushClients()
        reportQuietIfQuiet()
    }

    private func phoneReported(_ name: String, events: [Stamped<PhoneEvent>], idle: Bool) {
        for stamped in events {
            append(source: name, stamped.sequence, stamped.time, .phone(stamped.event))
            perform(ledger.phone(name, did: stamped.event))
        }
        recordDropped(ledger.phone(name, reported: events.map(\.event), idle: idle))
        becomeReadyIfAllStarted()
    }

    private func closed(_ channel: MessageChannel<ToRun, FromRun>, reason: String?) {
        guard let peer = channel.peer else {
            if let reason, end == nil { refusedOnControlSocket(reason) }
            return
        }
        switch peer.role {
        case .console:
            guard let id = clientID(on: channel) else { return }
            clientClosed(id, name: peer.name, reason: reason)
        case .phone, .relay:
            if peer.role == .phone, phones[peer.name]?.carries(channel) == true { phoneReportsEnded(peer.name) }
            guard end == nil, deathsAwaitingReports.isEmpty else { return }
            if let reason { logger.warning("closed \(peer.name): \(reason)") }
            peerDisconnected(peer.role == .relay ? "relay" : peer.name, reason: reason)
        default:
            break
        }
    }

    /// A relay or phone that hangs up is about to exit: its exit (with its last output) fails the run.
    /// One that stays alive without its connection fails it after a grace period.
    private func peerDisconnected(_ name: String, reason: String?) {
        let timer = LoopTimer(loop: loop)
        graceTimers.append(timer)
        timer.start(after: TimeoutScale.milliseconds(2000)) { [unowned self] in
            timer.close()
            finish(ProcessFailure(name: name, reason: "disconnected: \(reason ?? "closed")",
                                  lastOutput: supervisor.lastOutput(of: name)).description, isFailure: true)
        }
    }
}
