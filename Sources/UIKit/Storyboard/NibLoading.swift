import Foundation
import InterfaceBuilder

/// One loading of objects from a storyboard scene or a xib, as UIKit's nib loading does it: every
/// object is made with `init(coder:)` (a view decodes its properties and subviews there), then the
/// constraints are added, the outlets set and the actions connected, and last every object made gets
/// `awakeFromNib()`, in the order made. Main actor only.
@MainActor
final class NibLoading {
    let document: IBDocument
    /// The storyboard a scene comes from, for segues and a controller's `storyboard`.
    let storyboard: UIStoryboard?
    /// Objects by their id: made here, or given (File's Owner, a scene's controller).
    private(set) var objects: [String: AnyObject] = [:]
    /// Elements by id, for the classes of connection targets.
    private(set) var nodes: [String: IBNode] = [:]
    private var made: [AnyObject] = []
    private var constraintHolders: [(view: UIView, node: IBNode)] = []
    private var connectionSources: [IBNode] = []
    /// Objects with runtime attributes for properties their app declares `@IBInspectable`.
    private var inspectedObjects: [(AnyObject, IBNode)] = []
    /// The controller whose scene is loading: its old top and bottom layout guides are its view's safe area.
    weak var sceneController: UIViewController?
    /// The ids of `viewControllerLayoutGuide`s, top and bottom.
    private var oldLayoutGuides: [String: String] = [:]

    init(document: IBDocument, storyboard: UIStoryboard?) {
        self.document = document
        self.storyboard = storyboard
    }

    /// Names an object made elsewhere (the owner of a xib, a scene's controller) by its element's id.
    func register(_ object: AnyObject, for node: IBNode) {
        if let id = node.id {
            objects[id] = object
            nodes[id] = node
        }
        if node.tag == "viewController" || node.tag.hasSuffix("Controller") {
            for guide in node.list("layoutGuides") where guide.tag == "viewControllerLayoutGuide" {
                if let id = guide.id, let type = guide["type"] { oldLayoutGuides[id] = type }
            }
        }
    }

    /// Names an object that belongs to a view made here (its safe area or margins guide).
    func register(_ object: AnyObject, id: String?) {
        if let id { objects[id] = object }
    }

    // MARK: Making objects

    /// Makes the object an element describes, with the class it names (or UIKit's for its tag);
    /// nil for placeholders and elements that are not objects.
    func make(_ node: IBNode) -> AnyObject? {
        guard let type = IBClassTable.type(of: node) else { return nil }
        let coder = StoryboardCoder(node: node, loading: self)
        let object: AnyObject?
        switch type {
        case let view as UIView.Type: object = view.init(coder: coder)
        case let controller as UIViewController.Type: object = controller.init(coder: coder)
        case let recognizer as UIGestureRecognizer.Type:
            let made = recognizer.init(target: nil, action: nil)
            made.decodeNode(node, loading: self)
            object = made
        case let layout as UICollectionViewLayout.Type: object = layout.init(coder: coder)
        case is UINavigationItem.Type: return navigationItem(node)
        default: object = nil
        }
        guard let object else {
            preconditionFailure("\(document.path):\(node.line): \(type).init(coder:) returned nil")
        }
        register(object, for: node)
        made.append(object)
        return object
    }

    /// Makes a view element (a subview) of the view being decoded.
    func makeView(_ node: IBNode) -> UIView? {
        make(node) as? UIView
    }

    /// Keeps a view's constraints and an element's connections for `finish()`, once every object exists.
    func keep(constraintsOf node: IBNode, holder: UIView) {
        if !node.list("constraints").isEmpty { constraintHolders.append((holder, node)) }
    }

    func keep(connectionsOf node: IBNode) {
        if !node.list("connections").isEmpty { connectionSources.append(node) }
    }

    /// Keeps `object`'s runtime attributes for its app's `@IBInspectable` properties for `finish()`.
    func keep(runtimeAttributes node: IBNode, of object: AnyObject) {
        inspectedObjects.append((object, node))
    }

    // MARK: Finishing

    /// Adds the constraints, connects outlets and actions, then wakes every object made.
    func finish() {
        for (view, node) in constraintHolders {
            for element in node.list("constraints") where element.tag == "constraint" {
                if let constraint = constraint(element, holder: view) { view.addConstraint(constraint) }
            }
        }
        constraintHolders = []
        let sources = connectionSources
        connectionSources = []
        for node in sources { connect(node) }
        let inspected = inspectedObjects
        inspectedObjects = []
        for (object, node) in inspected { setInspectables(node, of: object) }
        let woken = made
        made = []
        for object in woken { (object as? UIResponder)?.awakeFromNib() }
    }

    // MARK: Constraints

    private func constraint(_ element: IBNode, holder: UIView) -> NSLayoutConstraint? {
        guard let firstAttribute = element["firstAttribute"].flatMap(IBValues.layoutAttribute) else { return nil }
        let first = element["firstItem"].flatMap { item($0, firstAttribute) } ?? (holder, firstAttribute)
        var second: (object: AnyObject, attribute: NSLayoutConstraint.Attribute)?
        if let secondAttribute = element["secondAttribute"].flatMap(IBValues.layoutAttribute), secondAttribute != .notAnAttribute {
            second = element["secondItem"].map { item($0, secondAttribute) } ?? (holder, secondAttribute)
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(item: first.object, attribute: first.attribute, relatedBy: relation,
                                            toItem: second?.object, attribute: second?.attribute ?? .notAnAttribute,
                                            multiplier: IBValues.multiplier(element["multiplier"]),
                                            constant: CGFloat(element.number("constant") ?? 0))
        constraint.priority = UILayoutPriority(Float(element.number("priority") ?? 1000))
        constraint.identifier = element["identifier"]
        register(constraint, for: element)
        return constraint
    }

    /// A constraint's item and attribute: a view or guide by id. The old top and bottom layout guides
    /// (iOS 6 to 10) are the edges of the scene controller's safe area: the top guide's bottom is the
    /// safe area's top, its top the view's; the bottom guide's top is the safe area's bottom.
    private func item(_ id: String, _ attribute: NSLayoutConstraint.Attribute) -> (object: AnyObject, attribute: NSLayoutConstraint.Attribute)? {
        guard let type = oldLayoutGuides[id] else { return objects[id].map { ($0, attribute) } }
        guard let view = sceneControllerRootView ?? sceneController?.viewIfLoaded else { return nil }
        switch (type, attribute) {
        case ("top", .bottom): return (view.safeAreaLayoutGuide, .top)
        case ("bottom", .top): return (view.safeAreaLayoutGuide, .bottom)
        default: return (view, attribute)
        }
    }

    /// The scene's root view while the controller's view is still being loaded.
    var sceneControllerRootView: UIView?
}
