/// A phone and its extension by hand: each step is a command and its report (docs/DECISIONS.md,
/// "Hand-coded wire forms"). A launch, a screen and a gesture go through `Codable` inside.
extension HostToExtension: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .launch(launch):
            writer.variant("launch", fields: 1)
            writer.codable("_0", launch)
        case let .transition(style):
            writer.variant("transition", fields: 1)
            writer.raw("to", style)
        case let .select(message): Self.message("select", message, &writer)
        case let .receive(message): Self.message("receive", message, &writer)
        case let .didStartSending(message): Self.message("didStartSending", message, &writer)
        case let .didCancelSending(message): Self.message("didCancelSending", message, &writer)
        case let .completion(callback, error):
            writer.variant("completion", fields: 1 + error.wireEntryCount)
            writer.int("callback", callback)
            writer.optional("error", error) { writer, error in writer.codable(error) }
        case let .tap(control):
            writer.variant("tap", fields: 1)
            writer.string("_0", control)
        case let .type(text, field):
            writer.variant("type", fields: 1 + field.wireEntryCount)
            writer.string("_0", text)
            writer.optionalString("into", field)
        case let .gesture(gesture):
            writer.variant("gesture", fields: 1)
            writer.codable("_0", gesture)
        case .resign:
            writer.variant("resign", fields: 0)
        case let .measure(size):
            writer.variant("measure", fields: 1)
            writer.codable("_0", size)
        case let .render(path):
            writer.variant("render", fields: 1)
            writer.string("path", path)
        }
        return true
    }

    private static func message(_ name: StaticString, _ message: ExtensionMessage, _ writer: inout WireHandWriter) {
        writer.variant(name, fields: 1)
        writer.write("_0", message)
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> HostToExtension {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("tap") { return .tap(try reader.string("_0")) }
            if name.is("receive") { return .receive(try reader.read("_0", ExtensionMessage.self)) }
            if name.is("completion") {
                return .completion(callback: try reader.int("callback"),
                                   error: try reader.optional("error") { reader throws(WireHandMismatch) in try reader.codable(MessageError.self) })
            }
            if name.is("render") { return .render(path: try reader.string("path")) }
            if name.is("transition") { return .transition(to: try reader.raw("to", PresentationStyle.self)) }
            if name.is("select") { return .select(try reader.read("_0", ExtensionMessage.self)) }
            if name.is("didStartSending") { return .didStartSending(try reader.read("_0", ExtensionMessage.self)) }
            if name.is("didCancelSending") { return .didCancelSending(try reader.read("_0", ExtensionMessage.self)) }
            if name.is("type") { return .type(try reader.string("_0"), into: try reader.optionalString("into")) }
            if name.is("gesture") { return .gesture(try reader.codable("_0", ControlGesture.self)) }
            if name.is("resign") { return .resign }
            if name.is("measure") { return .measure(try reader.codable("_0", ContentSize.self)) }
            if name.is("launch") { return .launch(try reader.codable("_0", ExtensionLaunch.self)) }
            throw WireHandMismatch()
        }
    }
}

extension ExtensionMessage: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        writer.map(count: 3)
        writer.write("payload", payload)
        writer.uuid("senderParticipantIdentifier", senderParticipantIdentifier)
        writer.bool("isPending", isPending)
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> ExtensionMessage {
        try reader.map { reader throws(WireHandMismatch) in
            ExtensionMessage(payload: try reader.read("payload", MessagePayload.self),
                             senderParticipantIdentifier: try reader.uuid("senderParticipantIdentifier"),
                             isPending: try reader.bool("isPending"))
        }
    }
}

extension ExtensionToHost: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .report(report):
            writer.variant("report", fields: 1)
            writer.write("_0", report)
        case let .update(report):
            writer.variant("update", fields: 1)
            writer.write("_0", report)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> ExtensionToHost {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("report") { return .report(try reader.read("_0", ExtensionReport.self)) }
            if name.is("update") { return .update(try reader.read("_0", ExtensionReport.self)) }
            throw WireHandMismatch()
        }
    }
}

/// Keys as `ExtensionReport.encode(to:)` writes them: no screen when it did not change.
extension ExtensionReport: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        writer.map(count: 3 + (screenUnchanged ? 0 : 1) + failure.wireEntryCount + contentSize.wireEntryCount)
        writer.strings("trace", trace)
        writer.list("actions", actions)
        if !screenUnchanged { writer.codable("screen", screen) }
        writer.optionalString("failure", failure)
        writer.optional("contentSize", contentSize) { writer, size in writer.codable(size) }
        writer.list("events", events)
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> ExtensionReport {
        try reader.map { reader throws(WireHandMismatch) in
            let trace = try reader.strings("trace")
            let actions = try reader.list("actions", of: ExtensionAction.self)
            let screen = try reader.optional("screen") { reader throws(WireHandMismatch) in try reader.codable(ScreenSnapshot.self) }
            return ExtensionReport(
                trace: trace, actions: actions, screen: screen ?? ScreenSnapshot(), failure: try reader.optionalString("failure"),
                contentSize: try reader.optional("contentSize") { reader throws(WireHandMismatch) in try reader.codable(ContentSize.self) },
                events: try reader.list("events", of: TraceEvent.self),
                screenUnchanged: screen == nil)
        }
    }
}

extension TraceEvent: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .callback(name):
            writer.variant("callback", fields: 1)
            writer.string("_0", name)
        case let .log(entry):
            writer.variant("log", fields: 1)
            writer.codable("_0", entry)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> TraceEvent {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("callback") { return .callback(try reader.string("_0")) }
            if name.is("log") { return .log(try reader.codable("_0", LogEntry.self)) }
            throw WireHandMismatch()
        }
    }
}
