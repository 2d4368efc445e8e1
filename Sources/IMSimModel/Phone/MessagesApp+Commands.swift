import IMSimCore

extension MessagesApp {
    /// A person's action on this phone.
    mutating func perform(_ command: Command, into actions: inout [HostAction]) {
        switch command {
        case let .openApp(name):
            openApp(named: name, into: &actions)
        case let .tap(control):
            withRunningExtension(command) { running in
                running.hadRecentInteraction = true
                return .tap(control)
            }
        case let .type(text, field):
            withRunningExtension(command) { running in
                running.hadRecentInteraction = true
                return .type(text, into: field)
            }
        case .pressSend:
            pressSend(into: &actions)
        case .deleteStaged:
            deleteStaged()
        case let .tapBubble(reference):
            tapBubble(reference, into: &actions)
        case .expand:
            changeStyle(to: .expanded, command: command)
        case .collapse:
            changeStyle(to: .compact, command: command)
        case .close:
            withRunningExtension(command) { running in
                running.isResigning = true
                return .resign
            }
        case let .keep(reference):
            keep(reference)
        case let .switchConversation(name):
            switchConversation(to: name, into: &actions)
        case let .gesture(gesture):
            withRunningExtension(command) { running in
                // A memory warning comes from the system, not a person.
                if gesture != .memoryWarning { running.hadRecentInteraction = true }
                return .gesture(gesture)
            }
        case let .screenshot(path):
            screenshot(path: path, later: false, into: &actions)
        case let .stepPicture(path, previous?):
            actions.append(.repeatPicture(path: path, previous: previous))
        case let .stepPicture(path, nil):
            screenshot(path: path, later: true, into: &actions)
        }
    }

    /// Draws the screen at once, or after the open extension drew its picture (`ScreenshotRequest.picture`).
    private mutating func screenshot(path: String, later: Bool, into actions: inout [HostAction]) {
        picturesAsked += 1
        let request = ScreenshotRequest(path: path, later: later, folder: pictureFolder, owner: owner, number: picturesAsked)
        guard case let .running(running) = extensionState, !running.isResigning else {
            return actions.append(.drawScreen(path: request.path, extensionPicture: .none, later: request.later))
        }
        // Views that look as they did at the last picture are not drawn again.
        if let drawn = running.drawnAppearance, drawn == running.screen.appearance, !awaitingReport, commandQueue.isEmpty {
            return actions.append(.drawScreen(path: request.path, extensionPicture: .lastDrawn, later: request.later))
        }
        screenshotsAwaitingPicture.append(request)
        commandQueue.append(.render(path: request.picture))
    }

    private mutating func keep(_ reference: BubbleReference) {
        guard let bubble = active.bubble(reference) else {
            return fail("no bubble \(reference.verbText) in \(owner)'s transcript (\(active.bubbles.count) bubbles)")
        }
        guard bubble.message.shouldExpire, bubble.senderName != owner else {
            return fail("the bubble \(reference.verbText) does not expire on \(owner)'s phone: nothing to keep")
        }
        kept.insert(bubble.message.id)
        record(.kept(messageID: bubble.message.id))
    }

    /// Going to another conversation dismisses the open app, as on iOS, and reads the new one.
    private mutating func switchConversation(to name: String, into actions: inout [HostAction]) {
        guard let index = conversations.firstIndex(where: { $0.id == name }) else {
            return fail("\(owner) is not in a conversation `\(name)`; \(owner)'s conversations: "
                + conversations.map(\.id).joined(separator: ", "))
        }
        guard index != activeIndex else { return fail("\(owner) is already in `\(name)`") }
        switch extensionState {
        case .notRunning:
            break
        case var .running(running):
            if !running.isResigning {
                running.isResigning = true
                commandQueue.append(.resign)
                extensionState = .running(running)
            }
        case .launching, .terminating:
            return fail("cannot switch conversations while \(runningDescription) is starting or ending")
        }
        record(.switchedConversation(id: name))
        markRead(into: &actions)
    }

    private mutating func openApp(named name: String?, into actions: inout [HostAction]) {
        guard case .notRunning = extensionState else {
            return fail("cannot open an app: \(runningDescription) is already open")
        }
        let app: InstalledApp?
        if let name { app = apps.first { $0.isNamed(name) } } else { app = apps.first }
        guard let app else {
            return fail("no app \(name.map { "'\($0)'" } ?? "") in the drawer; installed: \(apps.map(\.key).joined(separator: ", "))")
        }
        launch(app, style: .compact, selected: nil, into: &actions)
    }

