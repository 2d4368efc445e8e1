/// A list of a run's artifacts (`result.json`'s steps, the page's): as read whole from a file, or
/// made one item at a time from what it stands for, so that a long run's list is not held twice.
/// Encoded and decoded as a JSON array.
public struct MadeList<Element: Codable & Sendable>: RandomAccessCollection, Codable, Sendable, ExpressibleByArrayLiteral {
    private var listed: [Element]
    private var made: (count: Int, item: @Sendable (Int) -> Element)?

    public init(_ items: [Element]) {
        listed = items
    }

    public init(arrayLiteral items: Element...) {
        self.init(items)
    }

    /// `count` items, item `i` made by `item(i)` each time it is read.
    init(count: Int, item: @escaping @Sendable (Int) -> Element) {
        listed = []
        made = (count, item)
    }

    public init(from decoder: any Decoder) throws {
        try self.init([Element](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for item in self { try container.encode(item) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { made?.count ?? listed.count }

    public subscript(position: Int) -> Element {
        if let made {
            precondition(indices.contains(position), "index \(position) of \(count)")
            return made.item(position)
        }
        return listed[position]
    }
}

extension MadeList: Equatable where Element: Equatable {
    public static func == (left: MadeList, right: MadeList) -> Bool {
        left.elementsEqual(right)
    }
}
