import UIKit

/// A UIKit controller showing a SwiftUI view: add it as a child of the extension's controller and
/// pin its view, as extensions do. Its view lays the SwiftUI views out in its safe area at each
/// layout pass, after bringing them up to date with their state.
open class UIHostingController<Content: View>: UIViewController {
    private let graph: ViewGraph

    public typealias SizingOptions = UIHostingControllerSizingOptions

    public var rootView: Content {
        didSet { graph.setRoot(rootView) }
    }

    public var sizingOptions: SizingOptions = [] {
        didSet { hostingView?.sizingOptions = sizingOptions }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        graph = ViewGraph(root: rootView)
        super.init(nibName: nil, bundle: nil)
        graph.host = self
        graph.environment.dismiss = DismissAction(identity: ObjectIdentifier(self)) { [weak self] in self?.dismissFromSwiftUI() }
    }

    /// A controller for a sheet: its views inherit the presenter's environment, and `dismiss` closes it.
    init(rootView: Content, environment: EnvironmentValues, dismiss: @escaping @MainActor @Sendable () -> Void) {
        self.rootView = rootView
        graph = ViewGraph(root: rootView, environment: environment)
        super.init(nibName: nil, bundle: nil)
        graph.host = self
        graph.environment.dismiss = DismissAction(identity: ObjectIdentifier(self), action: dismiss)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIHostingController(coder:) needs a root view: use init(rootView:)")
    }

    private var hostingView: HostingView? { isViewLoaded ? view as? HostingView : nil }

    open override func loadView() {
        let hosting = HostingView(graph: graph)
        hosting.sizingOptions = sizingOptions
        hosting.onIdealSizeChange = { [weak self] size in
            guard let self, sizingOptions.contains(.preferredContentSize), preferredContentSize != size else { return }
            preferredContentSize = size
        }
        view = hosting
    }

    /// The content's ideal size within `size` (its ideal size where a dimension is unbounded).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        loadViewIfNeeded()
        return hostingView?.contentSize(fitting: size) ?? .zero
    }

    /// `dismiss` from the environment: a presented controller goes away, as a sheet does.
    private func dismissFromSwiftUI() {
        if presentingViewController != nil { dismiss(animated: true) }
    }
}

/// What a hosting controller keeps in step with its content's size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `preferredContentSize` follows the content's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// The view's `intrinsicContentSize` is the content's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a `UIHostingController`: the SwiftUI views' elements, laid out in its safe area.
final class HostingView: UIView {
    private let graph: ViewGraph
    var sizingOptions: UIHostingControllerSizingOptions = []
    var onIdealSizeChange: (CGSize) -> Void = { _ in }
    private var shown: UIView?

    init(graph: ViewGraph) {
        self.graph = graph
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        SystemKeyboard.follow(self)
        graph.onNeedsUpdate = { [weak self] in
            guard let self else { return }
            setNeedsLayout()
            UIView.noteAppearanceChanged()
            if sizingOptions.contains(.intrinsicContentSize) { invalidateIntrinsicContentSize() }
        }
    }

    required init?(coder: NSCoder) {
        fatalError("a hosting view is made by its controller")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A layout can ask for another update (a geometry reader given a new size): a few rounds settle it.
        for _ in 0..<4 {
            graph.updateIfNeeded()
            guard let root = graph.rootElement else { return }
            LayoutPass.begin()
            var area = bounds.inset(by: safeAreaInsets)
            // SwiftUI keeps its content out of the keyboard's way (the `.keyboard` safe area region).
            let covered = SystemKeyboard.overlap(of: self) - safeAreaInsets.bottom
            if covered > 0 { area.size.height = max(0, area.height - covered) }
            let size = root.size(fitting: ProposedViewSize(area.size))
            // The content is centred in the safe area, as SwiftUI centres a root view smaller than its space.
            root.place(CGRect(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2,
                              width: size.width, height: size.height), proposal: ProposedViewSize(area.size))
            if !graph.needsUpdate { break }
        }
        guard let root = graph.rootElement else { return }
        if shown !== root.view {
            shown?.removeFromSuperview()
            addSubview(root.view)
            shown = root.view
        }
        if sizingOptions.contains(.preferredContentSize) { onIdealSizeChange(root.size(fitting: .unspecified)) }
    }

    override var intrinsicContentSize: CGSize {
        guard sizingOptions.contains(.intrinsicContentSize) else { return super.intrinsicContentSize }
        return contentSize(fitting: CGSize(width: CGFloat.infinity, height: .infinity))
    }

    func contentSize(fitting size: CGSize) -> CGSize {
        graph.updateIfNeeded()
        guard let root = graph.rootElement else { return .zero }
        LayoutPass.begin()
        return root.size(fitting: ProposedViewSize(width: size.width.isFinite ? size.width : nil,
                                                   height: size.height.isFinite ? size.height : nil))
    }
}
