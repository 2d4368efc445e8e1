// As in Apple's SDK, `import Messages` brings UIKit, and through it Foundation.
@_exported import UIKit
