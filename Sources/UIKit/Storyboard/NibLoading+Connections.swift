import Foundation
import InterfaceBuilder

/// Outlets, outlet collections and actions, connected as a nib's connections are once every object
/// exists: a property of the app's own is set through the connector its build generated; the
/// outlets of UIKit's own classes (`delegate`, `dataSource`, ...) are set here.
extension NibLoading {
    func connect(_ source: IBNode) {
        guard let id = source.id, let object = objects[id] else { return }
        var collections: [(property: String, values: [AnyObject])] = []
        for connection in source.list("connections") {
            guard let destinationID = connection["destination"] else { continue }
            let destination = objects[destinationID]
            switch connection.tag {
            case "outlet":
                guard let property = connection["property"], let destination else { continue }
                setOutlet(property, of: object, to: destination, line: connection.line)
            case "outletCollection":
                guard let property = connection["property"], let destination else { continue }
                if let index = collections.firstIndex(where: { $0.property == property }) {
                    collections[index].values.append(destination)
                } else {
                    collections.append((property, [destination]))
                }
            case "action":
                guard let selector = connection["selector"] else { continue }
                connectAction(Selector(selector), from: object, to: destination, event: connection["eventType"])
            case "segue":
                connectSegue(connection, from: object)
            default:
                continue
            }
        }
        for (property, values) in collections {
            setOutlet(property, of: object, to: values, line: source.line)
        }
    }

    /// Sets each runtime attribute of `object` that names an `@IBInspectable` property of its app
    /// (through the connectors generated for it), after its connections and before `awakeFromNib`,
    /// as iOS sets them. UIKit's own (`layer.cornerRadius`) were set as the object was decoded.
    func setInspectables(_ node: IBNode, of object: AnyObject) {
        for attribute in node.children where attribute.tag == "userDefinedRuntimeAttribute" {
            guard let path = attribute["keyPath"], !IBAttributeSupport.runtimeKeyPaths.contains(path) else { continue }
            let valueChild = attribute.children.first { $0.key == "value" }
            let value: Any? = switch attribute["type"] {
            case "number": valueChild?.number("value") ?? attribute.number("value")
            case "boolean": attribute.flag("value")
            case "string", "localizedString": attribute["value"]
            case "color": valueChild.flatMap { IBValues.color($0, document: document) }
            default: nil
            }
            guard let value else { continue }
            for name in IBClassChain.names(of: object) {
                if let inspectable = InterfaceBuilderRegistry.connectors.inspectables["\(name).\(path)"] {
                    inspectable(object, value)
                    break
                }
            }
        }
    }

    /// Sets `property` of `object` to `value`, as key-value coding does on iOS; a property nothing can
    /// set stops the extension with iOS's message for it.
    private func setOutlet(_ property: String, of object: AnyObject, to value: Any, line: Int) {
        for name in IBClassChain.names(of: object) {
            if let outlet = InterfaceBuilderRegistry.connectors.outlets["\(name).\(property)"] {
                outlet(object, value)
                return
            }
        }
        if UIKitOutlets.set(property, of: object, to: value) { return }
        fatalError("[<\(IBClassChain.qualifiedName(of: object)) \(IBClassChain.address(of: object))> setValue:forUndefinedKey:]: "
            + "this class is not key value coding-compliant for the key \(property). "
            + "(\(document.path):\(line): an outlet connection to a property the class does not have)")
    }

    private func connectAction(_ action: Selector, from source: AnyObject, to target: AnyObject?, event: String?) {
        // A target that is a placeholder (First Responder) is found along the responder chain when sent.
        switch source {
        case let control as UIControl:
            control.addTarget(target, action: action, for: IBValues.controlEvent(event), fromNib: true)
        case let recognizer as UIGestureRecognizer:
            if let target { recognizer.addTarget(target, action: action) }
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        default:
            break
        }
    }
}

/// Names by which connectors know a class: its own and each superclass's, without module.
enum IBClassChain {
    static func names(of object: AnyObject) -> [String] {
        var names: [String] = []
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            names.append(String(describing: current))
            type = _getSuperclass(current)
        }
        return names
    }

    static func qualifiedName(of object: AnyObject) -> String {
        String(reflecting: Swift.type(of: object))
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
