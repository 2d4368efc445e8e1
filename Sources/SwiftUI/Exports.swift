// As on iOS, `import SwiftUI` brings UIKit (for representables and hosting controllers) and
// Observation (for `@Observable` models).
@_exported import Observation
@_exported import UIKit
