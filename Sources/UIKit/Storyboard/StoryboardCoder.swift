import Foundation
import InterfaceBuilder

/// The coder a storyboard or nib passes to `init(coder:)`: it carries the element the object is made
/// from, and the loading it belongs to, which UIKit's classes decode in their `init(coder:)` (a view's
/// properties, subviews and constraints), as UIKit's own `initWithCoder:` does. A coder made with no
/// element (`StoryboardCoder()`) holds nothing: every decode finds nothing.
final class StoryboardCoder: NSCoder {
    let node: IBNode?
    /// The loading that made this coder; nil for an empty coder.
    nonisolated(unsafe) weak var loading: NibLoading?

    init(node: IBNode? = nil, loading: NibLoading? = nil) {
        self.node = node
        self.loading = loading
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { node?.attributes[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { node?.attributes[key] }
    override func decodeBool(forKey key: String) -> Bool { node?.flag(key) ?? false }
    override func decodeInteger(forKey key: String) -> Int { node?.number(key).map { Int($0) } ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeFloat(forKey key: String) -> Float { Float(node?.number(key) ?? 0) }
    override func decodeDouble(forKey key: String) -> Double { node?.number(key) ?? 0 }
}

extension UIViewController {
    /// Makes `type` as Messages makes an extension's principal controller from its main storyboard:
    /// `init(coder:)`, then `awakeFromNib()`. Nil when the class's `init(coder:)` fails.
    package static func instantiateFromStoryboard(_ type: UIViewController.Type) -> UIViewController? {
        guard let controller = type.init(coder: StoryboardCoder()) else { return nil }
        controller.awakeFromNib()
        return controller
    }
}
