import UIKit

/// One laid-out piece of a SwiftUI screen, kept from update to update while its view keeps its
/// identity: it answers the sizes it would take, takes the frame its parent gives it, and shows
/// itself with a UIKit view, so pictures, hit testing and the screen reader see it as any view.
@MainActor
class Element {
    /// What shows the element; its children's views are its subviews.
    let view: UIView
    /// Raised by `.layoutPriority(_:)`: a stack offers space to higher priorities first.
    var layoutPriority: Double = 0
    /// What a `Picker` chooses when this element is picked: `.tag(_:)`, or its `ForEach` item's id.
    var tag: AnyHashable?
    private var sizes: [ProposedViewSize: CGSize] = [:]
    private var sizesPass = -1

    init(view: UIView) {
        self.view = view
    }

    /// The elements whose views are this one's subviews, back to front.
    var children: [Element] { [] }

    /// The size the element takes when offered `proposal`: asked several times in one pass, measured once.
    final func size(fitting proposal: ProposedViewSize) -> CGSize {
        if sizesPass != LayoutPass.current {
            sizes.removeAll(keepingCapacity: true)
            sizesPass = LayoutPass.current
        }
        if let size = sizes[proposal] { return size }
        let size = measure(proposal)
        sizes[proposal] = size
        return size
    }

    /// What `size(fitting:)` answers; each kind of element says.
    func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The proposal the element's size was chosen for: containers place their children with the
    /// proposals they measured them with, as SwiftUI's layouts do, not with the size they chose.
    private(set) var placementProposal = ProposedViewSize.unspecified

    /// Takes `frame` (in its parent's view), chosen for `proposal` (the frame's size if not said),
    /// and places its children in its own bounds.
    final func place(_ frame: CGRect, proposal: ProposedViewSize? = nil) {
        placementProposal = proposal ?? ProposedViewSize(frame.size)
        view.setHostedFrame(LayoutPass.pixelAligned(frame))
        placeChildren(in: frame.size)
        syncSubviews()
    }

    /// Gives each child its frame; containers say how.
    func placeChildren(in size: CGSize) {}

    /// The view its children's views go in; nil for a leaf, whose UIKit view keeps its own subviews.
    var containerView: UIView? { nil }

    /// Makes the container's subviews the children's views, in order, when they differ.
    func syncSubviews() {
        guard let container = containerView else { return }
        let wanted = children.map(\.view)
        let current = container.subviews
        guard !wanted.elementsEqual(current, by: ===) else { return }
        for subview in current where !wanted.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for (index, subview) in wanted.enumerated() { container.insertSubview(subview, at: index) }
    }

    /// The texts this element and what it holds show, in order: what a button's label says.
    var spokenTexts: [String] { children.flatMap(\.spokenTexts) }
    /// The names of the images it shows: what an image-only button is called.
    var imageNames: [String] { children.flatMap(\.imageNames) }

    /// What VoiceOver (and a scenario's `tap`) calls this element: its texts, else its first image's name.
    var accessibleName: String? {
        let texts = spokenTexts.filter { !$0.isEmpty }
        return texts.isEmpty ? imageNames.first : texts.joined(separator: " ")
    }

    /// A spacer grows along its stack's axis; stacks put no spacing beside one.
    var isSpacer: Bool { false }

    /// A delegate for a text view shown by this element that reports each edit (kept by the element).
    func textViewDelegate(_ changed: @escaping (String) -> Void) -> any UITextViewDelegate {
        let delegate = TextViewEdits(changed)
        keptDelegate = delegate
        return delegate
    }

    private var keptDelegate: AnyObject?
}

/// Counts layout passes, so sizes measured in one are not trusted in the next.
@MainActor
enum LayoutPass {
    private(set) static var current = 0

    static func begin() { current &+= 1 }

    /// Edges on the screen's pixels, as UIKit rounds them.
    static func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = UIScreen.main.scale
        let minX = (rect.minX * scale).rounded() / scale, minY = (rect.minY * scale).rounded() / scale
        let maxX = (rect.maxX * scale).rounded() / scale, maxY = (rect.maxY * scale).rounded() / scale
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
