import Foundation
import IMSimCore
import Messages
import UIKit

/// Drives one extension instance inside its own process: turns the host's commands into Apple's
/// callbacks, in Apple's order, and reports what the extension did. Runs on the main actor, which is
/// the thread of the process's event loop.
@MainActor
public final class ExtensionRuntime: MessagesHostBridge {
    private let makePrincipal: @MainActor () -> MSMessagesAppViewController
    private let attachmentsDirectory: URL?
    /// Whose phone this is: the files it sends are named after them.
    private let sender: String?
    private var controller: MSMessagesAppViewController?
    /// Turns recorded pictures into pixels, in order, off the main thread.
    private let pictures = DispatchQueue(label: "imsim.extension.pictures", qos: .userInitiated)
    /// The principal view controller of the launch, once launched.
    public var principal: MSMessagesAppViewController? { controller }
    private var conversation: MSConversation?
    private var trace: [String] = []
    private var actions: [ExtensionAction] = []
    private var completions: [Int: ((any Error)?) -> Void] = [:]
    private var nextCallback = 1
    private var contentSize: ContentSize?
    /// The phone the extension runs on, from its launch.
    private var device = Device.default
    private let recorder = TraceRecorder()

    public init(attachmentsDirectory: URL?, sender: String? = nil,
                makePrincipal: @escaping @MainActor () -> MSMessagesAppViewController) {
        self.attachmentsDirectory = attachmentsDirectory
        self.sender = sender
        self.makePrincipal = makePrincipal
        Self.instances.removeAll { $0.runtime == nil }
        Self.instances.append(WeakRuntime(runtime: self))
        claimProcessHooks()
    }

    private struct WeakRuntime {
        weak var runtime: ExtensionRuntime?
    }

    /// The window the extension's view is shown in: Messages's, on iOS, in another process.
    private let hostWindow: UIWindow = {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.isHidden = false
        return window
    }()

    /// The instances alive in this process (several in an embedded run or a test store).
    private static var instances: [WeakRuntime] = []

    /// Makes this instance the one the process's hooks report to: what the app logs, the haptics it
    /// plays, the constraints UIKit breaks. A process of its own claims them once; where several
    /// instances share a process (an embedded run, a test store), the one about to run claims them.
    package func claimProcessHooks() {
        recorder.captureLogs()
        // A constraint UIKit breaks is in the trace as UIKit logs it, for scenarios to see.
        // Haptics are written in the phone's timeline, as UIKit's own lines (`haptic: success`).
        UIFeedbackGenerator.observer = { [recorder] note in
            recorder.append(.log(LogEntry(subsystem: LogEntry.uikitSubsystem, category: LogEntry.hapticsCategory, level: "info",
                                          message: note)))
        }
        SystemKeyboard.adopt(keyboard)
        // The instance that ran last keeps what it was editing; this one takes back its own, if still on its screen.
        if let previous = Self.hooksHolder, previous !== self { previous.keepEditor() }
        Self.hooksHolder = self
        UIResponder.restoreFirstResponder(editor.flatMap { owns($0) ? $0 : nil })
        // A presentation UIKit refuses is in the timeline as UIKit logs it.
        UIViewController.presentationObserver = { [recorder] line in
            recorder.append(.log(LogEntry(subsystem: LogEntry.uikitSubsystem, category: LogEntry.presentationCategory,
                                          level: "error", message: line)))
        }
        LayoutDiagnostics.observer = { [recorder] constraint in
            recorder.append(.log(LogEntry(subsystem: LogEntry.uikitSubsystem, category: LogEntry.layoutCategory,
                                          level: "error", message: "Unable to simultaneously satisfy constraints: broke \(constraint)")))
        }
    }

    private var lastScreen: ScreenSnapshot?
    /// This instance's keyboard: where it goes and whether it is up (the process's, in a process of its own).
    private var keyboard = SystemKeyboard.State()
    /// This instance's first responder, kept while another instance of the process runs.
    private weak var editor: UIResponder?
    /// The instance that claimed the process's hooks last.
    private static weak var hooksHolder: ExtensionRuntime?

    private func keepEditor() {
        editor = UIResponder.firstResponder.flatMap { owns($0) ? $0 : nil }
    }
    /// Whether the keyboard up over the compact extension was reported since it went up.
    private var reportedKeyboardInCompact = false
    /// What the last reading of the screen found: its elements, each view's place.
    private let placements = PlacementMemo()
    /// `Appearance.generation` when the screen was last read.
    private var appearanceRead: Int?
    /// How many times the screen was read (a walk of every view).
    package private(set) var screenReadings = 0

