import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InterfaceBuilder

/// Reads a storyboard's or a xib's XML into an `IBDocument` with Foundation's `XMLParser`, keeping
/// each element's line. Used at build time (`XcodeFolderTool`) and by tests; extensions never parse XML.
public enum IBXMLReader {
    /// Why a file could not be read: where, and what the parser said.
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let reason: String
        public var description: String { "\(path):\(line): error: \(reason)" }
    }

    /// The document in `data`, named after `path` (`Base.lproj/MainInterface.storyboard` is `MainInterface`).
    public static func read(_ data: Data, path: String) throws(Failure) -> IBDocument {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let parsed = parser.parse()
        guard parsed, let root = builder.root else {
            let reason = builder.failure ?? parser.parserError.map { "not well-formed XML (\($0.localizedDescription))" }
                ?? "no root element"
            throw Failure(path: path, line: max(parser.lineNumber, 1), reason: reason)
        }
        guard root.tag == "document" else {
            throw Failure(path: path, line: root.line, reason: "the root element is <\(root.tag)>, not an Interface Builder <document>")
        }
        let url = URL(fileURLWithPath: path)
        let kind: IBDocument.Kind = url.pathExtension == "xib" ? .xib : .storyboard
        return IBDocument(name: url.deletingPathExtension().lastPathComponent, kind: kind, path: path, root: root)
    }

    public static func read(contentsOf path: String) throws(Failure) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(path: path, line: 1, reason: "cannot read the file: \(error.localizedDescription)")
        }
        return try read(data, path: path)
    }

    /// Builds the tree as the parser reports elements; text between elements is not kept (IB writes
    /// none that imsim reads, but for `<string>` values, which it keeps as the `text` attribute).
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [IBNode] = []
        var root: IBNode?
        var failure: String?
        var text = ""
        /// Depth limit: a document nested deeper than this is refused, not recursed into.
        static let maximumDepth = 200

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard stack.count < Self.maximumDepth else {
                failure = "elements nested more than \(Self.maximumDepth) deep"
                parser.abortParsing()
                return
            }
            stack.append(IBNode(tag: elementName, attributes: attributeDict, line: parser.lineNumber))
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard var node = stack.popLast() else { return }
            if node.children.isEmpty, node.tag == "string" || node.tag == "mutableString" {
                node.attributes["text"] = text
            }
            text = ""
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }
    }
}
