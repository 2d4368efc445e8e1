import Foundation

/// The coder a storyboard passes to `init(coder:)`. imsim has no storyboards, so it holds no values:
/// every decode finds nothing.
final class StoryboardCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
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
