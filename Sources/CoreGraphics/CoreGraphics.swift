// `import CoreGraphics`, as extensions write it: imsim's Core Graphics types (CGContext, CGColor,
// CGImage, CGAffineTransform, with Foundation's CGRect and CGFloat) are UIKit's, re-exported here.
@_exported import UIKit
