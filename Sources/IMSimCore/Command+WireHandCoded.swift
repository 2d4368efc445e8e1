/// A person's action by hand: every step sends one (docs/DECISIONS.md, "Hand-coded wire forms").
extension Command: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .openApp(app):
            writer.variant("openApp", fields: app.wireEntryCount)
            writer.optionalString("_0", app)
        case let .tap(control):
            writer.variant("tap", fields: 1)
            writer.string("_0", control)
        case let .type(text, field):
            writer.variant("type", fields: 1 + field.wireEntryCount)
            writer.string("_0", text)
            writer.optionalString("into", field)
        case .pressSend: writer.variant("pressSend", fields: 0)
        case .deleteStaged: writer.variant("deleteStaged", fields: 0)
        case let .tapBubble(reference):
            writer.variant("tapBubble", fields: 1)
            writer.codable("_0", reference)
        case .expand: writer.variant("expand", fields: 0)
        case .collapse: writer.variant("collapse", fields: 0)
        case .close: writer.variant("close", fields: 0)
        case let .keep(reference):
            writer.variant("keep", fields: 1)
            writer.codable("_0", reference)
        case let .switchConversation(name):
            writer.variant("switchConversation", fields: 1)
            writer.string("_0", name)
        case let .gesture(gesture):
            writer.variant("gesture", fields: 1)
            writer.codable("_0", gesture)
        case let .screenshot(path):
            writer.variant("screenshot", fields: 1)
            writer.string("_0", path)
        case let .stepPicture(path, sameAs):
            writer.variant("stepPicture", fields: 1 + sameAs.wireEntryCount)
            writer.string("_0", path)
            writer.optionalString("sameAs", sameAs)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> Command {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("tap") { return .tap(try reader.string("_0")) }
            if name.is("openApp") { return .openApp(try reader.optionalString("_0")) }
            if name.is("type") { return .type(try reader.string("_0"), into: try reader.optionalString("into")) }
            if name.is("pressSend") { return .pressSend }
            if name.is("deleteStaged") { return .deleteStaged }
            if name.is("tapBubble") { return .tapBubble(try reader.codable("_0", BubbleReference.self)) }
            if name.is("expand") { return .expand }
            if name.is("collapse") { return .collapse }
            if name.is("close") { return .close }
            if name.is("keep") { return .keep(try reader.codable("_0", BubbleReference.self)) }
            if name.is("switchConversation") { return .switchConversation(try reader.string("_0")) }
            if name.is("gesture") { return .gesture(try reader.codable("_0", ControlGesture.self)) }
            if name.is("screenshot") { return .screenshot(try reader.string("_0")) }
            if name.is("stepPicture") { return .stepPicture(try reader.string("_0"), sameAs: try reader.optionalString("sameAs")) }
            throw WireHandMismatch()
        }
    }
}

/// What an extension asked Messages for, by hand: a sent message is one.
extension ExtensionAction: WireHandCoded {
    func writeByHand(_ writer: inout WireHandWriter) -> Bool {
        switch self {
        case let .requestPresentationStyle(style):
            writer.variant("requestPresentationStyle", fields: 1)
            writer.raw("_0", style)
        case .dismiss:
            writer.variant("dismiss", fields: 0)
        case let .insert(draft, callback, send):
            writer.variant("insert", fields: 3)
            writer.write("_0", draft)
            writer.int("callback", callback)
            writer.bool("send", send)
        case let .refuse(callback, error):
            writer.variant("refuse", fields: 2)
            writer.int("callback", callback)
            writer.codable("error", error)
        }
        return true
    }

    static func readByHand(_ reader: inout WireHandReader) throws(WireHandMismatch) -> ExtensionAction {
        try reader.variant { reader, name throws(WireHandMismatch) in
            if name.is("insert") {
                return .insert(try reader.read("_0", DraftMessage.self), callback: try reader.int("callback"),
                               send: try reader.bool("send"))
            }
            if name.is("requestPresentationStyle") { return .requestPresentationStyle(try reader.raw("_0", PresentationStyle.self)) }
            if name.is("dismiss") { return .dismiss }
            if name.is("refuse") {
                return .refuse(callback: try reader.int("callback"), error: try reader.codable("error", MessageError.self))
            }
            throw WireHandMismatch()
        }
    }
}

extension Command {
    /// The size of its wire form: a phone refuses a frame over its limit.
    public var wireSize: Int { wireBytes().count }
}
