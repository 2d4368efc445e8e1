import IMSimCore

/// A line of the visible table as `table-rows` expects it: a section's header, or a row with the
/// fields given. Compared with `ScreenSnapshot.tableEntries`.
public enum TableEntryExpectation: Equatable, Sendable {
    /// A section's header title (`tableView(_:titleForHeaderInSection:)`).
    case header(String)
    /// A row. `text`: its `textLabel`'s text, or for a cell without one what `table` reads;
    /// `detail`: its `detailTextLabel`'s; `accessory`: its `accessoryType`'s Swift name (`none` for none).
    case row(text: String?, detail: String?, accessory: String?)

    /// The accessory names a scenario may write, as in Swift: `.checkmark` is `checkmark`.
    public static let accessories = ["none", "checkmark", "disclosureIndicator", "detailDisclosureButton", "detailButton"]

    public func matches(_ element: ScreenElement) -> Bool {
        switch self {
        case let .header(title):
            return element.kind == .header && element.text == title
        case let .row(text, detail, accessory):
            return element.kind == .cell
                && (text == nil || text == Self.text(of: element))
                && (detail == nil || detail == element.detail)
                && (accessory == nil || accessory == Self.accessory(of: element))
        }
    }

    static func text(of row: ScreenElement) -> String? { row.title ?? row.text }
    static func accessory(of row: ScreenElement) -> String { row.accessory ?? "none" }
}
