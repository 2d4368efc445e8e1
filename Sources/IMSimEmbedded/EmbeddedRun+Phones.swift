import Foundation
import IMSimCore
import IMSimExtension
import IMSimModel
import IMSimPhone
import UIKit

extension EmbeddedRun {
    /// Does what a process of the live run would do on hearing `job`.
    func perform(_ job: EmbeddedJob) {
        switch job {
        case let .onRelay(number, carried):
            onRelayLinks.remove(number)
            perform(carried)
        case let .toRelay(from, message):
            guard let connection = connections[from] else { return }
            if follower != nil, case let .send(messageID, _, _) = message { inputCounter.sent(messageID, by: from) }
            performRelay(router.received(message, from: connection))
        case let .fromRelay(name, message):
            guard let phone = phones[name] else { return }
            switch message {
            case let .incoming(messageID, sender, body):
                do {
                    let payload = try MessagePayload.decode(body: body)
                    guard payload.senderName == sender, payload.id == messageID else {
                        return phoneHears(phone, .incomingUnreadable(messageID: messageID, sender: sender,
                                                                     reason: "it claims to be from \(payload.senderName)"))
                    }
                    phoneHears(phone, .incoming(payload))
                } catch {
                    phoneHears(phone, .incomingUnreadable(messageID: messageID, sender: sender, reason: "\(error)"))
                }
            case let .accepted(messageID, unreachable):
                phoneHears(phone, .relayAccepted(messageID: messageID, unreachable: unreachable))
            case .ping, .pong:
                break
            }
        case let .phoneReport(name, events, idle):
            phoneReported(name, events: events, idle: idle)
        case let .toPhone(name, message):
            guard let phone = phones[name] else { return }
            switch message {
            case let .command(request, command): phoneHears(phone, .perform(request: request, command: command))
            case .shutdown: break
            case .locateHang: send(.toExtension(name, .endStuck))
            }
        case let .toExtension(name, job):
            guard let phone = phones[name] else { return }
            extensionHears(phone, job)
        case let .fromExtension(name, event):
            guard let phone = phones[name] else { return }
            if case .liveBubbleRendered = event { phone.bubblesDrawing -= 1 }
            phoneHears(phone, event)
        case let .liveBubble(name, app, launch):
            guard let phone = phones[name] else { return }
            drawLiveBubble(on: phone, app, launch)
        case let .expiry(name, messageID):
            guard let phone = phones[name] else { return }
            phone.expiryTimers[messageID] = nil
            phoneHears(phone, .expiryDue(messageID: messageID))
        case let .deadline(step):
            deadline = nil
            feed(.deadline(step: step))
        case let .consoleDeadline(id):
            consoleDeadline(id)
        }
    }

    func send(_ job: EmbeddedJob) {
        switch job {
        case let .toRelay(from, message):
            relayJobsSent += 1
            onRelayLinks.insert(relayJobsSent)
            scheduler.send(.onRelay(relayJobsSent, .toRelay(from: from, message)), on: job.link)
        case let .fromRelay(to, message):
            relayJobsSent += 1
            onRelayLinks.insert(relayJobsSent)
            scheduler.send(.onRelay(relayJobsSent, .fromRelay(to: to, message)), on: job.link)
        default:
            scheduler.send(job, on: job.link)
        }
    }

    /// The relay's routing decisions: deliveries go on the relay's links, reports into the journal.
    func performRelay(_ routed: [RelayRouter.Action]) {
        for action in routed {
            switch action {
            case let .deliver(message, connection):
                if let name = namesByConnection[connection] { send(.fromRelay(to: name, message)) }
            case .refuse:
                break
            case let .report(event):
                append(source: "relay", nil, .relay(event))
            }
        }
    }

    /// `phone`'s Messages app hears `event`, does what it asks, and reports what changed.
    func phoneHears(_ phone: InProcessPhone, _ event: HostEvent) {
        for action in phone.handle(event, now: now) { perform(action, on: phone) }
        phone.collectEvents(now: now)
        sendReport(of: phone)
    }

    func sendReport(of phone: InProcessPhone) {
        guard let (events, idle) = phone.takeReport() else { return }
        send(.phoneReport(from: phone.name, events, idle: idle))
    }

    private func perform(_ action: HostAction, on phone: InProcessPhone) {
        switch action {
        case let .launchExtension(installed):
            send(.toExtension(phone.name, .launch(installed)))
        case let .sendToExtension(.render(picture)):
            send(.toExtension(phone.name, .command(.render(path: phone.pictureFiles?.assign(picture) ?? picture))))
        case let .sendToExtension(command):
            send(.toExtension(phone.name, .command(command)))
        case .terminateExtension:
            send(.toExtension(phone.name, .terminate))
        case let .sendToRelay(message, recipients):
            send(.toRelay(from: phone.name, .send(message, recipients: recipients)))
        case let .renderLiveBubble(installed, launch):
            phone.bubblesDrawing += 1
            send(.liveBubble(phone.name, installed, launch))
        case let .scheduleExpiry(messageID, delay):
            phone.expiryTimers[messageID] = scheduler.schedule(.expiry(phone.name, messageID: messageID), after: delay)
        case let .drawScreen(path, picture, later):
            let snapshot = phone.app.snapshot
            let appName = snapshot.app.flatMap { running in
                configuration.apps.first { $0.app.bundleIdentifier == running.bundleIdentifier }?.app.displayName
            }
            phone.runtime?.finishPictures()
            phone.pictures.draw(ScreenPictures.Capture(path: path, snapshot: snapshot, device: phone.device, extensionPicture: picture,
                                                       appName: appName, members: phone.app.members.filter { $0 != phone.name }),
                                later: later)
        case let .repeatPicture(path, previous):
            phone.pictures.repeatPicture(at: path, of: previous)
        }
    }

