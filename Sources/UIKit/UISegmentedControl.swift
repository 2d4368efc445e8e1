import Foundation

/// A row of segments, each with a title or an image (or, since iOS 14, an action), of which one is
/// selected. Setting `selectedSegmentIndex` sends no event; a person's tap on a segment
/// (`simulateSelectSegment(at:)`) sends `.valueChanged` if it changes the selection. Main actor only.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// 32 points tall (iOS 13 and later); each segment as wide as the widest title plus padding.
    open override var intrinsicContentSize: CGSize {
        let font = UIFont.systemFont(ofSize: 13)
        let widest = (0..<numberOfSegments).map { index in
            PlainText(titleForSegment(at: index) ?? "", attributes: [.font: font]).textSize.width
        }.max() ?? 0
        return CGSize(width: ((widest + 24) * CGFloat(numberOfSegments)).rounded(.up), height: 32)
    }

    /// `selectedSegmentIndex` when no segment is selected.
    nonisolated public static let noSegment = -1

    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = [] {
        didSet { Appearance.changed() }
    }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or `UISegmentedControl.noSegment` (the default).
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            Appearance.changed()
            if !(UISegmentedControl.noSegment..<segments.count).contains(selectedSegmentIndex) {
                selectedSegmentIndex = UISegmentedControl.noSegment
            }
        }
    }

    /// Whether segments show no lasting selection once tapped. False by default.
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    /// Segments titled by the `String`s of `items` and showing its `UIImage`s, in order.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            default: preconditionFailure("UISegmentedControl items must be NSStrings or UIImages, not \(type(of: item))")
            }
        }
    }

    /// Segments that each run an action when selected, titled by the actions' titles.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    open var numberOfSegments: Int { segments.count }

    /// The segments, as iOS draws them (UISegmentedControl+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawSegments() }

    /// A finger lifted on a segment selects it (segments share the width equally).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, numberOfSegments > 0, bounds.width > 0 else { return }
        let x = touch.location(in: self).x
        let index = min(max(Int(x / (bounds.width / CGFloat(numberOfSegments))), 0), numberOfSegments - 1)
        _ = simulateSelectSegment(at: index)
    }

    // MARK: Managing segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes a segment; the selection follows its segment, or is cleared if it was this one.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Inserts at `index`, clamped to the segments; a selection after it moves along.
    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    // MARK: Segment content

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        Appearance.changed()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// 0 (the default) sizes the segment automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// What each segment shows, as a person reads it: its title, else its image's symbol name.
    package var segmentNames: [String] {
        segments.enumerated().map { index, segment in
            segment.title ?? segment.image?.symbolName ?? "segment \(index + 1)"
        }
    }

    // MARK: Simulation

    /// A person taps segment `index`: its action runs (if it has one), then `.valueChanged` is sent,
    /// unless it was already selected (a momentary control sends it every time). Returns why it
    /// could not be tapped, or nil.
    package func simulateSelectSegment(at index: Int) -> String? {
        guard isEnabled, isUserInteractionEnabled else { return "it is disabled" }
        guard segments.indices.contains(index) else { return "it has no segment \(index)" }
        guard segments[index].isEnabled else { return "its segment '\(segmentNames[index])' is disabled" }
        guard isMomentary || index != selectedSegmentIndex else { return nil }
        selectedSegmentIndex = index
        segments[index].action.map(sendAction)
        sendActions(for: .valueChanged)
        return nil
    }
}