    /// Performs one command; `drain` then runs what it queued on the main queue (completion handlers
    /// that hop to the main queue, main-actor tasks) before the report is taken.
    public func handle(_ command: HostToExtension, drain: () -> Void = {}) -> ExtensionReport {
        let failure = perform(command)
        drain()
        return takeReport(failure: failure)
    }

    /// What the extension did outside any command (a timer, work that came back to the main queue):
    /// nil when nothing changed since the last report. Without `afterWork` (no work was due) the
    /// screen is read again only if a view changed how it looks since the last reading: reading it
    /// walks every view, and this runs at each turn of the loop.
    public func takeUpdate(afterWork: Bool = true) -> ExtensionReport? {
        let pending = !trace.isEmpty || !actions.isEmpty || recorder.hasEvents
        guard afterWork || pending || Appearance.generation != appearanceRead else { return nil }
        let screen = currentScreen
        guard pending || screen != lastScreen else { return nil }
        return takeReport(failure: nil)
    }

    /// The callbacks received, the requests made and what is on screen, since the last report.
    private func takeReport(failure: String?) -> ExtensionReport {
        let read = currentScreen
        reportKeyboardOverCompact()
        let unchanged = read == lastScreen
        // An unchanged screen is the last one itself: the phone's model compares its arrays at once.
        let screen = unchanged ? lastScreen ?? read : read
        let report = ExtensionReport(trace: trace, actions: actions, screen: screen, failure: failure, contentSize: contentSize,
                                     events: recorder.drain(), screenUnchanged: unchanged)
        trace = []
        actions = []
        contentSize = nil
        lastScreen = screen
        keepEditor()
        return report
    }

    /// What the extension shows after a layout pass, each element placed on the phone's screen.
    private var currentScreen: ScreenSnapshot {
        guard let controller else { return ScreenSnapshot() }
        layOut()
        defer { appearanceRead = Appearance.generation }
        screenReadings += 1
        var snapshot = ScreenReader.snapshot(of: controller, probe: probe, keeping: placements)
        if let probe {
            let size = controller.view.bounds.size
            snapshot.view = ScreenRect(x: probe.screenOrigin.x, y: probe.screenOrigin.y, width: size.width, height: size.height)
        }
        if keyboard.isShown, let frame = keyboard.frame {
            snapshot.keyboard = ScreenRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            let keys = SystemKeyboard.keys(for: SystemKeyboard.editingResponder)
            snapshot.keyboardKeys = KeyboardKeys(layout: KeyboardKeys.Layout(rawValue: keys.layout) ?? .letters, returnKey: keys.returnKey)
        }
        return snapshot
    }

    /// Brings the keyboard up while a text field or text view of this extension (or its alert) is being
    /// edited, down otherwise, as iOS does once editing begins or ends.
    private func settleKeyboard() {
        guard let controller, controller.isViewLoaded else { return }
        // A first responder taken out of the extension's views stops being edited, as iOS resigns a view
        // that leaves its window (checked once laid out: a view moved within the tree stays edited).
        // (This instance is among `instances`; another's field, in a shared process, stays edited.)
        if let responder = UIResponder.firstResponder as? UIView,
           !Self.instances.contains(where: { $0.runtime?.owns(responder) == true }) {
            responder.resignFirstResponder()
        }
        let editing = SystemKeyboard.editingResponder.map(owns) ?? false
        SystemKeyboard.settle(editing: editing ? SystemKeyboard.editingResponder : nil)
        keyboard = SystemKeyboard.state
        if !editing { reportedKeyboardInCompact = false }
    }

    /// Whether `responder` is this extension's: in its views, a presented controller's or its alert.
    private func owns(_ responder: UIResponder) -> Bool {
        guard let controller, controller.isViewLoaded, let view = responder as? UIView else { return false }
        let views = [controller.view!] + ScreenReader.presentedChain(from: controller).compactMap(\.viewIfLoaded)
        return views.contains { view.isDescendant(of: $0) }
            || ScreenReader.presentedAlert(from: front(of: controller))?.textFields?.contains { $0 === view } == true
    }

