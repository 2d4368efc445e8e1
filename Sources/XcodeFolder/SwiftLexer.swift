/// Splits Swift source into the tokens the rewriter reads, skipping comments (nested block comments
/// too) and string literals (plain, multi-line, raw, with interpolations holding strings of their own).
/// Enough of Swift's lexical grammar to find attributes and declarations; not a parser. Pure.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var tokens: [SwiftToken] = []

    init(_ source: String) {
        bytes = Array(source.utf8)
        while index < bytes.count { step() }
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private mutating func step() {
        let current = bytes[index]
        switch current {
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            skipString(hashes: 0)
        case UInt8(ascii: "#") where rawStringHashes() != nil:
            let hashes = rawStringHashes() ?? 0
            index += hashes
            skipString(hashes: hashes)
        case UInt8(ascii: "@"), UInt8(ascii: "#"):
            let start = index
            index += 1
            while let next = byte(), Self.isWordByte(next) { index += 1 }
            let kind: SwiftToken.Kind = current == UInt8(ascii: "@") ? .attribute : .word
            tokens.append(SwiftToken(kind: kind, text: text(start, index), start: start, end: index))
        case _ where Self.isWordByte(current):
            let start = index
            while let next = byte(), Self.isWordByte(next) { index += 1 }
            tokens.append(SwiftToken(kind: .word, text: text(start, index), start: start, end: index))
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            index += 1
        default:
            tokens.append(SwiftToken(kind: .punctuation, text: text(index, index + 1), start: index, end: index + 1))
            index += 1
        }
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The number of `#` before a raw string's opening quote at the current index, if one starts here.
    private func rawStringHashes() -> Int? {
        var count = 0
        while byte(count) == UInt8(ascii: "#") { count += 1 }
        return byte(count) == UInt8(ascii: "\"") ? count : nil
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Skips a string literal starting at its opening quote, `hashes` being its raw delimiter count.
    private mutating func skipString(hashes: Int) {
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && closesWith(hashes, from: index + 1) {
                // An escape (or, after hashes of a raw string, an escape of the raw string).
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    index += 1
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }) && closesWith(hashes, from: index + quotes) {
                    index += quotes + hashes
                    return
                }
            }
            if current == UInt8(ascii: "\n") && !multiline { return }
            index += 1
        }
    }

    private func closesWith(_ hashes: Int, from position: Int) -> Bool {
        (0..<hashes).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#") }
    }

    /// Skips `( ... )` inside a string, where strings and parentheses nest.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if current == UInt8(ascii: ")") {
                depth -= 1
                index += 1
                if depth == 0 { return }
            } else if current == UInt8(ascii: "\"") {
                skipString(hashes: 0)
            } else if current == UInt8(ascii: "#"), let hashes = rawStringHashes() {
                index += hashes
                skipString(hashes: hashes)
            } else {
                index += 1
            }
        }
    }
}