    /// A phone's report reaches the run: journaled, counted for quiet, actions finished.
    private func phoneReported(_ name: String, events: [Stamped<PhoneEvent>], idle: Bool) {
        for stamped in events {
            append(source: name, stamped.sequence, .phone(stamped.event), time: stamped.time)
            perform(ledger.phone(name, did: stamped.event))
        }
        recordDropped(ledger.phone(name, reported: events.map(\.event), idle: idle), reason: "\(name)'s phone was gone")
        becomeReadyIfAllStarted()
    }

    // MARK: Extensions

    /// Runs `job` as the phone's extension process would, its output caught as that process's.
    private func extensionHears(_ phone: InProcessPhone, _ job: EmbeddedJob.ExtensionJob) {
        switch job {
        case let .launch(installed):
            guard let makePrincipal = apps.maker(for: installed.key) else {
                return send(.fromExtension(phone.name, .extensionExited(description: "could not start: no app \(installed.key) in this imsim")))
            }
            let attachments = URL(fileURLWithPath: configuration.artifacts.attachments)
            phone.runtime = ExtensionRuntime(attachmentsDirectory: attachments, sender: phone.name, makePrincipal: makePrincipal)
            currentExtension = nil
            send(.fromExtension(phone.name, .extensionConnected))
        case let .command(command):
            guard let runtime = phone.runtime else { return }
            let report = inExtension(of: phone) { runtime.handle(command) { pump.drain() } }
            send(.fromExtension(phone.name, .extensionReport(report)))
        case .terminate:
            guard let runtime = phone.runtime else { return }
            runtime.finishPictures()
            phone.runtime = nil
            send(.fromExtension(phone.name, .extensionExited(description: "was ended by its phone")))
        case .endStuck:
            guard phone.runtime != nil else { return }
            phone.runtime = nil
            send(.fromExtension(phone.name, .extensionExited(description: "did not answer and was ended")))
        }
    }

    /// Runs `work` as `phone`'s extension: its device is the screen's, its log lines and UIKit's notes
    /// go to its trace, what it prints to its phone.
    func inExtension<T>(of phone: InProcessPhone, _ work: () -> T) -> T {
        if currentExtension != phone.name {
            currentExtension = phone.name
            UIScreen.main.bounds = CGRect(x: 0, y: 0, width: phone.device.screenSize.width, height: phone.device.screenSize.height)
            UIScreen.main.scale = CGFloat(phone.device.scale)
            phone.runtime?.claimProcessHooks()
        }
        guard let output else { return watchdog.watching(phone.name, work) }
        let (result, lines) = output.capture { watchdog.watching(phone.name, work) }
        for line in lines { send(.fromExtension(phone.name, .extensionOutput(line))) }
        return result
    }

    /// Lets the extensions' queued work run (main queue, run-loop timers); each running extension
    /// that changed reports an update. Returns whether any did.
    func runExtensionWork() -> Bool {
        var reported = false
        let running = configuration.cast.compactMap { phones[$0] }.filter { $0.runtime != nil }
        guard !running.isEmpty else { return false }
        // The main queue is the process's: its work is caught as the output of the first running extension.
        let ran = inExtension(of: running[0]) { pump.drain(passOverRunLoop: true) }
        for phone in running {
            guard let runtime = phone.runtime, let update = inExtension(of: phone, { runtime.takeUpdate(afterWork: ran) }) else { continue }
            send(.fromExtension(phone.name, .extensionUpdate(update)))
            reported = true
        }
        return reported
    }

    /// Before the run moves its clock on to a timer, a running extension's work on other threads (a
    /// sticker drawn in the background, a `Timer`) gets up to `realTimeAllowance` of real time to come
    /// back to the main queue, as it would while a live run waited. Returns whether it did.
    func waitForExtensionWork() -> Bool {
        guard configuration.cast.contains(where: { phones[$0]?.runtime != nil }) else { return false }
        let untilTimer = scheduler.nextTimerDue.map { Double($0 &- scheduler.now) / 1e6 } ?? Double.infinity
        var milliseconds = min(untilTimer, Double(Self.realTimeAllowance.wholeMilliseconds))
        if let date = pump.nextTimerDate { milliseconds = max(min(milliseconds, date.timeIntervalSinceNow * 1000), 0) }
        pump.wait(milliseconds: Int32(milliseconds.rounded(.up)))
        return runExtensionWork()
    }

    /// How long a running extension's work off the main thread is waited for before a timer fires.
    static let realTimeAllowance: Duration = .seconds(1)

    /// A transcript-style instance of `app` measures the live bubble, then is gone, as on a phone.
    private func drawLiveBubble(on phone: InProcessPhone, _ app: InstalledApp, _ launch: ExtensionLaunch) {
        guard let messageID = launch.conversation.selectedMessage?.payload.id, let makePrincipal = apps.maker(for: app.key) else {
            phone.bubblesDrawing -= 1
            return
        }
        let instance = ExtensionRuntime(attachmentsDirectory: nil, sender: phone.name, makePrincipal: makePrincipal)
        currentExtension = nil
        let report = inExtension(of: phone) { () -> ExtensionReport in
            instance.claimProcessHooks()
            _ = instance.handle(.launch(launch)) { pump.drain() }
            return instance.handle(.measure(LiveBubble.offered)) { pump.drain() }
        }
        instance.finishPictures()
        currentExtension = nil
        let live = LiveBubble(asked: report.contentSize, texts: report.screen.elements.compactMap(\.text))
        send(.fromExtension(phone.name, .liveBubbleRendered(messageID: messageID, live)))
    }
}
