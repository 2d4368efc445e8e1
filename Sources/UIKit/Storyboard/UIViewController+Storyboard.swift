import Foundation
import InterfaceBuilder

/// A storyboard-made controller: what its `init(coder:)` decodes, its view made from its scene, the
/// controllers its relationships name (a navigation controller's root), and its segues.
extension UIViewController {
    func decodeController(_ node: IBNode, loading: NibLoading) {
        if let title = node["title"] { self.title = title }
        if let item = node.child("navigationItem", key: "navigationItem") {
            loading.decode(navigationItem: item, into: navigationItem)
        }
        switch node["modalPresentationStyle"] {
        case "fullScreen": modalPresentationStyle = .fullScreen
        case "pageSheet": modalPresentationStyle = .pageSheet
        case "formSheet": modalPresentationStyle = .formSheet
        case "overFullScreen": modalPresentationStyle = .overFullScreen
        default: break
        }
        loading.sceneController = self
    }

    /// Makes the view from the storyboard scene, or from a xib named by `nibName` (or after the
    /// class, as UIKit looks for one); false when the controller has neither.
    func loadViewFromStoryboardOrNib() -> Bool {
        if let scene = storyboardScene, let viewNode = scene.node.child(key: "view") {
            let loading = NibLoading(document: scene.storyboard.document, storyboard: scene.storyboard)
            loading.register(self, for: scene.node)
            if let item = scene.node.child("navigationItem", key: "navigationItem") {
                loading.register(barButtonItemsOf: navigationItem, node: item)
            }
            loading.sceneController = self
            guard let root = loading.makeView(viewNode) else { return false }
            loading.sceneControllerRootView = root
            for object in scene.objects where object.id != scene.node.id && object.tag != "placeholder" && object.tag != "exit" {
                _ = loading.make(object)
            }
            view = root
            loading.keep(connectionsOf: scene.node)
            loading.finish()
            return true
        }
        let name = nibName ?? Self.defaultNibName(of: self)
        guard let name, InterfaceBuilderRegistry.document(named: name, kind: .xib) != nil else { return false }
        _ = UINib(nibName: name, bundle: nibBundle).instantiate(withOwner: self)
        return isViewLoaded
    }

    /// The xib UIKit loads for a controller made without a nib name: named after its class, with or
    /// without "Controller" (`PartyViewController.xib`, `PartyView.xib`).
    private static func defaultNibName(of controller: UIViewController) -> String? {
        // The class's own name, as `String(describing:)` gives it without reflecting on it first
        // (a Mirror and conformance look-ups cost an extension's start-up 4 % of its CPU).
        let name = _typeName(type(of: controller), qualified: false)
        let candidates = name.hasSuffix("Controller") ? [String(name.dropLast("Controller".count)), name] : [name]
        return candidates.first { InterfaceBuilderRegistry.document(named: $0, kind: .xib) != nil }
    }

    /// The controllers a storyboard names as this one's relations: a navigation controller's root.
    func instantiateRelationships() {
        guard let scene = storyboardScene else { return }
        for segue in scene.node.list("connections") where segue.tag == "segue" && segue["kind"] == "relationship" {
            guard let id = segue["destination"],
                  let destination = scene.storyboard.instantiate(controllerID: id, creator: nil as ((NSCoder) -> UIViewController?)?)
            else { continue }
            if let navigation = self as? UINavigationController, segue["relationship"] == "rootViewController" {
                navigation.setViewControllers([destination], animated: false)
            }
        }
    }

    /// Runs a segue of this controller's scene by identifier.
    func performStoryboardSegue(identifier: String, sender: Any?) {
        guard let scene = storyboardScene,
              let element = StoryboardSegues.find(identifier: identifier, in: scene) else {
            fatalError("Receiver (\(IBClassChain.qualifiedName(of: self))) has no segue with identifier '\(identifier)'")
        }
        StoryboardSegues.perform(element, from: self, storyboard: scene.storyboard, sender: sender)
    }
}