    /// The keyboard up over a compact extension hides it: Apple's documentation of the compact style asks
    /// an extension to request the expanded style when a control that needs the keyboard is selected.
    private func reportKeyboardOverCompact() {
        let began = SystemKeyboard.takeEditingBegan()
        guard keyboard.isShown || began, !reportedKeyboardInCompact, let controller, controller.presentationStyle == .compact else { return }
        // Once the extension asked to expand, the keyboard is on its way to where Apple wants it.
        reportedKeyboardInCompact = true
        guard !actions.contains(.requestPresentationStyle(.expanded)) else { return }
        let edited = (SystemKeyboard.editingResponder as? UIView).map(VisibilityProbe.describe) ?? "a text field"
        recorder.append(.log(LogEntry(subsystem: LogEntry.uikitSubsystem, category: LogEntry.keyboardCategory, level: "error",
                                      message: "editing \(edited) brings the keyboard up over the compact extension, which it hides: call "
                                          + "requestPresentationStyle(.expanded) when a control that needs the keyboard is selected "
                                          + "(Apple, MSMessagesAppPresentationStyle.compact)")))
    }

    /// Where the extension's view is on the phone's screen; nil for a transcript-style instance.
    private var probe: VisibilityProbe? {
        guard let controller, controller.isViewLoaded,
              let frame = device.extensionFrame(for: PresentationStyle(controller.presentationStyle)) else { return nil }
        let keyboardTop = keyboard.isShown ? keyboard.frame.map { $0.minY - CGFloat(frame.y) } : nil
        return VisibilityProbe(root: front(of: controller).view, screenOrigin: CGPoint(x: frame.x, y: frame.y),
                               keyboardTop: keyboardTop)
    }

    /// The controller a finger reaches: the last presented over the principal one (an alert aside), or it.
    private func front(of controller: UIViewController) -> UIViewController {
        ScreenReader.presentedChain(from: controller).last ?? controller
    }

    /// Runs the layout pass iOS runs before the screen is next drawn; a presented controller's view
    /// fills the extension's area.
    private func layOut() {
        guard let controller, controller.isViewLoaded else { return }
        settleKeyboard()
        controller.view.layoutIfNeeded()
        for presented in ScreenReader.presentedChain(from: controller) {
            presented.view.frame = controller.view.frame
            presented.view.hostSafeAreaInsets = controller.view.hostSafeAreaInsets
            presented.view.layoutIfNeeded()
        }
        if Self.debugsLayout {
            try? FileHandle.standardError.write(contentsOf: Data((controller.view.hierarchyDescription() + "\n").utf8))
        }
    }

    /// IMSIM_DEBUG_LAYOUT set: each layout pass prints the hierarchy (read once: the environment is a copy per read).
    private static let debugsLayout = ProcessInfo.processInfo.environment["IMSIM_DEBUG_LAYOUT"] != nil

    /// Gives the root view the frame and safe area Messages gives the extension in `style` on the device.
    private func placeRootView(for style: MSMessagesAppPresentationStyle) {
        guard let controller else { return }
        let presentation = PresentationStyle(style)
        let frame = device.extensionFrame(for: presentation)
            ?? ScreenRect(x: 0, y: 0, width: device.screenSize.width, height: device.screenSize.height)
        controller.view.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let insets = device.extensionSafeAreaInsets(for: presentation)
        controller.view.hostSafeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        // The keyboard comes up where the compact extension is: at the bottom of the screen.
        let compact = device.compactFrame
        let keysArea = presentation == .transcript ? nil : CGRect(x: compact.x, y: compact.y, width: compact.width, height: compact.height)
        SystemKeyboard.place(keysArea: keysArea, rootOrigin: CGPoint(x: frame.x, y: frame.y))
        keyboard = SystemKeyboard.state
    }

