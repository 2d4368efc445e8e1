import IMSimCore

/// A phone as a person reads it: the app and its screen, the transcript, what is staged, the recent
/// lifecycle trace and extension output. Used by failure reports and the console.
public enum PhoneReport {
    public static func lines(_ name: String, _ snapshot: PhoneSnapshot) -> [String] {
        var lines = ["\(name)'s phone:"]
        lines.append(contentsOf: appLines(snapshot).map { "  " + $0 })
        lines.append("  transcript (\(snapshot.transcript.count)):")
        for item in snapshot.transcript { lines.append("    " + describe(item)) }
        if let staged = snapshot.staged { lines.append("  staged: " + describe(staged)) }
        let lifecycle = snapshot.lifecycle.suffix(12)
        lines.append("  lifecycle" + (snapshot.lifecycle.count > lifecycle.count ? " (last \(lifecycle.count))" : "") + ": "
            + (lifecycle.isEmpty ? "none (no extension was opened)" : lifecycle.joined(separator: ", ")))
        if !snapshot.extensionOutput.isEmpty {
            lines.append("  extension output:")
            lines.append(contentsOf: snapshot.extensionOutput.suffix(10).map { "    | " + $0 })
        }
        return lines
    }

    /// The app on screen: which, in what style, showing what.
    public static func appLines(_ snapshot: PhoneSnapshot) -> [String] {
        guard let app = snapshot.app else { return ["app: closed"] }
        var lines = ["app: \(app.bundleIdentifier), \(app.style.rawValue), showing \(app.screen.visibleController ?? "nothing")"]
        if !app.screen.elements.isEmpty {
            // Places are the screen's; a finger's `tap-at X,Y` counts from the extension view's corner.
            lines.append("screen:" + (app.screen.view.map { " (the extension's view at \($0); tap-at X,Y counts from its top left)" } ?? ""))
            lines.append(contentsOf: inScreenOrder(app.screen.elements).map { "  " + describe($0) })
        }
        if let alert = app.screen.alert { lines.append("alert: '\(alert.title ?? "")' actions \(alert.actions)") }
        if let keyboard = app.screen.keyboard { lines.append("keyboard: up \(keyboard), while a text field is edited") }
        return lines
    }

    /// `button 'Like' #like label 'Like it' image heart (12, 560, 40×30), disabled, covered by UILabel
    /// 'history: 1'`: what it is, how it is named, where, its state, and what keeps a finger or an eye
    /// from it. `-` for an element with no name at all.
    public static func describe(_ element: ScreenElement) -> String {
        var names = [element.text.map { "'\($0)'" }, element.identifier.map { "#\($0)" },
                     element.label.map { "label '\($0)'" }, element.image.map { "image \($0)" }].compactMap { $0 }
        if names.isEmpty { names = ["-"] }
        var text = "\(element.kind.rawValue) " + names.joined(separator: " ") + (element.value.map { " = '\($0)'" } ?? "")
        if let frame = element.frame { text += " \(frame)" }
        if element.enabled == false { text += ", disabled" }
        if element.selected == true { text += ", selected" }
        if element.truncated == true { text += ", truncated" }
        if let obstruction = element.obstruction { text += ", \(obstruction)" }
        return text
    }

    /// Top to bottom, then left to right, as a person reads the screen (by whole points); in view order
    /// when an element has no place on a screen.
    public static func inScreenOrder(_ elements: [ScreenElement]) -> [ScreenElement] {
        guard elements.allSatisfy({ $0.frame != nil }) else { return elements }
        return elements.enumerated().sorted { a, b in
            guard let first = a.element.frame, let second = b.element.frame else { return a.offset < b.offset }
            let (rowA, rowB) = (first.minY.rounded(), second.minY.rounded())
            if rowA != rowB { return rowA < rowB }
            if first.minX.rounded() != second.minX.rounded() { return first.minX < second.minX }
            return a.offset < b.offset
        }.map(\.element)
    }

    public static func describe(_ item: TranscriptItem) -> String {
        switch item.kind {
        case .summary:
            return "[summary] \(item.summary ?? "")"
        case .bubble:
            let query = item.message.queryItems.map(\.description).joined(separator: "&")
            let live = item.isLive ? (item.live.map { " live \(whole($0.width))×\(whole($0.height)) \($0.texts)" } ?? " alternate layout") : ""
            return "[\(item.senderName)] \(item.caption.map { "'\($0)'" } ?? "(no caption)") \(query)\(live)"
                + otherTexts(item) + picture(item.message.shownLayout?.imagePath ?? shownAlternate(item)?.imagePath)
        case .text:
            return "[\(item.senderName)] text '\(item.text ?? "")'"
        case .sticker, .attachment:
            return "[\(item.senderName)] \(item.kind.rawValue) '\(item.filename ?? "")'" + picture(item.message.content.filePath)
        }
    }

    /// A live bubble's alternate layout, which the transcript shows where the extension does not draw.
    private static func shownAlternate(_ item: TranscriptItem) -> LayoutPayload? {
        item.isLive ? item.message.shownLayout?.alternate?.first : nil
    }

    /// `, subcaption 'Move 3', image title 'Board'`: the layout's texts besides its caption.
    private static func otherTexts(_ item: TranscriptItem) -> String {
        guard let layout = shownAlternate(item) ?? item.message.shownLayout else { return "" }
        let texts = [("subcaption", layout.subcaption), ("trailing caption", layout.trailingCaption),
                     ("trailing subcaption", layout.trailingSubcaption), ("image title", layout.imageTitle),
                     ("image subtitle", layout.imageSubtitle)]
        return texts.compactMap { name, text in text.map { ", \(name) '\($0)'" } }.joined()
    }

    /// `, picture attachments/Kate-Your-turn-3f2a9c1b.png`: the file the bubble shows, from here.
    private static func picture(_ path: String?) -> String {
        path.map { ", picture \(PicturePaths.shown($0))" } ?? ""
    }

    /// Whole points; a number too large for an `Int` (read from a damaged journal) as it is.
    private static func whole(_ value: Double) -> String {
        abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
