import Foundation

/// docs/api-status.txt: the groups docs/API.md lists imsim's public names in, and how each behaves.
///
/// `## Module: Group` starts a group; each other line is `NAME STATUS [NOTE]`. A NAME that is a
/// top-level type, function or extended type places it in the group; a nested type or a member
/// (`UIImage.init(systemName:)`) only gives its own status. `#` starts a comment.
struct APIStatusFile {
    enum Status: String, CaseIterable {
        case ios
        case headless
        case standIn = "stand-in"
        case imsim

        var label: String {
            switch self {
            case .ios: "iOS"
            case .headless: "headless"
            case .standIn: "stand-in"
            case .imsim: "imsim only"
            }
        }
    }

    struct Line {
        var name: String
        var status: Status
        var note: String
        var number: Int
    }

    struct Group {
        var module: String
        var title: String
        var lines: [Line]
    }

    var groups: [Group] = []
    /// Lines that could not be read, as `line N: problem`.
    var problems: [String] = []

    init(_ text: String) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || (line.hasPrefix("#") && !line.hasPrefix("## ")) { continue }
            if line.hasPrefix("## ") {
                let heading = line.dropFirst(3).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard heading.count == 2 else {
                    problems.append("line \(number): a group is written `## Module: Group`")
                    continue
                }
                groups.append(Group(module: heading[0], title: heading[1], lines: []))
                continue
            }
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard words.count >= 2, let status = Status(rawValue: String(words[1])) else {
                let known = Status.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append("line \(number): expected `NAME STATUS [NOTE]` with STATUS one of \(known)")
                continue
            }
            guard !groups.isEmpty else {
                problems.append("line \(number): `\(words[0])` comes before any `## Module: Group`")
                continue
            }
            let note = words.count > 2 ? words[2].trimmingCharacters(in: .whitespaces) : ""
            groups[groups.count - 1].lines.append(Line(name: String(words[0]), status: status, note: note, number: number))
        }
    }
}
