/// A phone's events by hand: a step's report is a handful of them (docs/DECISIONS.md, "Hand-coded
/// wire forms"). Cases and keys as the compiler's `Codable` writes them; types with no hand code of
/// their own (a screen, a log entry) go through `Codable` inside.
extension PhoneEvent: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .started(conversations, apps):
            writer.variant("started", fields: 2)
            writer.strings("conversations", conversations)
            writer.strings("apps", apps)
        case let .commandStarted(request, command):
            writer.variant("commandStarted", fields: 2)
            writer.int("request", request)
            writer.write("command", command)
        case let .commandFinished(request, failure):
            writer.variant("commandFinished", fields: 1 + failure.wireEntryCount)
            writer.int("request", request)
            writer.optionalString("failure", failure)
        case let .switchedConversation(id):
            writer.variant("switchedConversation", fields: 1)
            writer.string("id", id)
        case let .extensionLaunched(launch, bundleIdentifier, displayName, style):
            writer.variant("extensionLaunched", fields: 4)
            writer.int("launch", launch)
            writer.string("bundleIdentifier", bundleIdentifier)
            writer.string("displayName", displayName)
            writer.raw("style", style)
        case let .callback(name):
            writer.variant("callback", fields: 1)
            writer.string("name", name)
        case let .logged(entry):
            writer.variant("logged", fields: 1)
            writer.codable("entry", entry)
        case let .extensionRequested(action):
            writer.variant("extensionRequested", fields: 1)
            writer.write("action", action)
        case let .styleChanged(style):
            writer.variant("styleChanged", fields: 1)
            writer.raw("style", style)
        case let .screenChanged(screen):
            writer.variant("screenChanged", fields: 1)
            writer.codable("screen", screen)
        case let .extensionEnded(launch, how, expected):
            writer.variant("extensionEnded", fields: 3)
            writer.int("launch", launch)
            writer.string("how", how)
            writer.bool("expected", expected)
        case let .extensionUsage(launch, usage):
            writer.variant("extensionUsage", fields: 2)
            writer.int("launch", launch)
            writer.codable("usage", usage)
        case let .extensionStopped(launch):
            writer.variant("extensionStopped", fields: 1)
            writer.int("launch", launch)
        case let .extensionContinued(launch):
            writer.variant("extensionContinued", fields: 1)
            writer.int("launch", launch)
        case let .output(line):
            writer.variant("output", fields: 1)
            writer.string("line", line)
        case let .staged(conversation, item):
            writer.variant("staged", fields: 1 + item.wireEntryCount)
            writer.string("conversation", conversation)
            writer.optional("item", item) { writer, item in writer.write(item) }
        case let .appended(conversation, item):
            writer.variant("appended", fields: 2)
            writer.string("conversation", conversation)
            writer.write("item", item)
        case let .replaced(conversation, messageID, item):
            writer.variant("replaced", fields: 3)
            writer.string("conversation", conversation)
            writer.uuid("messageID", messageID)
            writer.write("item", item)
        case let .removed(conversation, messageID):
            writer.variant("removed", fields: 2)
            writer.string("conversation", conversation)
            writer.uuid("messageID", messageID)
        case let .sent(messageID, recipients):
            writer.variant("sent", fields: 2)
            writer.uuid("messageID", messageID)
            writer.strings("recipients", recipients)
        case let .delivered(messageID, unreachable):
            writer.variant("delivered", fields: 2)
            writer.uuid("messageID", messageID)
            writer.strings("unreachable", unreachable)
        case let .received(messageID, from):
            writer.variant("received", fields: 2)
            writer.uuid("messageID", messageID)
            writer.string("from", from)
        case let .dropped(messageID, reason):
            writer.variant("dropped", fields: 2)
            writer.uuid("messageID", messageID)
            writer.string("reason", reason)
        case let .read(conversation, messageIDs):
            writer.variant("read", fields: 2)
            writer.string("conversation", conversation)
            writer.key("messageIDs")
            writer.uuids(messageIDs)
        case let .kept(messageID):
            writer.variant("kept", fields: 1)
            writer.uuid("messageID", messageID)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> PhoneEvent {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("commandStarted") {
                return .commandStarted(request: try reader.int("request"), command: try reader.read("command", Command.self))
            } else if name.is("commandFinished") {
                return .commandFinished(request: try reader.int("request"), failure: try reader.optionalString("failure"))
            } else if name.is("extensionRequested") {
                return .extensionRequested(action: try reader.read("action", ExtensionAction.self))
            } else if name.is("appended") {
                return .appended(conversation: try reader.string("conversation"), item: try reader.read("item", TranscriptItem.self))
            } else if name.is("sent") {
                return .sent(messageID: try reader.uuid("messageID"), recipients: try reader.strings("recipients"))
            } else if name.is("delivered") {
                return .delivered(messageID: try reader.uuid("messageID"), unreachable: try reader.strings("unreachable"))
            } else if name.is("received") {
                return .received(messageID: try reader.uuid("messageID"), from: try reader.string("from"))
            } else if name.is("callback") {
                return .callback(name: try reader.string("name"))
            } else if name.is("screenChanged") {
                return .screenChanged(screen: try reader.codable("screen", ScreenSnapshot.self))
            } else if name.is("staged") {
                return .staged(conversation: try reader.string("conversation"),
                               item: try reader.optional("item") { reader throws(WireHandMismatch) in try reader.read(TranscriptItem.self) })
            } else if name.is("replaced") {
                return .replaced(conversation: try reader.string("conversation"), messageID: try reader.uuid("messageID"),
                                 item: try reader.read("item", TranscriptItem.self))
            } else if name.is("read") {
                return .read(conversation: try reader.string("conversation"),
                             messageIDs: try reader.field("messageIDs") { reader throws(WireHandMismatch) in try reader.uuids() })
            } else if name.is("styleChanged") {
                return .styleChanged(style: try reader.raw("style", PresentationStyle.self))
            } else if name.is("output") {
                return .output(line: try reader.string("line"))
            } else if name.is("logged") {
                return .logged(entry: try reader.codable("entry", LogEntry.self))
            } else if name.is("removed") {
                return .removed(conversation: try reader.string("conversation"), messageID: try reader.uuid("messageID"))
            } else if name.is("dropped") {
                return .dropped(messageID: try reader.uuid("messageID"), reason: try reader.string("reason"))
            } else if name.is("kept") {
                return .kept(messageID: try reader.uuid("messageID"))
            } else if name.is("started") {
                return .started(conversations: try reader.strings("conversations"), apps: try reader.strings("apps"))
            } else if name.is("switchedConversation") {
                return .switchedConversation(id: try reader.string("id"))
            } else if name.is("extensionLaunched") {
                return .extensionLaunched(launch: try reader.int("launch"), bundleIdentifier: try reader.string("bundleIdentifier"),
                                          displayName: try reader.string("displayName"),
                                          style: try reader.raw("style", PresentationStyle.self))
            } else if name.is("extensionEnded") {
                return .extensionEnded(launch: try reader.int("launch"), how: try reader.string("how"),
                                       expected: try reader.bool("expected"))
            } else if name.is("extensionUsage") {
                return .extensionUsage(launch: try reader.int("launch"), usage: try reader.codable("usage", ProcessUsage.self))
            } else if name.is("extensionStopped") {
                return .extensionStopped(launch: try reader.int("launch"))
            } else if name.is("extensionContinued") {
                return .extensionContinued(launch: try reader.int("launch"))
            }
            throw WireHandMismatch()
        }
    }
}

/// A source's stamp around each event, and a phone's report of them.
extension Stamped: WireHandCoded where Event: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        writer.map(count: 3)
        writer.int("sequence", sequence)
        writer.uint64("time", time)
        writer.write("event", event)
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> Stamped {
        try reader.map { reader throws(WireHandMismatch) in
            Stamped(sequence: try reader.int("sequence"),
                    time: try reader.uint64("time"),
                    event: try reader.read("event", Event.self))
        }
    }
}

extension PhoneToRun: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .phoneEvents(events, idle):
            writer.variant("phoneEvents", fields: 2)
            writer.list("_0", events)
            writer.bool("idle", idle)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> PhoneToRun {
        try reader.variant { reader, name throws(WireHandMismatch) in
            guard name.is("phoneEvents") else { throw WireHandMismatch() }
            return .phoneEvents(try reader.list("_0", of: Stamped<PhoneEvent>.self), idle: try reader.bool("idle"))
        }
    }
}
