import IMSimCore
import IMSimGraphics

/// What a picture of a phone's screen was drawn from, to find the rows of pixels the next picture
/// changes without drawing it whole: when only the open extension's pixels differ, the rows of the
/// extension's frame in which they differ.
public struct ScreenDamage {
    /// What `PhoneScreenRenderer.render` reads of the snapshot, device, names and extension picture.
    public struct Drawn {
        let scene: PhoneSnapshot
        let device: Device
        let appName: String?
        let members: [String]?
        /// Compared by identity first, then by pixels; only read.
        let extensionPicture: Canvas?

        public init(_ snapshot: PhoneSnapshot, on device: Device, extensionPicture: Canvas?, appName: String?, members: [String]?) {
            var scene = snapshot
            // What the renderer never reads: the extension's controls (not the keyboard), its callbacks and output.
            var screen = ScreenSnapshot()
            screen.keyboard = snapshot.app?.screen.keyboard
            screen.keyboardKeys = snapshot.app?.screen.keyboardKeys
            scene.app?.screen = screen
            scene.lifecycle = []
            scene.extensionOutput = []
            scene.timeline = []
            self.scene = scene
            self.device = device
            self.appName = appName
            self.members = members
            self.extensionPicture = extensionPicture
        }
    }

    /// The rows of device pixels in which `new` differs from `old`, drawn on `old.device`: nil when it
    /// must be drawn whole, empty when nothing differs.
    public static func rows(from old: Drawn, to new: Drawn) -> Range<Int>? {
        guard old.scene == new.scene, old.device == new.device, old.appName == new.appName, old.members == new.members else {
            return nil
        }
        switch (old.extensionPicture, new.extensionPicture) {
        case (nil, nil):
            return 0..<0
        case let (before?, after?):
            if before === after { return 0..<0 }
            guard let style = new.scene.app?.style, let frame = new.device.extensionFrame(for: style) else { return 0..<0 }
            let scale = new.device.scale
            let top = frame.minY * scale, width = frame.width * scale, height = frame.height * scale
            // Drawn pixel for pixel only when the picture fills its frame's whole pixels exactly.
            guard top == top.rounded(), Double(after.width) == width, Double(after.height) == height else { return nil }
            guard let changed = after.differingRows(from: before) else { return 0..<0 }
            return Int(top) + changed.lowerBound..<Int(top) + changed.upperBound
        default:
            return nil
        }
    }
}
