import Foundation

/// One Swift file of an Xcode folder made buildable by Linux's compiler, which has no Objective-C
/// runtime: `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@objc`
/// and `@objcMembers` are blanked out, and so are `private` and `fileprivate` on outlets and actions
/// (the generated connectors live in another file); `Bundle.main` and `Bundle(for: AClass.self)` become
/// `Bundle.Main`, the extension's bundle (`XcodeFolderBundle`), and `#selector(tap(_:))` becomes `_sel("tap:")`, the Objective-C name
/// UIKit's target-action looks its connector up by. Each is replaced by as many characters, so every
/// line and column stays where it was, and `#sourceLocation` names the original file: errors, crash
/// frames and `#file` point at the user's own file and line. A file that uses `URLSession` or
/// `URLRequest` also imports FoundationNetworking, where Linux keeps them. Also lists the outlets and
/// actions. Pure.
public struct SwiftSourceRewrite {
    public private(set) var text: String
    public private(set) var outlets: [OutletDeclaration] = []
    public private(set) var actions: [ActionDeclaration] = []
    public private(set) var inspectables: [InspectableDeclaration] = []
    /// The classes, structures and enumerations the file declares, by their own names.
    public private(set) var declaredTypes: Set<String> = []
    /// Each class's first inherited type (its superclass, or a protocol), by the class's own name.
    public private(set) var inheritance: [String: String] = [:]

