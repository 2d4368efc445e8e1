extension ContentSize: CustomStringConvertible {
    /// `320x150`: whole points without decimals, others with as many as needed (`320x150.5`).
    public var description: String {
        Self.text(width) + "x" + Self.text(height)
    }

    /// A size written `WIDTHxHEIGHT`, each a non-negative number; nil for anything else.
    public init?(text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 0, height >= 0, width.isFinite, height.isFinite else { return nil }
        self.init(width: width, height: height)
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
