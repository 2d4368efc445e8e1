// As on iOS, `import SwiftUI` brings UIKit (for representables and hosting controllers) and
// Observation (for `@Observable` models), and Combine's `ObservableObject` and `@Published`.
@_exported import Combine
@_exported import Observation
@_exported import UIKit
