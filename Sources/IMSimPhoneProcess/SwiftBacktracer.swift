import Foundation

/// Where Swift's crash backtracer is. The runtime looks for it beside the Swift runtime library; an
/// executable that links the runtime statically (`tools/build-release`) has none beside it, so a
/// crashing extension would print no frames. Found once per phone, next to the `swift` on PATH.
enum SwiftBacktracer {
    static let path: String? = {
        let manager = FileManager.default
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories where manager.isExecutableFile(atPath: "\(directory)/swift") {
            // .../usr/bin/swift → .../usr/libexec/swift/linux/swift-backtrace-static (needs no libraries).
            let toolchain = URL(fileURLWithPath: "\(directory)/swift").resolvingSymlinksInPath()
                .deletingLastPathComponent().deletingLastPathComponent().path
            for name in ["swift-backtrace-static", "swift-backtrace"] {
                let candidate = toolchain + "/libexec/swift/linux/" + name
                if manager.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()
}
