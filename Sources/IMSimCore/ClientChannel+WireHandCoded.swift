/// A client and the run by hand: a console following a long run reads every entry of its journal
/// (docs/DECISIONS.md, "Hand-coded wire forms"). The run's description goes through `Codable` inside.
extension RunToClient: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .welcome(info):
            writer.variant("welcome", fields: 1)
            writer.codable("_0", info)
        case let .entries(entries):
            writer.variant("entries", fields: 1)
            writer.list("_0", entries)
        case let .performed(request, failure):
            writer.variant("performed", fields: 1 + failure.wireEntryCount)
            writer.int("request", request)
            writer.optionalString("failure", failure)
        case let .quiet(journalIndex):
            writer.variant("quiet", fields: 1)
            writer.int("journalIndex", journalIndex)
        case let .ended(reason):
            writer.variant("ended", fields: 1)
            writer.string("reason", reason)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> RunToClient {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("entries") {
                return .entries(try reader.list("_0", of: JournalEntry.self))
            }
            if name.is("performed") { return .performed(request: try reader.int("request"), failure: try reader.optionalString("failure")) }
            if name.is("quiet") { return .quiet(journalIndex: try reader.int("journalIndex")) }
            if name.is("ended") { return .ended(reason: try reader.string("reason")) }
            if name.is("welcome") { return .welcome(try reader.codable("_0", RunInfo.self)) }
            throw WireHandMismatch()
        }
    }
}

extension ClientToRun: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .subscribe(from):
            writer.variant("subscribe", fields: 1)
            writer.int("from", from)
        case let .perform(request, participant, command):
            writer.variant("perform", fields: 3)
            writer.int("request", request)
            writer.string("participant", participant)
            writer.write("command", command)
        case let .annotate(event):
            writer.variant("annotate", fields: 1)
            writer.write("_0", event)
        case let .endRun(reason):
            writer.variant("endRun", fields: 1)
            writer.string("reason", reason)
        case let .locateHang(participant):
            writer.variant("locateHang", fields: 1)
            writer.string("participant", participant)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> ClientToRun {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("perform") {
                return .perform(request: try reader.int("request"), participant: try reader.string("participant"),
                                command: try reader.read("command", Command.self))
            }
            if name.is("annotate") { return .annotate(try reader.read("_0", ClientEvent.self)) }
            if name.is("subscribe") { return .subscribe(from: try reader.int("from")) }
            if name.is("endRun") { return .endRun(reason: try reader.string("reason")) }
            if name.is("locateHang") { return .locateHang(participant: try reader.string("participant")) }
            throw WireHandMismatch()
        }
    }
}
