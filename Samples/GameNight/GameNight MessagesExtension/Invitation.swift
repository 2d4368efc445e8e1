//
//  Invitation.swift
//  GameNight MessagesExtension
//

import Foundation

/// A game night: which game, and who is in. It travels in the message's URL.
struct Invitation: Equatable {
    static let games = ["Chess", "Catan", "Poker"]

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
        guests.isEmpty ? "Nobody is in yet" : "\(guests.count) in: \(guests.joined(separator: ", "))"
    }
}
