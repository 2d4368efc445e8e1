import UIKit

/// A picture: an SF Symbol (sized by the font, tinted by the foreground colour), an image from
/// the asset catalog, or a `UIImage`.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never
    enum Source: Equatable {
        case symbol(String)
        case named(String)
        case uiImage(UIImage)
    }

    public enum ResizingMode: Hashable, Sendable { case stretch, tile }

    let source: Source
    var isResizable = false
    var aspect: AspectSetting?
    var label: String?

    struct AspectSetting: Equatable {
        var ratio: CGFloat?
        var contentMode: ContentMode
    }

    public init(systemName: String) { source = .symbol(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(uiImage: UIImage) { source = .uiImage(uiImage) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { ImageElement() }
        let tint = context.environment.foregroundColor ?? .label
        let image: UIImage?
        let name: String?
        switch source {
        case let .symbol(symbol):
            // A symbol is drawn in the foreground colour, as SwiftUI renders symbols as templates.
            let font = context.environment.resolvedFont.uiFont
            image = element.cachedSymbol(symbol, font: font, tint: tint) {
                UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(font: font))?.withTintColor(tint)
            }
            name = symbol
        case let .named(asset):
            image = UIImage(named: asset)
            name = asset
        case let .uiImage(uiImage):
            image = uiImage
            name = uiImage.imageName
        }
        element.update(image: image, name: label ?? name, tint: tint,
                       resizable: isResizable, aspect: aspect.map { ($0.ratio, $0.contentMode) })
        return [element]
    }
}

/// How rendering a symbol's layers is chosen (all draw as one colour here).
public struct SymbolRenderingMode: Hashable, Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

/// Whether a view kept to an aspect ratio fits in its space or fills it.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// A title with an icon beside it.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
