// As in Apple's SDK, `import UIKit` brings Foundation (URL, IndexPath, NSLocalizedString, ...) and
// with it the CoreGraphics value types (CGFloat, CGPoint, CGSize, CGRect) and Dispatch.
@_exported import Foundation
