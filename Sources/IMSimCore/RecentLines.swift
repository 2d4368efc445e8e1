/// The last lines a process printed, for failure reports.
public struct RecentLines: Equatable, Sendable {
    public let limit: Int
    public private(set) var lines: [String] = []

    public init(limit: Int) { self.limit = limit }

    public mutating func append(_ line: String) {
        lines.append(line)
        if lines.count > limit { lines.removeFirst(lines.count - limit) }
    }
}