    private mutating func withRunningExtension(_ command: Command, _ body: (inout RunningExtension) -> HostToExtension?) {
        guard case var .running(running) = extensionState, !running.isResigning else {
            return fail("cannot \(command.verbText): no app is open on \(owner)'s phone")
        }
        if let next = body(&running) { commandQueue.append(next) }
        extensionState = .running(running)
    }

    private mutating func changeStyle(to style: PresentationStyle, command: Command) {
        guard case let .running(running) = extensionState, !running.isResigning else {
            return fail("cannot \(command.verbText): no app is open on \(owner)'s phone")
        }
        guard running.style != style else {
            return fail("cannot \(command.verbText): the app is already \(style.rawValue)")
        }
        commandQueue.append(.transition(to: style))
    }

    private mutating func pressSend(into actions: inout [HostAction]) {
        guard var message = staged?.message else {
            return fail("nothing is staged in \(owner)'s input field")
        }
        record(.staged(conversation: conversationID, item: nil))
        message.senderName = owner
        // didStartSending and didCancelSending take an MSMessage: text, stickers and attachments have none.
        if message.content == .interactive, runningExtension(for: message.bundleIdentifier) != nil {
            commandQueue.append(.didStartSending(extensionMessage(message, isPending: false)))
        }
        send(message, in: activeIndex, into: &actions)
    }

    private mutating func deleteStaged() {
        guard let message = staged?.message else {
            return fail("nothing is staged in \(owner)'s input field")
        }
        record(.staged(conversation: conversationID, item: nil))
        if message.content == .interactive, runningExtension(for: message.bundleIdentifier) != nil {
            commandQueue.append(.didCancelSending(extensionMessage(message, isPending: false)))
        }
    }

    private mutating func tapBubble(_ reference: BubbleReference, into actions: inout [HostAction]) {
        guard let bubble = active.bubble(reference) else {
            return fail("no bubble \(reference.verbText) in \(owner)'s transcript (\(active.bubbles.count) bubbles)")
        }
        guard let app = apps.first(where: { $0.bundleIdentifier == bubble.message.bundleIdentifier }) else {
            return fail("the bubble's app \(bubble.message.bundleIdentifier) is not installed on \(owner)'s phone")
        }
        switch extensionState {
        case .notRunning:
            launch(app, style: .expanded, selected: bubble.message, into: &actions)
        case let .running(running) where running.app == app && !running.isResigning:
            commandQueue.append(.select(extensionMessage(bubble.message, isPending: false)))
            if running.style == .compact { commandQueue.append(.transition(to: .expanded)) }
        default:
            fail("cannot tap a bubble of \(app.displayName) while \(runningDescription) is open")
        }
    }

    private mutating func launch(_ app: InstalledApp, style: PresentationStyle, selected: MessagePayload?,
                                 into actions: inout [HostAction]) {
        extensionState = .launching(app, style: style, selected: selected)
        launches += 1
        record(.extensionLaunched(launch: launches, bundleIdentifier: app.bundleIdentifier, displayName: app.displayName,
                                       style: style))
        actions.append(.launchExtension(app))
    }

    func runningExtension(for bundleIdentifier: String) -> RunningExtension? {
        guard case let .running(running) = extensionState, running.app.bundleIdentifier == bundleIdentifier,
              !running.isResigning else { return nil }
        return running
    }

    var runningDescription: String {
        switch extensionState {
        case .notRunning: "no app"
        case let .launching(app, _, _), let .terminating(app): app.displayName
        case let .running(running): running.app.displayName
        }
    }

    /// Conversation `index` as this phone's extension sees it, with `selected` tapped.
    func conversationContext(of index: Int, selected: MessagePayload?) -> ConversationContext {
        let conversation = conversations[index]
        return ConversationContext(
            conversationID: conversation.id, localParticipantIdentifier: directory.identifier(of: owner),
            remoteParticipantIdentifiers: conversation.members.filter { $0 != owner }.map { directory.identifier(of: $0) },
            selectedMessage: selected.map { extensionMessage($0, isPending: false) })
    }

    /// Mentions (`$UUID`) are rewritten to this phone's identifiers.
    func extensionMessage(_ message: MessagePayload, isPending: Bool) -> ExtensionMessage {
        var message = message
        if let mentions = message.mentions {
            message.layout = message.layout?.mappingTexts { text in
                ParticipantMentions.replacing(in: text) { identifier in
                    mentions[identifier].flatMap(directory.knownIdentifier).map { "$" + $0.uuidString }
                }
            }
            message.mentions = Dictionary(mentions.values.compactMap { name in directory.knownIdentifier(of: name).map { ($0, name) } },
                                          uniquingKeysWith: { first, _ in first })
        }
        return ExtensionMessage(payload: message, senderParticipantIdentifier: directory.identifier(of: message.senderName),
                                isPending: isPending)
    }
}
