import Foundation

/// Where imsim's own sources were when it was built: crash frames there are imsim's, not the
/// extension's, and are left out of failure reports (they stay in the extension's log).
enum ImsimSources {
    static let path: String = {
        // This file is Sources/IMSimRunner/Player/ImsimSources.swift.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/"
    }()
}
