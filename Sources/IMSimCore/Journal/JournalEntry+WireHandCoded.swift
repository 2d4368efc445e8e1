/// A journal entry by hand: a console following a run gets each one's wire form, and the journal's
/// line is made from it (docs/DECISIONS.md, "Hand-coded wire forms").
extension JournalEntry: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        writer.map(count: 5)
        writer.int("index", index)
        writer.string("source", source)
        writer.int("sequence", sequence)
        writer.uint64("time", time)
        writer.write("event", event)
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> JournalEntry {
        try reader.map { reader throws(WireHandMismatch) in
            JournalEntry(index: try reader.int("index"), source: try reader.string("source"), sequence: try reader.int("sequence"),
                         time: try reader.uint64("time"),
                         event: try reader.read("event", JournalEvent.self))
        }
    }
}

/// Who reported what: one key naming the source.
extension JournalEvent: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        writer.map(count: 1)
        switch self {
        case let .phone(event): writer.write("phone", event)
        case let .relay(event): writer.write("relay", event)
        case let .client(event): writer.write("client", event)
        case let .run(event): writer.codable("run", event)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> JournalEvent {
        try reader.map { reader throws(WireHandMismatch) in
            if let event = try reader.optional("phone", { reader throws(WireHandMismatch) in try reader.read(PhoneEvent.self) }) {
                return .phone(event)
            }
            if let event = try reader.optional("relay", { reader throws(WireHandMismatch) in try reader.read(RelayEvent.self) }) {
                return .relay(event)
            }
            if let event = try reader.optional("client", { reader throws(WireHandMismatch) in try reader.read(ClientEvent.self) }) {
                return .client(event)
            }
            return .run(try reader.codable("run", RunEvent.self))
        }
    }
}

/// The relay's routing, one event a message.
extension RelayEvent: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .connected(name):
            writer.variant("connected", fields: 1)
            writer.string("name", name)
        case let .disconnected(name, reason):
            writer.variant("disconnected", fields: 1 + reason.wireEntryCount)
            writer.string("name", name)
            writer.optionalString("reason", reason)
        case let .refused(reason):
            writer.variant("refused", fields: 1)
            writer.string("reason", reason)
        case let .routed(messageID, from, to, unreachable, bytes):
            writer.variant("routed", fields: 5)
            writer.uuid("messageID", messageID)
            writer.string("from", from)
            writer.strings("to", to)
            writer.strings("unreachable", unreachable)
            writer.int("bytes", bytes)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> RelayEvent {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("routed") {
                return .routed(messageID: try reader.uuid("messageID"), from: try reader.string("from"), to: try reader.strings("to"),
                               unreachable: try reader.strings("unreachable"), bytes: try reader.int("bytes"))
            }
            if name.is("connected") { return .connected(name: try reader.string("name")) }
            if name.is("disconnected") { return .disconnected(name: try reader.string("name"), reason: try reader.optionalString("reason")) }
            if name.is("refused") { return .refused(reason: try reader.string("reason")) }
            throw WireHandMismatch()
        }
    }
}

/// A client's notes: two a step from the scenario player.
extension ClientEvent: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .stepStarted(index, step, location):
            writer.variant("stepStarted", fields: 3)
            writer.int("index", index)
            writer.string("step", step)
            writer.string("location", location)
        case let .stepFinished(index, failure, milliseconds):
            writer.variant("stepFinished", fields: 2 + failure.wireEntryCount)
            writer.int("index", index)
            writer.optionalString("failure", failure)
            writer.key("milliseconds")
            writer.double(milliseconds)
        case let .scenarioFinished(outcome, reason):
            writer.variant("scenarioFinished", fields: 1 + reason.wireEntryCount)
            writer.string("outcome", outcome)
            writer.optionalString("reason", reason)
        case let .attached(participant):
            writer.variant("attached", fields: 1)
            writer.string("participant", participant)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> ClientEvent {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("stepStarted") {
                return .stepStarted(index: try reader.int("index"), step: try reader.string("step"), location: try reader.string("location"))
            }
            if name.is("stepFinished") {
                return .stepFinished(index: try reader.int("index"), failure: try reader.optionalString("failure"),
                                     milliseconds: try reader.field("milliseconds") { reader throws(WireHandMismatch) in try reader.double() })
            }
            if name.is("scenarioFinished") {
                return .scenarioFinished(outcome: try reader.string("outcome"), reason: try reader.optionalString("reason"))
            }
            if name.is("attached") { return .attached(participant: try reader.string("participant")) }
            throw WireHandMismatch()
        }
    }

    /// The size of its wire form: a client's note has a limit.
    public var wireSize: Int { wireBytes().count }
}

extension RelayToRun: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .relayEvents(events):
            writer.variant("relayEvents", fields: 1)
            writer.list("_0", events)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> RelayToRun {
        try reader.variant { reader, name throws(WireHandMismatch) in
            guard name.is("relayEvents") else { throw WireHandMismatch() }
            return .relayEvents(try reader.list("_0", of: Stamped<RelayEvent>.self))
        }
    }
}

extension RunToPhone: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .command(request, command):
            writer.variant("command", fields: 2)
            writer.int("request", request)
            writer.write("command", command)
        case .shutdown:
            writer.variant("shutdown", fields: 0)
        case .locateHang:
            writer.variant("locateHang", fields: 0)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> RunToPhone {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("command") { return .command(request: try reader.int("request"), command: try reader.read("command", Command.self)) }
            if name.is("shutdown") { return .shutdown }
            if name.is("locateHang") { return .locateHang }
            throw WireHandMismatch()
        }
    }
}
