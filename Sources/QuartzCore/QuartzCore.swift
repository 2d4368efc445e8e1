// `import QuartzCore`, as extensions write it: imsim's Core Animation types (CALayer) are UIKit's,
// re-exported here.
@_exported import UIKit
