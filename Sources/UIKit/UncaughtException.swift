import Foundation

/// An Objective-C exception UIKit raises that nothing catches: the extension stops, and its last
/// output says what iOS's console says. `precondition` is not used for these: optimized builds drop
/// its message, and the reason is what the developer needs.
enum UncaughtException {
    static let internalInconsistency = "NSInternalInconsistencyException"
    static let invalidArgument = "NSInvalidArgumentException"

    static func raise(_ name: String = internalInconsistency, reason: String,
                      file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'", file: file, line: line)
    }

    /// Raises the exception unless `condition` holds.
    static func require(_ condition: Bool, _ name: String = internalInconsistency, reason: @autoclosure () -> String,
                        file: StaticString = #fileID, line: UInt = #line) {
        if !condition { raise(name, reason: reason(), file: file, line: line) }
    }
}
