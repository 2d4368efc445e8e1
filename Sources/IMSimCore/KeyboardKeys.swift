/// The keys the system keyboard shows for the field being edited: letters with a Return key titled
/// after the field's `returnKeyType`, or a pad of digits (`numberPad`, `decimalPad`, `phonePad`),
/// which has no Return key.
public struct KeyboardKeys: Codable, Equatable, Sendable {
    public enum Layout: String, Codable, Sendable {
        case letters
        /// 1 to 9, 0, and delete; `decimalPad` adds a decimal point, `phonePad` `+*#`.
        case digits, decimalDigits = "decimal-digits", phoneDigits = "phone-digits"
    }

    public var layout: Layout
    /// The Return key's title (`return`, `done`, `send`...); nil on a pad of digits.
    public var returnKey: String?

    public init(layout: Layout, returnKey: String?) {
        self.layout = layout
        self.returnKey = returnKey
    }

    public static let letters = KeyboardKeys(layout: .letters, returnKey: "return")

    /// Whether it has a Return key a finger can press.
    public var hasReturnKey: Bool { returnKey != nil }
}
