//
//  Invitation.swift
//  GameNight MessagesExtension
//

import Foundation

/// A game night: which game, and who is in. It travels in the message's URL.
struct Invitation: Equatable {
    /// The games the segmented control offers, in its order (games.json in the bundle).
    static let games: [String] = {
        guard let url = Bundle.main.url(forResource: "games", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let names = try? JSONDecoder().decode([String].self, from: data) else { return ["Chess"] }
        return names
    }()

    var game: String
    var guests: [String]

    init(game: String, guests: [String] = []) {
        self.game = game
        self.guests = guests
    }

    init?(url: URL?) {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let game = components.queryItems?.first(where: { $0.name == "game" })?.value else { return nil }
        self.game = game
        guests = components.queryItems?.filter { $0.name == "guest" }.compactMap(\.value) ?? []
    }

    var url: URL {
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "game", value: game)] + guests.map { URLQueryItem(name: "guest", value: $0) }
        return components.url!
    }

    var caption: String { "\(game) night" }

    var summary: String {
        if guests.isEmpty {
            return NSLocalizedString("summary.none", comment: "The invitation's summary when nobody has joined.")
        }
        let format = NSLocalizedString("summary.some", comment: "The invitation's summary: how many joined, and their names.")
        return String(format: format, guests.count, guests.joined(separator: ", "))
    }
}
