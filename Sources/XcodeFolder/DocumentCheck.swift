import InterfaceBuilder

/// What a build says about a storyboard or xib before it runs: every element imsim does not make,
/// every feature it leaves out, and every connection the folder's sources cannot answer (an outlet
/// to a property that is not an `@IBOutlet`, an action to a method that is not an `@IBAction`),
/// each with the file and line, as compiler warnings. Pure.
public struct DocumentCheck {
    public struct Problem: Equatable, CustomStringConvertible, Sendable {
        public let path: String
        public let line: Int
        public let message: String
        public var description: String { "\(path):\(line): warning: \(message)" }
    }

    public private(set) var problems: [Problem] = []
    private let document: IBDocument
    private let outlets: Set<String>
    private let actions: Set<String>
    private let classes: Set<String>
    private let inheritance: [String: String]
    /// The names of the folder's `@IBInspectable` properties.
    private let inspectables: Set<String>
    /// `tag.attribute` already reported in this document.
    private var reportedAttributes: Set<String> = []

    /// - Parameters:
    ///   - outlets, actions: the folder's `@IBOutlet`s (`Type.name`) and `@IBAction` and `@objc` methods
    ///     (`Type.selector`).
    ///   - classes: the types the folder's sources declare; `inheritance`, each class's superclass.
    public init(_ document: IBDocument, outlets: Set<String>, actions: Set<String>, classes: Set<String>,
                inheritance: [String: String] = [:], inspectables: Set<String> = []) {
        self.inspectables = inspectables
        self.document = document
        self.outlets = outlets
        self.actions = actions
        self.classes = classes
        self.inheritance = inheritance
        let nodesByID = Self.index(document.root)
        visit(document.root, isObject: false, nodesByID: nodesByID)
    }

    private static func index(_ root: IBNode) -> [String: IBNode] {
        var nodes: [String: IBNode] = [:]
        root.forEach { node in if let id = node.id { nodes[id] = nodes[id] ?? node } }
        return nodes
    }

    private mutating func visit(_ node: IBNode, isObject: Bool, nodesByID: [String: IBNode]) {
        // An element left out is left out with what it holds: one warning for it.
        if isObject, !checkObject(node) { return }
        for child in node.children {
            let childIsObject = ["subviews", "objects", "prototypes", "cells", "items"].contains(node.tag)
                || (child.key == "view" && child.tag != "connections") || child.tag.hasSuffix("GestureRecognizer")
            switch child.tag {
            case "connections": checkConnections(of: node, child.children, nodesByID: nodesByID)
            case "userDefinedRuntimeAttributes":
                let keyPaths = child.children.compactMap { $0["keyPath"] }
                let ignored = keyPaths.filter {
                    !IBAttributeSupport.runtimeKeyPaths.contains($0) && !IBAttributeSupport.runtimeKeyPathsWithoutEffect.contains($0)
                        && !inspectables.contains($0)
                }
                if !ignored.isEmpty {
                    report(child, "user-defined runtime attributes are not applied by imsim (\(ignored.joined(separator: ", "))): only UIKit's own "
                        + "(\(IBAttributeSupport.runtimeKeyPaths.sorted().joined(separator: ", "))) and the folder's @IBInspectable properties are")
                }
                for path in keyPaths where IBAttributeSupport.runtimeKeyPathsWithoutEffect.contains(path) {
                    report(child, "\(path) is set to a UIColor, which a layer does not draw (it takes a CGColor): on iOS too, this runtime attribute shows nothing")
                }
            case "variation" where child.key != "default":
                report(child, "the size class variation '\(child.key ?? "")' is not applied: imsim lays out phones in portrait (compact width, regular height) with the default values")
            default: break
            }
            visit(child, isObject: childIsObject && !IBSupport.nonObjectTags.contains(child.tag), nodesByID: nodesByID)
        }
    }

    /// Whether imsim makes the object; reports it when not, or when its class cannot be found.
    private mutating func checkObject(_ node: IBNode) -> Bool {
        guard IBSupport.objectTags[node.tag] != nil else {
            report(node, "imsim does not make <\(node.tag)> objects yet: it is left out of the screen, with what it holds")
            return false
        }
        for child in node.children {
            guard let key = child.key, !IBAttributeSupport.childKeys.contains(key),
                  reportedAttributes.insert("\(node.tag).<\(child.tag) \(key)>").inserted else { continue }
            report(child, "imsim does not apply <\(child.tag) key=\"\(key)\"> of <\(node.tag)> yet (said once for this document)")
        }
        for (name, value) in node.attributes.sorted(by: { $0.key < $1.key })
        where !IBAttributeSupport.isApplied(name, value: value, tag: node.tag) && reportedAttributes.insert("\(node.tag).\(name)").inserted {
            report(node, "imsim does not apply \(name)=\"\(value)\" of <\(node.tag)> yet (said once for this document)")
        }
        if let custom = node["customClass"], node["customModule"] == nil || node["customModuleProvider"] == "target",
           !classes.contains(custom), !custom.hasPrefix("UI"), !custom.hasPrefix("MS") {
            report(node, "the custom class \(custom) is not in the Swift files this build compiles (a class of another folder or of an Objective-C library?): imsim makes a \(IBSupport.objectTags[node.tag] ?? node.tag) in its place and logs 'Unknown class \(custom) in Interface Builder file.', as UIKit does for a class it cannot find; add its folder with an '// xcode-sources:' line")
        }
        return true
    }

    /// The class and every superclass the folder's sources declare for it.
    private func chain(_ name: String) -> [String] {
        var names = [name]
        while let parent = inheritance[names[names.count - 1]], !names.contains(parent) { names.append(parent) }
        return names
    }

    private mutating func checkConnections(of source: IBNode, _ connections: [IBNode], nodesByID: [String: IBNode]) {
        for connection in connections {
            switch connection.tag {
            case "outlet", "outletCollection":
                guard let property = connection["property"], let owner = Self.customClass(of: source, nodesByID: nodesByID) else { continue }
                if !chain(owner).contains(where: { outlets.contains("\($0).\(property)") }) && !IBSupport.uikitOutlets.contains(property) {
                    report(connection, "the outlet '\(property)' connects to a property \(owner) does not declare as @IBOutlet: loading it stops the extension, as on iOS ('not key value coding-compliant for the key \(property)')")
                }
            case "action":
                guard let selector = connection["selector"], let destination = connection["destination"],
                      let target = nodesByID[destination], let owner = Self.customClass(of: target, nodesByID: nodesByID) else { continue }
                if !chain(owner).contains(where: { actions.contains("\($0).\(selector)") }) {
                    report(connection, "the action '\(selector)' is sent to \(owner), which has no @IBAction with that selector: sending it stops the extension, as on iOS ('unrecognized selector sent to instance')")
                }
            case "segue":
                if let kind = connection["kind"], !["show", "presentation", "embed", "relationship", "showDetail", "modal", "push", "unwind"].contains(kind) {
                    report(connection, "imsim does not run '\(kind)' segues yet")
                }
            default:
                continue
            }
        }
    }

    /// The custom class of an object (a xib's File's Owner names its class too); nil for UIKit's.
    private static func customClass(of node: IBNode, nodesByID: [String: IBNode]) -> String? {
        guard let custom = node["customClass"], !custom.hasPrefix("UI"), !custom.hasPrefix("MS") else { return nil }
        return custom
    }

    private mutating func report(_ node: IBNode, _ message: String) {
        problems.append(Problem(path: document.path, line: node.line, message: message))
    }
}