    /// Draws the laid-out view at the device's scale into a file of raw pixels for the phone to map
    /// (`Canvas.paint(intoRawPixelFile:)`: no compression, no copy); returns why it could not. The
    /// drawing is recorded now and turned into pixels on `pictures` while the run goes on; the file
    /// is made and locked at once, and the phone reads it when the lock is let go.
    private func render(to path: String) -> String? {
        guard let controller, controller.isViewLoaded else { return "the extension shows no view" }
        layOut()
        let view: UIView = controller.view
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        format.opaque = true
        // In the run's own folder the phone names a file it reads no more: its pages, already there,
        // are painted over. Anywhere else a new file, which no one else can have made or still read.
        let inPlace = PictureHandoff.isInPrivateFolder(path)
        if !inPlace { unlink(path) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | (inPlace ? 0 : O_EXCL), 0o600)
        guard descriptor >= 0 else { return "cannot write the extension's picture \(path): \(String(cString: strerror(errno)))" }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard flock(descriptor, LOCK_EX) == 0 else { return "cannot lock the extension's picture \(path)" }
        // What it held is no picture from now on: if this process dies before it paints, the phone
        // draws a placeholder, not the picture painted there before.
        RecordedDrawing.unmarkRawPixels(file)
        let drawing = UIGraphicsImageRenderer(size: view.bounds.size, format: format).record { context in
            UIColor.systemBackground.setFill()
            context.fill(view.bounds)
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            drawPresentations(above: controller, in: view.bounds, safeArea: view.safeAreaInsets, alertArea: alertArea(in: view))
        }
        pictures.async {
            do {
                try drawing.paint(intoRawPixelFile: file)
            } catch {
                // The phone finds the file short and draws the extension's area as a placeholder.
                try? FileHandle.standardError.write(contentsOf: Data("cannot write the extension's picture \(path): \(error)\n".utf8))
            }
            try? file.close()
        }
        return nil
    }

    /// What `controller` and its children present, over their views: an alert as iOS draws one, any
    /// other controller's view filling the extension's area.
    private func drawPresentations(above controller: UIViewController, in bounds: CGRect, safeArea: UIEdgeInsets,
                                   alertArea: (bounds: CGRect, safeArea: UIEdgeInsets)) {
        for child in controller.children { drawPresentations(above: child, in: bounds, safeArea: safeArea, alertArea: alertArea) }
        guard let presented = controller.presentedViewController else { return }
        if let alert = presented as? UIAlertController {
            alert.drawPresentation(in: alertArea.bounds, safeArea: alertArea.safeArea)
        } else {
            _ = presented.view.drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
        drawPresentations(above: presented, in: bounds, safeArea: safeArea, alertArea: alertArea)
    }

    /// Where an alert is centred: the view, or its part above the keyboard while the keyboard is up.
    private func alertArea(in view: UIView) -> (bounds: CGRect, safeArea: UIEdgeInsets) {
        // Over a compact extension the keyboard leaves no room: the alert stays where it was.
        guard let top = probe?.keyboardTop, top < view.bounds.height, top >= 150 else { return (view.bounds, view.safeAreaInsets) }
        var insets = view.safeAreaInsets
        insets.bottom = 0
        return (CGRect(x: view.bounds.minX, y: view.bounds.minY, width: view.bounds.width, height: top), insets)
    }

    /// Returns once every picture asked for is in its file.
    public func finishPictures() {
        pictures.sync {}
    }

    private func perform(_ command: HostToExtension) -> String? {
        // A picture still being made is finished before resigning, after which the phone may end the
        // process; any other command goes on while it is painted (its drawing was recorded whole).
        if case .resign = command { finishPictures() }
        if case let .launch(launch) = command {
            self.launch(launch)
            return nil
        }
        guard let controller, let conversation else { return "the extension has not been launched" }
        switch command {
        case .launch:
            break
        case let .transition(style):
            let target = MSMessagesAppPresentationStyle(style)
            // The keyboard goes down as the extension shrinks back into its place.
            if target == .compact, let editing = SystemKeyboard.editingResponder, owns(editing) {
                editing.resignFirstResponder()
                settleKeyboard()
            }
            record("willTransition(\(style.rawValue))") { controller.willTransition(to: target) }
            // The view has its new size when didTransition comes, as on iOS.
            controller.presentationStyle = target
            placeRootView(for: target)
            layOut()
            record("didTransition(\(style.rawValue))") { controller.didTransition(to: target) }
        case let .select(message):
            let selected = MSMessage(message)
            record("willSelect") { controller.willSelect(selected, conversation: conversation) }
            conversation.selectedMessage = selected
            record("didSelect") { controller.didSelect(selected, conversation: conversation) }
        case let .receive(message):
            record("didReceive") { controller.didReceive(MSMessage(message), conversation: conversation) }
        case let .didStartSending(message):
            record("didStartSending") { controller.didStartSending(MSMessage(message), conversation: conversation) }
        case let .didCancelSending(message):
            record("didCancelSending") { controller.didCancelSending(MSMessage(message), conversation: conversation) }
        case let .completion(callback, error):
            completions.removeValue(forKey: callback)?(error.map(NSError.init))
        case let .tap(control):
            layOut()
            return ControlFinder(root: front(of: controller), probe: probe).tap(control)
        case let .type(text, field):
            layOut()
            return ControlFinder(root: front(of: controller), probe: probe).type(text, into: field)
        case .gesture(.memoryWarning):
            record("didReceiveMemoryWarning") { MemoryWarning.deliver(to: controller) }
        case let .gesture(gesture):
            layOut()
            var finder = ControlFinder(root: front(of: controller), probe: probe)
            finder.record = { [recorder] note in
                recorder.append(.log(LogEntry(subsystem: LogEntry.uikitSubsystem, category: LogEntry.touchesCategory, level: "info",
                                              message: note)))
            }
            return finder.perform(gesture)
        case let .render(path):
            return render(to: path)
        case let .measure(offered):
            let size = controller.contentSizeThatFits(CGSize(width: offered.width, height: offered.height))
            contentSize = ContentSize(width: Double(size.width), height: Double(size.height))
        case .resign:
            record("viewWillDisappear") { controller.beginAppearanceTransition(false, animated: false) }
            UIWindow.host(controller.view, in: nil)
            record("viewDidDisappear") { controller.endAppearanceTransition() }
            record("willResignActive") { controller.willResignActive(with: conversation) }
            record("didResignActive") { controller.didResignActive(with: conversation) }
            // iOS ends the process now; what the extension set in UserDefaults is on disk by then.
            UserDefaults.standard.synchronize()
        }
        return nil
    }

    /// Apple's launch order: viewDidLoad, willBecomeActive, didBecomeActive, viewWillAppear, viewDidAppear.
    private func launch(_ launch: ExtensionLaunch) {
        device = launch.device
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: device.screenSize.width, height: device.screenSize.height)
        UIScreen.main.scale = CGFloat(device.scale)
        let controller = makePrincipal()
        let context = launch.conversation
        let conversation = MSConversation(localParticipantIdentifier: context.localParticipantIdentifier,
                                          remoteParticipantIdentifiers: context.remoteParticipantIdentifiers,
                                          selectedMessage: context.selectedMessage.map(MSMessage.init))
        conversation.bridge = self
        controller.bridge = self
        controller.presentationStyle = MSMessagesAppPresentationStyle(launch.style)
        self.controller = controller
        self.conversation = conversation
        controller.hostExtensionContext = NSExtensionContext()
        record("viewDidLoad") { controller.loadViewIfNeeded() }
        placeRootView(for: controller.presentationStyle)
        controller.activeConversation = conversation
        record("willBecomeActive") { controller.willBecomeActive(with: conversation) }
        record("didBecomeActive") { controller.didBecomeActive(with: conversation) }
        // Appearance transitions reach embedded children too, as on iOS. Between the two the view
        // enters Messages's window (its `window` is nil in viewWillAppear and set in viewDidAppear).
        record("viewWillAppear") { controller.beginAppearanceTransition(true, animated: false) }
        hostWindow.frame = UIScreen.main.bounds
        UIWindow.host(controller.view, in: hostWindow)
        record("viewDidAppear") { controller.endAppearanceTransition() }
    }

