/// Content that scrolls when it is longer than the space offered.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { ScrollElement() }
        element.axis = axes.contains(.vertical) ? .vertical : .horizontal
        let inner = context.appending(.child(0)).resolve(content)
        if inner.count == 1 {
            element.content = inner[0]
        } else {
            // Several views scroll as a stack along the axis, as SwiftUI lays them out.
            let stack = context.appending(.modifier(-1)).element { StackElement(axis: element.axis) }
            stack.update(alignment: 0.5, spacing: nil, items: inner)
            element.content = stack
        }
        element.scrollView.showsVerticalScrollIndicator = showsIndicators
        element.scrollView.showsHorizontalScrollIndicator = showsIndicators
        element.scrollView.keyboardDismissMode = context.environment.scrollDismissesKeyboard.uiMode
        return [element]
    }
}
