/// Where a value is in the one being coded, built into a `[CodingKey]` only when asked for (an error
/// says where): each nested value links to its parent's, with no array copied per value.
final class WireCodingPath {
    let parent: WireCodingPath?
    let key: any CodingKey

    init(parent: WireCodingPath?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the root to `path`.
    static func keys(_ path: WireCodingPath?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = path
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }
}
