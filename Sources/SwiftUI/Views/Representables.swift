import UIKit

/// A UIKit view in a SwiftUI screen: made once for its place in the tree, updated at each update,
/// sized by `sizeThatFits(_:uiView:context:)`, else its intrinsic size where it has one, else what
/// it is offered.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable is given: its coordinator and the environment it is in.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI screen: its view is shown as a representable's, and it is
/// a child of the hosting controller while it is on screen.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

/// A representable's view and what it keeps: its coordinator and controller.
final class RepresentableElement: Element {
    let coordinator: Any
    let controller: UIViewController?
    var fits: (ProposedViewSize) -> CGSize? = { _ in nil }

    init(view: UIView, coordinator: Any, controller: UIViewController? = nil) {
        self.coordinator = coordinator
        self.controller = controller
        super.init(view: view)
        view.translatesAutoresizingMaskIntoConstraints = true
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let size = fits(proposal) { return size }
        let intrinsic = view.intrinsicContentSize
        let width = intrinsic.width >= 0 ? intrinsic.width : Self.finite(proposal.width, else: 10)
        let height = intrinsic.height >= 0 ? intrinsic.height : Self.finite(proposal.height, else: 10)
        return CGSize(width: width, height: height)
    }

    private static func finite(_ length: CGFloat?, else fallback: CGFloat) -> CGFloat {
        guard let length, length.isFinite else { return fallback }
        return max(0, length)
    }
}

extension UIViewRepresentable {
    func resolveRepresentable(in context: ResolveContext) -> [Element] {
        var made = false
        let element = context.element { () -> RepresentableElement in
            made = true
            let coordinator = makeCoordinator()
            let view = makeUIView(context: Context(coordinator: coordinator, environment: context.environment))
            return RepresentableElement(view: view, coordinator: coordinator)
        }
        guard let view = element.view as? UIViewType, let coordinator = element.coordinator as? Coordinator else { return [element] }
        let representableContext = Context(coordinator: coordinator, environment: context.environment)
        updateUIView(view, context: representableContext)
        element.fits = { sizeThatFits($0, uiView: view, context: representableContext) }
        if made {
            context.graph.noteLifecycle(at: context.path, appear: nil, disappear: { Self.dismantleUIView(view, coordinator: coordinator) }, task: nil)
        } else {
            context.graph.noteLifecycle(at: context.path, appear: nil, disappear: nil, task: nil)
        }
        return [element]
    }
}

extension UIViewControllerRepresentable {
    func resolveRepresentable(in context: ResolveContext) -> [Element] {
        let host = context.graph.host
        let element = context.element { () -> RepresentableElement in
            let coordinator = makeCoordinator()
            let controller = makeUIViewController(context: Context(coordinator: coordinator, environment: context.environment))
            host?.addChild(controller)
            let element = RepresentableElement(view: controller.view, coordinator: coordinator, controller: controller)
            controller.didMove(toParent: host)
            return element
        }
        guard let controller = element.controller as? UIViewControllerType, let coordinator = element.coordinator as? Coordinator else {
            return [element]
        }
        updateUIViewController(controller, context: Context(coordinator: coordinator, environment: context.environment))
        context.graph.noteLifecycle(at: context.path, appear: nil, disappear: {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
            Self.dismantleUIViewController(controller, coordinator: coordinator)
        }, task: nil)
        return [element]
    }
}
