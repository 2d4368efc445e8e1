import IMSimCore

/// What a phone's app shows, for `screen` in a console's JSON: the app, its style and visible
/// controller, each element in screen order, and the alert.
public struct ConsoleScreen: Codable, Equatable, Sendable {
    /// The open app's bundle identifier; nil when no app is open.
    public var app: String?
    public var style: String?
    public var controller: String?
    public var elements: [ScreenElement]
    public var alert: AlertSnapshot?

    public init(_ snapshot: PhoneSnapshot) {
        app = snapshot.app?.bundleIdentifier
        style = snapshot.app?.style.rawValue
        controller = snapshot.app?.screen.visibleController
        elements = PhoneReport.inScreenOrder(snapshot.app?.screen.elements ?? [])
        alert = snapshot.app?.screen.alert
    }
}
