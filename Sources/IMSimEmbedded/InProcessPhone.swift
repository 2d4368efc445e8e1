import Foundation
import IMSimCore
import IMSimExtension
import IMSimModel
import IMSimPhone

/// One person's phone in an embedded run: its Messages app (`MessagesApp`), its extension run in
/// this process in place of one, and what the phone process would keep (the events not yet
/// reported, the pictures it draws, its timers).
@MainActor
final class InProcessPhone {
    let name: String
    private(set) var app: MessagesApp
    let device: Device
    /// The launched extension, while it runs.
    var runtime: ExtensionRuntime?
    /// Live bubbles asked for and not yet drawn: the phone is busy until they are.
    var bubblesDrawing = 0
    var expiryTimers: [UUID: SeededScheduler<EmbeddedJob>.TimerID] = [:]
    let pictures: ScreenPictures
    /// The files its extensions paint into, in the run's pictures folder; nil: beside each screenshot.
    let pictureFiles: ExtensionPictureFiles?
    private var images = ImageInspector()
    private var pending: [Stamped<PhoneEvent>] = []
    private var sequence = 0
    private var reportedIdle: Bool?

    init(name: String, app: MessagesApp, pictureFiles: ExtensionPictureFiles? = nil, pictures: ScreenPictures) {
        self.name = name
        self.app = app
        self.device = app.device
        self.pictureFiles = pictureFiles
        self.pictures = pictures
    }

    /// Hands `event` to the Messages app; returns what it asks the phone to do.
    func handle(_ event: HostEvent, now: UInt64) -> [HostAction] {
        let actions = app.handle(event)
        collectEvents(now: now)
        return actions
    }

    /// Stamps the app's new events; items with an image carry what this phone read of the file.
    func collectEvents(now: UInt64) {
        for event in app.takeEvents() {
            sequence += 1
            pending.append(Stamped(sequence: sequence, time: now, event: images.describing(event)))
        }
    }

    /// Nothing under way on this phone.
    var isIdle: Bool { app.isIdle && bubblesDrawing == 0 }

    /// What happened since the last report, or only that the phone became idle or busy; nil when
    /// there is nothing to say.
    func takeReport() -> (events: [Stamped<PhoneEvent>], idle: Bool)? {
        let idle = isIdle
        guard !pending.isEmpty || idle != reportedIdle else { return nil }
        defer {
            pending.removeAll(keepingCapacity: true)
            reportedIdle = idle
        }
        return (pending, idle)
    }
}
