import Foundation

extension UIImage {
    /// The weight of a symbol's strokes, matching a font weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The matching font weight (`.regular` when unspecified).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to text of its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// What an image is made for: traits (and, for symbols, size, weight and colours). Immutable
    /// once made, so shareable across threads.
    open class Configuration: NSObject, @unchecked Sendable {
        // @unchecked Sendable: `values` is set only while the configuration is being made, before
        // any other code can see it.

        /// Every setting a configuration can hold; nil means unspecified.
        package struct Values: Equatable {
            var traitCollection: UITraitCollection?
            var pointSize: CGFloat?
            var weight: SymbolWeight?
            var scale: SymbolScale?
            var textStyle: UIFont.TextStyle?
            var font: UIFont?
            var hierarchicalColor: UIColor?
            var paletteColors: [UIColor]?
            var prefersMulticolor = false

            /// These settings with those `other` specifies put over them.
            func applying(_ other: Values) -> Values {
                var merged = self
                if let traits = other.traitCollection {
                    merged.traitCollection = traitCollection?.overridden(by: traits) ?? traits
                }
                if let pointSize = other.pointSize { merged.pointSize = pointSize; merged.font = nil; merged.textStyle = nil }
                if let font = other.font { merged.font = font; merged.pointSize = nil; merged.textStyle = nil }
                if let textStyle = other.textStyle { merged.textStyle = textStyle; merged.pointSize = nil; merged.font = nil }
                if let weight = other.weight, weight != .unspecified { merged.weight = weight }
                if let scale = other.scale, scale != .unspecified { merged.scale = scale }
                if let color = other.hierarchicalColor { merged.hierarchicalColor = color }
                if let colors = other.paletteColors { merged.paletteColors = colors }
                if other.prefersMulticolor { merged.prefersMulticolor = true }
                return merged
            }
        }

        package var values = Values()

        public required override init() {
            super.init()
        }

        package convenience init(values: Values) {
            self.init()
            self.values = values
        }

        convenience init(traitCollection: UITraitCollection) {
            self.init(values: Values(traitCollection: traitCollection))
        }

        public var traitCollection: UITraitCollection? { values.traitCollection }

        /// This configuration with what `otherConfiguration` specifies put over it.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let configuration = Self()
            configuration.values = values.applying(otherConfiguration?.values ?? Values())
            return configuration
        }

        /// This configuration with its traits replaced.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let configuration = Self()
            configuration.values = values
            configuration.values.traitCollection = traitCollection
            return configuration
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration else { return false }
            return type(of: self) == type(of: other) && values == other.values
        }

        open override var hash: Int { values.pointSize?.hashValue ?? 0 }
    }

    /// How a symbol image is drawn: point size (or the font or text style to match), weight, scale
    /// and colours.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        // @unchecked Sendable: as `Configuration`, it has no state of its own.

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) {
            self.init(values: Values(pointSize: pointSize))
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(values: Values(pointSize: pointSize, weight: weight))
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(values: Values(pointSize: pointSize, weight: weight, scale: scale))
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(values: Values(textStyle: textStyle))
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(values: Values(scale: scale, textStyle: textStyle))
        }

        public convenience init(font: UIFont) {
            self.init(values: Values(font: font))
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(values: Values(scale: scale, font: font))
        }

        public convenience init(weight: SymbolWeight) {
            self.init(values: Values(weight: weight))
        }

        public convenience init(scale: SymbolScale) {
            self.init(values: Values(scale: scale))
        }

        /// Layers drawn in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(values: Values(hierarchicalColor: hierarchicalColor))
        }

        /// Layers drawn in these colours, in order.
        public convenience init(paletteColors: [UIColor]) {
            self.init(values: Values(paletteColors: paletteColors))
        }

        /// Symbols drawn in their own colours where they have them.
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(values: Values(prefersMulticolor: true))
        }

        open func configurationWithoutTextStyle() -> Self { without { $0.textStyle = nil } }
        open func configurationWithoutScale() -> Self { without { $0.scale = nil } }
        open func configurationWithoutWeight() -> Self { without { $0.weight = nil } }
        open func configurationWithoutPointSizeAndWeight() -> Self { without { $0.pointSize = nil; $0.weight = nil } }

        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            otherConfiguration.map { values == $0.values } ?? false
        }

        private func without(_ change: (inout Values) -> Void) -> Self {
            let configuration = Self()
            configuration.values = values
            change(&configuration.values)
            return configuration
        }
    }
}
