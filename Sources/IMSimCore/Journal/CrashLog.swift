import Foundation

/// What an extension process printed when it crashed, kept from its output as it arrives: Swift's
/// fatal error message and the crashed thread's frames (Swift's backtracer, which phones enable for
/// extensions). Bounded; empty until a launch crashes.
public struct CrashLog: Equatable, Sendable {
    public static let frameLimit = 40
    /// `Fatal error: …`, `Precondition failed: …` and the like, with the file and line Swift names.
    public private(set) var message: String?
    /// `*** Program crashed: Illegal instruction at 0x… ***`
    public private(set) var crash: String?
    /// The crashed thread's frames, innermost first, as printed.
    public private(set) var frames: [String] = []
    private var inFrames = false

    public init() {}

    public mutating func ingest(_ line: String) {
        if message == nil, Self.messageMarkers.contains(where: line.contains) {
            message = line
        } else if line.hasPrefix("*** Program crashed:") {
            crash = line.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
        } else if line.hasPrefix("Thread "), line.hasSuffix("crashed:") {
            inFrames = true
        } else if inFrames {
            if line.isEmpty || line == "..." { inFrames = frames.isEmpty ? inFrames : false; return }
            if frames.count < Self.frameLimit { frames.append(line.trimmingCharacters(in: .whitespaces)) }
        }
    }

    public var isEmpty: Bool { message == nil && crash == nil && frames.isEmpty }

    /// What iOS says when libdispatch stops a `dispatch_sync` onto the queue the calling thread runs
    /// (`DispatchQueue.main.sync` on the main thread); Linux's libdispatch stops it alike, silently.
    public static let syncOnOwnQueue = "BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already owned by current thread"

    /// libdispatch's message for this crash, when its frames show the check that stopped a `dispatch_sync`.
    public var libdispatchMessage: String? {
        frames.contains { $0.contains("__DISPATCH_WAIT_FOR_QUEUE__") }
            ? Self.syncOnOwnQueue + " (DispatchQueue.main.sync called on the main thread?)" : nil
    }

    /// The lines a person needs: the message, the crash, then the frames in code outside `excluded`
    /// (a path prefix: imsim's own sources), the runtime and compiler-generated thunks.
    public func summary(excludingFramesUnder excluded: String) -> [String] {
        [message, libdispatchMessage, crash].compactMap { $0 } + ownFrames(excludingFramesUnder: excluded).map { "  " + $0 }
    }

    /// The first ten frames of code outside `excluded` with a source location, shortened: the user's own.
    public func ownFrames(excludingFramesUnder excluded: String) -> [String] {
        let own = frames.filter { frame in
            guard let at = frame.range(of: " at ") else { return false }
            let location = frame[at.upperBound...]
            return !location.hasPrefix(excluded) && !location.hasPrefix("//<compiler-generated>")
        }
        return own.prefix(10).map(Self.shortened)
    }

    private static let messageMarkers = ["Fatal error:", "Precondition failed:", "Assertion failed:", "Unexpectedly found nil",
                                         "Index out of range", "Array index is out of range"]

    /// A frame without the address columns: `1 MessagesViewController.crash() + 417 in imsim at /path/file.swift:43:9`.
    public static func shortened(_ frame: String) -> String {
        let parts = frame.split(separator: " ", omittingEmptySubsequences: true)
        guard let number = parts.first, let address = parts.firstIndex(where: { $0.hasPrefix("0x") }) else { return frame }
        return ([number] + parts[(address + 1)...]).joined(separator: " ")
    }
}
