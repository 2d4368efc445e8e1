import Foundation
internal import IMSimGraphics

/// SF Symbols. Their artwork does not exist on Linux, so `init(systemName:)` makes a stand-in: a
/// square PNG of an icon of the same meaning (`SymbolStandIn`) as large as the symbol would be at its
/// configuration's point size and scale, which remembers its name so scenarios can tell which symbol is shown.
///
/// The point size is the configuration's, else its font's, else its text style's at the default
/// Dynamic Type size, else 17 (body). The small scale is 0.8 of it and the large 1.3 (SF Symbols'
/// "about 20% smaller" and "about 30% larger"). Any name of lowercase letters, digits and dots is
/// accepted, since the list of symbols is not available here.
extension UIImage {
    /// The stand-in for the SF Symbol `name`; nil if `name` can't be a symbol's.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { Configuration(traitCollection: $0) })
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard UIImage.isSymbolName(name) else { return nil }
        let symbolConfiguration = configuration.map { SymbolConfiguration(values: $0.values) }
        let (data, size, scale) = UIImage.symbolArtwork(for: configuration?.values ?? .init(), name: name)
        self.init(data: data, size: size, scale: scale, renderingMode: .automatic, symbolName: name,
                  symbolConfiguration: symbolConfiguration, tint: nil)
    }

    /// The configuration the image was made with, if any.
    public var configuration: UIImage.Configuration? { symbolConfiguration }

    /// The image for `configuration` (over the current one): a symbol is drawn again at its new size.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        let merged = SymbolConfiguration(values: (symbolConfiguration?.values ?? .init()).applying(configuration.values))
        guard let symbolName else { return copying(symbolConfiguration: merged) }
        return UIImage(systemName: symbolName, withConfiguration: merged)?
            .copying(renderingMode: renderingMode, tint: tint) ?? self
    }

    /// The symbol image with `configuration` applied; nil if this is not a symbol image.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    // MARK: System images

    public static var add: UIImage { UIImage(systemName: "plus") ?? UIImage() }
    public static var remove: UIImage { UIImage(systemName: "minus") ?? UIImage() }
    public static var actions: UIImage { UIImage(systemName: "ellipsis") ?? UIImage() }
    public static var checkmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
    public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle") ?? UIImage() }

    // MARK: Stand-in artwork

    static func isSymbolName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".")
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    /// The point size of a symbol drawn with `values` (before its scale).
    static func symbolPointSize(_ values: Configuration.Values) -> CGFloat {
        if let pointSize = values.pointSize, pointSize > 0 { return pointSize }
        if let font = values.font { return font.pointSize }
        if let style = values.textStyle {
            return DynamicTypeSizes.size(of: style, at: values.traitCollection?.preferredContentSizeCategory ?? .large)
        }
        return 17
    }

    /// A PNG of the symbol's stand-in (`SymbolStandIn`), its side in points and the scale it is drawn at.
    private static func symbolArtwork(for values: Configuration.Values, name: String) -> (Data, CGSize, CGFloat) {
        let factor: CGFloat = switch values.scale {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
        let scale = values.traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 2 } ?? 2
        let pixels = max(1, Int((symbolPointSize(values) * factor * scale).rounded()))
        let canvas = Canvas(width: pixels, height: pixels)
        if !SymbolStandIn(name: name).draw(on: canvas, side: CGFloat(pixels)) {
            // Without Material Icons (a machine tools/ensure-deps did not set up): a disc, as before.
            canvas.clear()
            canvas.fillEllipse(in: CGRect(x: 0, y: 0, width: pixels, height: pixels))
        }
        let side = CGFloat(pixels) / scale
        return (canvas.pngData(), CGSize(width: side, height: side), scale)
    }
}
