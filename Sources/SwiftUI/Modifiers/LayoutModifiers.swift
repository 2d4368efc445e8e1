import UIKit

extension View {
    /// Space around the view: 16 points on the given edges (SwiftUI's default on iPhone) unless told.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped({ PaddingElement(content: $0) }) { element, _ in element.insets = insets }
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped({ FrameElement(content: $0) }) { element, _ in
            element.width = FrameElement.Limits(fixed: width)
            element.height = FrameElement.Limits(fixed: height)
            element.alignment = alignment
        }
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrapped({ FrameElement(content: $0) }) { element, _ in
            element.width = FrameElement.Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
            element.height = FrameElement.Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
            element.alignment = alignment
        }
    }

    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped({ FixedSizeElement(content: $0) }) { element, _ in
            element.horizontal = horizontal
            element.vertical = vertical
        }
    }

    /// Raises the view's claim on its stack's space over its siblings'.
    public func layoutPriority(_ value: Double) -> some View {
        changingElements { element, _ in element.layoutPriority = value }
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped({ AspectRatioElement(content: $0) }) { element, _ in
            element.ratio = aspectRatio
            element.contentMode = contentMode
        }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    public func offset(_ offset: CGSize) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.offset = offset }
    }
}

/// `aspectRatio`: the largest (or smallest covering) size of the ratio in the proposal; without a
/// ratio, the content's own ideal size gives it.
final class AspectRatioElement: WrapperElement {
    var ratio: CGFloat?
    var contentMode = ContentMode.fit

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let natural = (content as? ImageElement)?.naturalSize ?? content.size(fitting: .unspecified)
        let ratio = self.ratio ?? (natural.height > 0 ? natural.width / natural.height : 1)
        let size = AspectFitting.size(ratio: ratio, contentMode: contentMode, proposal: proposal, natural: natural)
        return content.size(fitting: ProposedViewSize(size))
    }
}
