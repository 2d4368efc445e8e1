import Foundation
import InterfaceBuilder

/// A storyboard of the app's: makes the controller of a scene on request, a new one each time, with
/// `init(coder:)` then `awakeFromNib()`; the controller's view is made from the scene when first
/// used. Main actor only.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: IBDocument

    /// The storyboard named `name` (`MainInterface` for `Base.lproj/MainInterface.storyboard`); iOS
    /// stops the app when there is none, and so does imsim.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let document = InterfaceBuilderRegistry.document(named: name, kind: .storyboard) else {
            fatalError("Could not find a storyboard named '\(name)' in bundle NSBundle (loaded)")
        }
        self.document = document
        super.init()
    }

    /// The controller the storyboard starts with (its arrow in Interface Builder); nil if it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        document.initialViewControllerID.flatMap { instantiate(controllerID: $0, creator: nil) }
    }

    /// The initial controller, made by `creator` from the coder when it returns one.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        document.initialViewControllerID.flatMap { instantiate(controllerID: $0, creator: creator) as? ViewController }
    }

    /// The controller whose Storyboard ID is `identifier`; iOS stops the app when there is none.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` (iOS 13) from the coder.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let scene = document.scene(storyboardIdentifier: identifier),
              let node = scene.first(where: { $0["storyboardIdentifier"] == identifier }), let id = node.id else {
            fatalError("Storyboard (<UIStoryboard: \(IBClassChain.address(of: self))>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        guard let controller = instantiate(controllerID: id, creator: creator) as? ViewController else {
            fatalError("the controller '\(identifier)' of storyboard \(document.name) is not a \(ViewController.self)")
        }
        return controller
    }

    /// Makes the controller of the scene whose controller element has `id`.
    func instantiate<ViewController: UIViewController>(controllerID id: String,
                                                       creator: ((NSCoder) -> ViewController?)?) -> UIViewController? {
        guard let scene = document.scene(controllerID: id), let node = scene.first(where: { $0.id == id }) else { return nil }
        let loading = NibLoading(document: document, storyboard: self)
        let controller: UIViewController?
        if let creator {
            let coder = StoryboardCoder(node: node, loading: loading)
            controller = creator(coder)
            if let controller { loading.register(controller, for: node) }
        } else {
            controller = loading.make(node) as? UIViewController
        }
        guard let controller else { return nil }
        controller.storyboardScene = StoryboardScene(storyboard: self, node: node, objects: scene)
        // Connects what the controller's element holds (its bar button items' actions and segues).
        loading.finish()
        if creator != nil { controller.awakeFromNib() }
        controller.instantiateRelationships()
        return controller
    }
}

/// Where a storyboard-made controller comes from: its element and its scene's other objects
/// (gesture recognizers, extra views), made when its view is loaded.
struct StoryboardScene {
    let storyboard: UIStoryboard
    let node: IBNode
    let objects: [IBNode]
}
