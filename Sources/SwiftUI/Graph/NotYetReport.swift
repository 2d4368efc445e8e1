import Foundation

/// Says once, on the extension's standard error (which reaches the run's journal as the extension's
/// output), that something the code asked for is not done yet, naming it: never silently ignored.
@MainActor
enum NotYetReport {
    private static var reported: Set<String> = []

    static func once(_ name: String, _ what: String) {
        guard reported.insert(name).inserted else { return }
        FileHandle.standardError.write(Data("imsim SwiftUI: \(name) \(what) (docs/API.md)\n".utf8))
    }
}
