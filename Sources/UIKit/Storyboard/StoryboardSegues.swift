import Foundation
import InterfaceBuilder

/// The segues of storyboard scenes: found by identifier, run from a control or from code, and the
/// embed segues of container views, run when the view that holds them loads. Main actor only.
@MainActor
enum StoryboardSegues {
    /// The `<segue>` element with `identifier` anywhere in the scene (the controller's or a control's).
    static func find(identifier: String, in scene: StoryboardScene) -> IBNode? {
        var found: IBNode?
        for object in [scene.node] + scene.objects {
            object.forEach { node in
                if found == nil, node.tag == "segue", node["identifier"] == identifier { found = node }
            }
        }
        return found
    }

    /// Makes the destination, lets the source prepare, then shows it as the segue's kind says.
    static func perform(_ element: IBNode, from source: UIViewController, storyboard: UIStoryboard, sender: Any?) {
        guard let id = element["destination"],
              let destination = storyboard.instantiate(controllerID: id, creator: nil as ((NSCoder) -> UIViewController?)?)
        else { return }
        let kind = element["kind"] ?? "show"
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: source, destination: destination) {
            switch kind {
            case "presentation", "modal", "popoverPresentation":
                source.present(destination, animated: element.flag("animates") ?? true)
            case "showDetail", "show", "push":
                source.show(destination, sender: sender)
            default:
                source.show(destination, sender: sender)
            }
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// An unwind segue: the nearest controller back along the way the source was shown (its
    /// navigation stack, its presenters, its parents) that has the unwind action gets it, with the
    /// segue, after the source prepared; then what was shown over it is dismissed or popped.
    static func unwind(_ element: IBNode, from source: UIViewController, sender: Any?) {
        guard let action = element["unwindAction"] else { return }
        let selector = Selector(action)
        guard let destination = unwindDestination(from: source, answering: selector) else { return }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: source, destination: destination) {
            if let navigation = destination.navigationController, navigation.viewControllers.contains(where: { $0 === destination }),
               navigation.topViewController !== destination {
                _ = navigation.popToViewController(destination, animated: true)
            }
            if destination.presentedViewController != nil { destination.dismiss(animated: true) }
        }
        source.prepare(for: segue, sender: sender)
        SelectorDispatch.sendConnected(selector, to: destination, sender: segue)
        segue.perform()
    }

    private static func unwindDestination(from source: UIViewController, answering selector: Selector) -> UIViewController? {
        var candidates: [UIViewController] = []
        var current: UIViewController? = source
        while let controller = current {
            if let navigation = controller.navigationController, let index = navigation.viewControllers.firstIndex(where: { $0 === controller }) {
                candidates += navigation.viewControllers[..<index].reversed()
            }
            if let parent = controller.parent { candidates.append(parent) }
            if let presenter = controller.presentingViewController { candidates.append(presenter) }
            current = controller.presentingViewController ?? controller.parent
        }
        return candidates.first { SelectorDispatch.answers(selector, target: $0) }
    }

    /// A container view's embed segue: the destination becomes a child whose view fills the container.
    static func embed(_ element: IBNode, in container: UIView, of source: UIViewController, storyboard: UIStoryboard) {
        guard let id = element["destination"],
              let child = storyboard.instantiate(controllerID: id, creator: nil as ((NSCoder) -> UIViewController?)?)
        else { return }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: source, destination: child) {
            source.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: source)
        }
        source.prepare(for: segue, sender: nil)
        segue.perform()
    }
}

extension NibLoading {
    /// A segue in a control's connections runs when the control is tapped; a container view's embed
    /// segue runs now, once the scene's controller is known.
    func connectSegue(_ element: IBNode, from source: AnyObject) {
        guard let storyboard, let controller = sceneController else { return }
        if element["kind"] == "embed", let container = source as? UIView {
            StoryboardSegues.embed(element, in: container, of: controller, storyboard: storyboard)
            return
        }
        if let item = source as? UIBarButtonItem {
            // A bar button item (Cancel, Save) triggers its segue when tapped, as a button does.
            item.triggeredSegue = { [weak controller, weak item] in
                guard let controller, let item else { return }
                if element["kind"] == "unwind" { return StoryboardSegues.unwind(element, from: controller, sender: item) }
                if let identifier = element["identifier"], !controller.shouldPerformSegue(withIdentifier: identifier, sender: item) { return }
                StoryboardSegues.perform(element, from: controller, storyboard: storyboard, sender: item)
            }
            return
        }
        guard let control = source as? UIControl else { return }
        if element["kind"] == "unwind" {
            control.addAction(UIAction { [weak controller, weak control] _ in
                guard let controller, let control else { return }
                StoryboardSegues.unwind(element, from: controller, sender: control)
            }, for: .touchUpInside)
            return
        }
        control.addAction(UIAction { [weak controller, weak control] _ in
            guard let controller, let control else { return }
            if let identifier = element["identifier"], !controller.shouldPerformSegue(withIdentifier: identifier, sender: control) { return }
            StoryboardSegues.perform(element, from: controller, storyboard: storyboard, sender: control)
        }, for: .touchUpInside)
    }
}
