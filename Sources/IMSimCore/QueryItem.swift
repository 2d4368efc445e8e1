/// One name-value pair of a message URL's query, in order.
public struct QueryItem: Codable, Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var value: String?

    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }

    /// `name=value`, the form scenarios use.
    public var description: String { value.map { "\(name)=\($0)" } ?? name }
}
