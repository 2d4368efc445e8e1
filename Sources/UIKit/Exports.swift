// As in Apple's SDK, `import UIKit` brings Foundation (URL, IndexPath, NSLocalizedString, ...) and
// with it the CoreGraphics value types (CGFloat, CGPoint, CGSize, CGRect) and Dispatch.
@_exported import Foundation
// On Apple's platforms Foundation has URLSession and URLRequest; on Linux they are in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
