/// One view per item of a collection, each with the item's id as its identity: an item that moves
/// keeps its state; a new id is a new view.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }

    /// A constant range of integers; each number is its own id.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.id = { $0 }
    }

    func resolve(in context: ResolveContext) -> [Element] {
        var counts: [ID: Int] = [:]
        var elements: [Element] = []
        for item in data {
            let itemID = id(item)
            // A repeated id (a mistake SwiftUI warns of) still gets a place of its own.
            let count = counts[itemID, default: 0]
            counts[itemID] = count + 1
            let made = context.appending(.item(AnyHashable(itemID), count)).resolve(content(item))
            // As in SwiftUI, an item's id is its tag for a picker unless the view sets one.
            for element in made where element.tag == nil { element.tag = AnyHashable(itemID) }
            elements += made
        }
        return elements
    }
}