    private func record(_ callback: String, _ body: () -> Void) {
        trace.append(callback)
        recorder.append(.callback(callback))
        body()
    }

    // MARK: MessagesHostBridge

    package func requestPresentationStyle(_ style: MSMessagesAppPresentationStyle) {
        actions.append(.requestPresentationStyle(PresentationStyle(style)))
    }

    package func dismissExtension() {
        actions.append(.dismiss)
    }

    package func insert(_ message: MSMessage, send: Bool, completion: @escaping ((any Error)?) -> Void) {
        message.isPending = !send
        let draft = DraftMessage(message, attachmentsDirectory: attachmentsDirectory, sender: sender)
        // A refused message was never staged: it is not pending.
        actions.append(.insert(draft, callback: register { error in
            if error != nil { message.isPending = false }
            completion(error)
        }, send: send))
    }

    package func insert(_ content: PlainContent, send: Bool, completion: @escaping ((any Error)?) -> Void) {
        let callback = register(completion)
        switch SharedFiles(directory: attachmentsDirectory, sender: sender).content(for: content) {
        case let .success(content): actions.append(.insert(DraftMessage(content: content), callback: callback, send: send))
        case let .failure(error): actions.append(.refuse(callback: callback, error: error))
        }
    }

    /// Keeps `completion` until the host answers with `.completion(callback:error:)`.
    private func register(_ completion: @escaping ((any Error)?) -> Void) -> Int {
        let callback = nextCallback
        nextCallback += 1
        completions[callback] = completion
        return callback
    }
}