    static let blanked: Set<String> = ["@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable", "@IBSegueAction",
                                       "@objc", "@objcMembers", "@GKInspectable"]
    /// Foundation's types that Linux keeps in FoundationNetworking.
    static let networkingTypes: Set<String> = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionConfiguration",
                                               "URLSessionTask", "URLSessionDataTask", "URLSessionDelegate", "URLCache", "HTTPCookie"]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    private static let notTypeNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "static", "override",
                                                    "final", "class", "public", "open", "private", "fileprivate", "internal"]

    /// - Parameters:
    ///   - path: the original file's absolute path, for `#sourceLocation`.
    ///   - knownSelectors: the selectors of the `@objc` and `@IBAction` methods of every file of the
    ///     folder, by method name, for `#selector(name)` written without its labels.
    public init(source: String, path: String, knownSelectors: [String: String] = [:]) {
        let tokens = SwiftLexer(source).tokens
        var blanks: [Range<Int>] = []
        var renames: [Int] = []
        var selectors: [(range: Range<Int>, name: String)] = []
        var bundleCalls: [Range<Int>] = []
        var scopes: [(name: String, depth: Int)] = []
        var depth = 0
        var pendingType: String?
        let lineStarts = Self.lineStarts(source)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch (token.kind, token.text) {
            case (.punctuation, "{"):
                depth += 1
                if let name = pendingType { scopes.append((name, depth)) }
                pendingType = nil
            case (.punctuation, "}"):
                while let last = scopes.last, last.depth >= depth { scopes.removeLast() }
                depth -= 1
            case (.word, "#selector"):
                if let found = Self.selectorExpression(tokens, at: index, known: knownSelectors) {
                    selectors.append(found)
                }
            case (.word, "Bundle") where index + 2 < tokens.count && tokens[index + 1].text == "." && tokens[index + 2].text == "main":
                // `Bundle.main` is the extension's bundle (`Bundle.Main`, generated): same length, same columns.
                renames.append(tokens[index + 2].start)
            case (.word, "Bundle") where index + 3 < tokens.count && tokens[index + 1].text == "(" && tokens[index + 2].text == "for"
                && tokens[index + 3].text == ":":
                // `Bundle(for: AClass.self)` is the bundle holding the class: the extension's, for its own classes.
                // Only a class's bundle (`AClass.self`, `type(of: x)`), not another type named Bundle's init.
                if let call = Self.callRange(tokens, at: index + 1),
                   Self.line(of: call.lowerBound, in: lineStarts) == Self.line(of: call.upperBound - 1, in: lineStarts),
                   let text = String(bytes: Array(source.utf8)[call], encoding: .utf8),
                   text.hasSuffix(".self)") || (index + 4 < tokens.count && tokens[index + 4].text == "type") {
                    bundleCalls.append(tokens[index].start..<call.upperBound)
                }
            case (.word, let word) where Self.typeKeywords.contains(word):
                if index + 1 < tokens.count, tokens[index + 1].kind == .word, !Self.notTypeNames.contains(tokens[index + 1].text) {
                    pendingType = Self.dottedName(tokens, from: index + 1)
                    if word != "extension" && word != "protocol" { declaredTypes.insert(tokens[index + 1].text) }
                    if word == "class", let inherited = Self.firstInherited(tokens, after: index + 1) {
                        inheritance[tokens[index + 1].text] = inherited
                    }
                }
            case (.attribute, let name) where Self.blanked.contains(name):
                var end = token.end
                if name == "@objc", index + 1 < tokens.count, tokens[index + 1].text == "(",
                   let close = tokens[(index + 1)...].firstIndex(where: { $0.text == ")" }) {
                    end = tokens[close].end
                }
                blanks.append(token.start..<end)
                if name == "@IBInspectable", let found = Self.inspectable(tokens, after: index, owner: scopes.map(\.name).joined(separator: "."),
                                                                          line: Self.line(of: token.start, in: lineStarts)) {
                    inspectables.append(found)
                }
                if name == "@IBOutlet" || name == "@IBAction" || name == "@objc" {
                    let owner = scopes.map(\.name).joined(separator: ".")
                    let line = Self.line(of: token.start, in: lineStarts)
                    let found = Self.declaration(tokens, after: index, owner: owner, line: line, isAction: name == "@IBAction")
                    blanks += found.blanks
                    if name == "@IBOutlet" { outlets += found.outlets }
                    if let action = found.action { actions.append(action) }
                }
            default:
                break
            }
            index += 1
        }
        var bytes = Array(source.utf8)
        for start in renames { bytes[start] = UInt8(ascii: "M") }
        for range in bundleCalls {
            bytes.replaceSubrange(range, with: Array("Bundle.Main".utf8) + Array(repeating: UInt8(ascii: " "), count: range.count - 11))
        }
        // `#selector(...)` becomes `_sel("name:")` (generated), padded to its length when shorter, so
        // the columns after it stay; a longer one shifts the rest of its line. Last first, so offsets hold.
        for (range, name) in selectors.reversed() {
            var replacement = Array("_sel(\"\(name)\")".utf8)
            if replacement.count < range.count { replacement += Array(repeating: UInt8(ascii: " "), count: range.count - replacement.count) }
            bytes.replaceSubrange(range, with: replacement)
        }
        for range in blanks {
            for position in range where bytes[position] != UInt8(ascii: "\n") { bytes[position] = UInt8(ascii: " ") }
        }
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        // On Linux URLSession and URLRequest are in FoundationNetworking, which Apple's Foundation includes:
        // a file that uses them gets it too, above the line numbering, so no line moves.
        let networking = tokens.contains { $0.kind == .word && Self.networkingTypes.contains($0.text) }
            ? ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"] : []
        text = Self.placingHeader(networking, path: escaped, above: String(decoding: bytes, as: UTF8.self))
    }

    /// `body` under `leading` lines and the `#sourceLocation` naming `path`. The compiler's messages give
    /// the original file and line either way, but its excerpts number the copy's lines: when the file
    /// starts with as many lines of comment or nothing (Xcode's file header), the header takes their
    /// place, so every line of code has the same number in the copy as in the original.
    static func placingHeader(_ leading: [String], path: String, above body: String) -> String {
        // By bytes: "\r\n" is one Character, and a file from Windows is lines all the same.
        let lines = body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let header = leading.count + 1
        let spare = lines.prefix { line in
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty || text.hasPrefix("//")
        }.count
        guard spare >= header, lines.count > header else {
            return (leading + ["#sourceLocation(file: \"\(path)\", line: 1)", body]).joined(separator: "\n")
        }
        return (leading + ["#sourceLocation(file: \"\(path)\", line: \(header + 1))"] + lines.dropFirst(header)).joined(separator: "\n")
    }

    /// The bytes from the `(` at `open` to its matching `)`, if it is closed.
    static func callRange(_ tokens: [SwiftToken], at open: Int) -> Range<Int>? {
        var depth = 0
        for index in open..<tokens.count {
            switch tokens[index].text {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return tokens[open].start..<tokens[index].end }
            default: break
            }
        }
        return nil
    }

    /// The range of a `#selector(...)` at `index` and the Objective-C selector it names: `getter:` and
    /// `setter:` forms, a method with its labels (`send(_:forEvent:)`), or a bare name resolved among
    /// the folder's `@objc` methods (else taken as a method with no arguments).
    static func selectorExpression(_ tokens: [SwiftToken], at index: Int, known: [String: String]) -> (range: Range<Int>, name: String)? {
        guard index + 1 < tokens.count, tokens[index + 1].text == "(" else { return nil }
        var depth = 0
        var close = index + 1
        while close < tokens.count {
            if tokens[close].text == "(" { depth += 1 }
            if tokens[close].text == ")" { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        guard close < tokens.count else { return nil }
        var inner = Array(tokens[(index + 2)..<close])
        var accessor: String?
        if inner.count > 2, ["getter", "setter"].contains(inner[0].text), inner[1].text == ":" {
            accessor = inner[0].text
            inner.removeFirst(2)
        }
        // The method's labels, when written: the last parenthesized group.
        var labels: [String]?
        if inner.last?.text == ")", let open = inner.lastIndex(where: { $0.text == "(" }) {
            let group = inner[(open + 1)..<(inner.count - 1)]
            labels = group.filter { $0.kind == .word }.map(\.text)
            inner.removeSubrange(open...)
        }
        guard let name = inner.last(where: { $0.kind == .word })?.text else { return nil }
        let selector: String
        switch (accessor, labels) {
        case ("getter", _): selector = name
        case ("setter", _): selector = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
        case (_, let labels?): selector = ActionDeclaration(type: "", name: name, labels: labels, line: 0, isAction: false).selector
        default: selector = known[name] ?? name
        }
        return (tokens[index].start..<tokens[close].end, selector)
    }

    /// `Outer.Inner` from the words and dots starting at `index`.
    private static func dottedName(_ tokens: [SwiftToken], from index: Int) -> String {
        var parts = [tokens[index].text]
        var next = index + 1
        while next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .word {
            parts.append(tokens[next + 1].text)
            next += 2
        }
        return parts.joined(separator: ".")
    }

    /// The declaration an attribute at `index` applies to: the access modifiers to blank, and the
    /// outlets (`var a, b: UILabel!` declares two) or the action it declares.
    private static func declaration(_ tokens: [SwiftToken], after index: Int, owner: String, line: Int, isAction: Bool)
        -> (blanks: [Range<Int>], outlets: [OutletDeclaration], action: ActionDeclaration?) {
        var blanks: [Range<Int>] = []
        var isStatic = false
        var next = index + 1
        while next < tokens.count {
            let token = tokens[next]
            switch token.text {
            case "private", "fileprivate":
                var end = token.end
                if next + 3 < tokens.count, tokens[next + 1].text == "(", tokens[next + 2].text == "set", tokens[next + 3].text == ")" {
                    end = tokens[next + 3].end
                    next += 3
                }
                blanks.append(token.start..<end)
            case "static", "class":
                isStatic = true
            case "var", "let":
                let names = token.text == "var" ? variableNames(tokens, after: next) : []
                return (blanks, names.map { OutletDeclaration(type: owner, name: $0, line: line) }, nil)
            case "func":
                guard next + 2 < tokens.count, tokens[next + 1].kind == .word, tokens[next + 2].text == "(" else {
                    return (blanks, [], nil)
                }
                let (labels, close) = parameterLabels(tokens, openingAt: next + 2)
                // Only an instance method that neither throws, awaits nor returns a value can be a connector's target.
                let after = close + 1 < tokens.count ? tokens[close + 1].text : ""
                let plain = !isStatic && !["async", "throws", "rethrows", "-"].contains(after)
                return (blanks, [], ActionDeclaration(type: owner, name: tokens[next + 1].text, labels: labels, line: line,
                                                      isAction: isAction, isCallable: plain))
            case "{", "}", ";", "init", "struct", "enum", "extension", "subscript", "protocol":
                return (blanks, [], nil)
            default:
                break
            }
            next += 1
        }
        return (blanks, [], nil)
    }

    /// The property an `@IBInspectable` at `index` marks: `var name: Type` (an optional's wrapped type),
    /// when its type is one word.
    static func inspectable(_ tokens: [SwiftToken], after index: Int, owner: String, line: Int) -> InspectableDeclaration? {
        guard !owner.isEmpty, let declaration = tokens[(index + 1)...].prefix(8).firstIndex(where: { $0.text == "var" }),
              declaration + 3 < tokens.count, tokens[declaration + 1].kind == .word, tokens[declaration + 2].text == ":",
              tokens[declaration + 3].kind == .word else { return nil }
        return InspectableDeclaration(type: owner, name: tokens[declaration + 1].text, valueType: tokens[declaration + 3].text, line: line)
    }

    /// The names a `var` at `index` declares: `a` in `var a: T`, `a` and `b` in `var a, b: T`.
    private static func variableNames(_ tokens: [SwiftToken], after index: Int) -> [String] {
        let ends: Set<String> = ["var", "let", "func", "private", "fileprivate", "public", "internal", "open", "override", "static",
                                 "class", "weak", "unowned", "lazy", "init", "deinit", "subscript", "{", "}", "=", ";"]
        var names: [String] = []
        var next = index + 1
        var depth = 0
        var expectName = true
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .attribute || (depth == 0 && ends.contains(token.text)) { break }
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(depth - 1, 0)
            case "," where depth == 0: expectName = true
            default:
                if expectName, token.kind == .word {
                    names.append(token.text)
                    expectName = false
                }
            }
            next += 1
        }
        return names
    }

    /// The first type a class declaration at `index` (its name) inherits from, if it has one.
    private static func firstInherited(_ tokens: [SwiftToken], after index: Int) -> String? {
        var next = index + 1
        if next < tokens.count, tokens[next].text == "<" {
            var depth = 0
            while next < tokens.count {
                if tokens[next].text == "<" { depth += 1 }
                if tokens[next].text == ">" { depth -= 1; if depth == 0 { break } }
                next += 1
            }
            next += 1
        }
        guard next + 1 < tokens.count, tokens[next].text == ":", tokens[next + 1].kind == .word else { return nil }
        return dottedName(tokens, from: next + 1)
    }

    /// The argument labels of the parameter list opening at `open`.
    private static func parameterLabels(_ tokens: [SwiftToken], openingAt open: Int) -> (labels: [String], close: Int) {
        var labels: [String] = []
        var depth = 0
        var head: [String] = []
        var inType = false
        var previous = ""
        for (offset, token) in tokens[(open + 1)...].enumerated() {
            switch token.text {
            case "(", "[", "<":
                depth += 1
            case ")" where depth == 0:
                if let first = head.first { labels.append(first) }
                return (labels, open + 1 + offset)
            case ")", "]":
                depth -= 1
            case ">" where previous != "-":
                depth = max(depth - 1, 0)
            case "," where depth == 0:
                if let first = head.first { labels.append(first) }
                head = []
                inType = false
            case ":" where depth == 0:
                inType = true
            default:
                if !inType, depth == 0, token.kind == .word { head.append(token.text) }
            }
            previous = token.text
        }
        return (labels, tokens.count)
    }

    private static func lineStarts(_ source: String) -> [Int] {
        var starts = [0]
        for (offset, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    private static func line(of offset: Int, in starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
