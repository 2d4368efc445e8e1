import Foundation

extension JSONEncoder {
    /// Keys sorted, slashes as they are: one stable line per value.
    public static var sortedKeys: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
