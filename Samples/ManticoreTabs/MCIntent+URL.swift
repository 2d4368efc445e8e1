import Foundation
import Messages
import ManticoreViewFactory

extension MCIntent {
    /// `https://manticore.example/?section=Fruit&view=Pears&likes=2`.
    var url: URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "manticore.example"
        components.path = "/"
        components.queryItems = [URLQueryItem(name: "section", value: sectionName)]
            + (viewName.map { [URLQueryItem(name: "view", value: $0)] } ?? [])
            + [URLQueryItem(name: "likes", value: String(savedInstanceState["likes"] as? Int ?? 0))]
        return components.url
    }

    /// The intent a message's URL carries; nil for another message.
    convenience init?(message: MSMessage) {
        guard let url = message.url, let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              let section = items.first(where: { $0.name == "section" })?.value else { return nil }
        self.init(sectionName: section, viewName: items.first { $0.name == "view" }?.value)
        if let likes = items.first(where: { $0.name == "likes" })?.value.flatMap(Int.init) {
            savedInstanceState["likes"] = likes
        }
    }
}

/// The current intent, written to the container's `UserDefaults` when the extension resigns: what
/// survives the process being killed.
enum SavedState {
    private static let key = "ManticoreTabs.current"

    @MainActor
    static func save(_ intent: MCIntent) {
        UserDefaults.standard.set(intent.url?.absoluteString, forKey: key)
    }

    @MainActor
    static func load() -> MCIntent? {
        guard let text = UserDefaults.standard.string(forKey: key), let url = URL(string: text) else { return nil }
        let message = MSMessage()
        message.url = url
        return MCIntent(message: message)
    }
}
