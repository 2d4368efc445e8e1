import UIKit

/// `NavigationStack` on the screen: a navigation bar (a real `UINavigationBar`, whose back button a
/// scenario taps) over the top screen. Every screen of the stack is kept resolved, so the screens
/// below keep their state while another is pushed over them.
final class NavigationStackElement: Element, UINavigationBarDelegate {
    enum Pushed {
        case view(AnyView)
        case value(AnyHashable)
    }

    let bar = UINavigationBar()
    private lazy var barElement = PlatformElement(view: bar, sizing: .fillsWidth(ideal: 320))
    private(set) var top: Element = EmptyElement()
    /// What was pushed when no path is bound.
    var pushed: [Pushed] = []
    /// The screens' titles, by screen, as `navigationTitle` sets them in this update.
    var titles: [Int: String] = [:]
    /// Each screen's toolbar buttons, leading and trailing, as its `toolbar` gives them in this update.
    var toolbars: [Int: (leading: [ButtonElement], trailing: [ButtonElement])] = [:]
    /// The screens that hide the back button.
    var hidesBackButton: [Int: Bool] = [:]
    /// The screens that hide the bar (`navigationBarHidden`, `toolbar(.hidden, for: .navigationBar)`).
    var barHidden: [Int: Bool] = [:]
    /// Whether the top screen hides the bar.
    private var hidesBar = false
    /// What the top screen's bar shows, to change the bar only when it changes.
    private var shownBarButtons: [String] = []
    /// Views for pushed values, by the value's type (`navigationDestination(for:)`).
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Pops the top screen (the path's last value, or the last view pushed).
    var pop: () -> Void = {}
    /// Pushes a screen (on the bound path, or on `pushed`).
    var push: (Pushed) -> Void = { _ in }
    static let barHeight: CGFloat = 44

    init() {
        super.init(view: HostedView())
        bar.delegate = self
    }

    override var children: [Element] { [top, barElement] }
    override var containerView: UIView? { view }

    func show(top: Element, screenCount: Int) {
        self.top = top
        let items = (0..<screenCount).map { titles[$0] ?? "" }
        if bar.items?.map({ $0.title ?? "" }) != items {
            bar.setItems(items.map { UINavigationItem(title: $0) }, animated: false)
            shownBarButtons = []
        }
        showToolbar(of: screenCount - 1)
        hidesBar = barHidden[screenCount - 1] ?? false
        bar.isHidden = hidesBar
    }

    /// The bar's height: none while the top screen hides it.
    private var shownBarHeight: CGFloat { hidesBar ? 0 : Self.barHeight }

    /// The top screen's toolbar buttons as the bar's items, named by their labels.
    private func showToolbar(of screen: Int) {
        guard let item = bar.topItem else { return }
        let (leading, trailing) = toolbars[screen] ?? ([], [])
        let hides = hidesBackButton[screen] ?? false
        let shown = ["\(hides)"] + (leading + trailing).map { "\($0.button.accessibilityLabel ?? "")\($0.button.isEnabled)" } + ["|\(leading.count)"]
        guard shown != shownBarButtons else { return }
        shownBarButtons = shown
        item.hidesBackButton = hides
        item.leftBarButtonItems = leading.isEmpty ? nil : ToolbarCollector.barItems(leading)
        item.rightBarButtonItems = trailing.isEmpty ? nil : ToolbarCollector.barItems(trailing)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let barHeight = shownBarHeight
        let content = top.size(fitting: ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        // A navigation stack takes the space offered, as SwiftUI's does.
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : content.width } ?? content.width,
                      height: proposal.height.map { $0.isFinite ? $0 : content.height + barHeight } ?? content.height + barHeight)
    }

    override func placeChildren(in size: CGSize) {
        let barFrame = CGRect(x: 0, y: 0, width: size.width, height: Self.barHeight)
        if bar.frame != barFrame {
            barElement.place(barFrame)
            // The bar lays its buttons out for its size when its items are set.
            bar.setItems(bar.items, animated: false)
        } else {
            barElement.place(barFrame)
        }
        let area = CGSize(width: size.width, height: max(0, size.height - shownBarHeight))
        let proposal = ProposedViewSize(area)
        let content = top.size(fitting: proposal)
        // A screen smaller than the area sits at its top centre, under the bar, as SwiftUI puts it.
        top.place(CGRect(x: (area.width - content.width) / 2, y: shownBarHeight + (area.height - content.height) / 2,
                         width: content.width, height: content.height), proposal: proposal)
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        pop()
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
}
