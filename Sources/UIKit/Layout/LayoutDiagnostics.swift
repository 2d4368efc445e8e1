import Cassowary
import Foundation

/// UIKit's report of a required constraint that can't be satisfied, written to standard error as
/// UIKit logs it; the constraint is left out of the layout ("broken"), as UIKit recovers.
@MainActor
package enum LayoutDiagnostics {
    /// How many constraints were broken since the process started, and the last one.
    package private(set) static var unsatisfiableCount = 0
    package private(set) static var lastUnsatisfiable: String?
    /// Told the constraint left out, each time one is (the extension runtime puts it in the trace).
    package static var observer: ((String) -> Void)?

    static func reportUnsatisfiable(_ description: String, among others: [String]) {
        let list = (others + [description]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        let message = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
        \(list)
        )

        Will attempt to recover by breaking constraint
        \(description)
        """
        unsatisfiableCount += 1
        lastUnsatisfiable = description
        observer?(description)
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
    }
}
