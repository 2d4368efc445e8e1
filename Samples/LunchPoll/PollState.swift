import Foundation

/// A poll as its messages carry it: the question, the options, and each voter's ballot. A ballot
/// has the voter's own count of changes, so merging two states keeps each voter's latest choice
/// whatever order they arrive in.
struct PollState: Equatable {
    struct Ballot: Equatable {
        var option: Int
        var version: Int
    }

    var question: String
    var options: [String]
    var ballots: [String: Ballot] = [:]

    func votes(for option: Int) -> Int {
        ballots.values.filter { $0.option == option }.count
    }

    var totalVotes: Int { ballots.count }

    func choice(of voter: String) -> Int? { ballots[voter]?.option }

    mutating func vote(_ voter: String, for option: Int) {
        let version = (ballots[voter]?.version ?? 0) + 1
        ballots[voter] = Ballot(option: option, version: version)
    }

    /// What both know: each voter's ballot with the higher count.
    mutating func merge(_ other: PollState) {
        for (voter, ballot) in other.ballots where ballot.version > ballots[voter]?.version ?? 0 {
            ballots[voter] = ballot
        }
    }

    /// `?q=Where&o=Pizza&o=Sushi&b=VOTER.OPTION.VERSION`.
    var url: URL? {
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "q", value: question)] + options.map { URLQueryItem(name: "o", value: $0) }
            + ballots.keys.sorted().map { voter in
                let ballot = ballots[voter]!
                return URLQueryItem(name: "b", value: "\(voter).\(ballot.option).\(ballot.version)")
            }
        return components.url
    }

    init(question: String, options: [String]) {
        self.question = question
        self.options = options
    }

    init?(url: URL) {
        guard let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              let question = items.first(where: { $0.name == "q" })?.value else { return nil }
        self.question = question
        options = items.filter { $0.name == "o" }.compactMap(\.value)
        for item in items where item.name == "b" {
            let parts = (item.value ?? "").split(separator: ".")
            guard parts.count == 3, let option = Int(parts[1]), let version = Int(parts[2]), options.indices.contains(option) else { continue }
            ballots[String(parts[0])] = Ballot(option: option, version: version)
        }
    }
}
