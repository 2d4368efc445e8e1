import Foundation
import Synchronization

/// The files in the run's pictures folder (`PictureHandoff`) one phone's extensions paint into,
/// each used again once the phone has drawn from it: a new file for every picture cost the kernel
/// about 12 MB of freshly zeroed pages each time (docs/DECISIONS.md, "Pictures handed over in memory").
/// The phone's model names each picture; the phone paints it into a free file in its place.
package final class ExtensionPictureFiles: Sendable {
    private struct State {
        var free: [String] = []
        /// Files being painted or waiting to be drawn from, in the order their pictures were asked for.
        var assigned: [(picture: String, file: String)] = []
        var made = 0
    }

    /// Free files kept at most: more (the phone's picture queue fell behind, then caught up) are removed.
    static let keptFree = 2
    private let folder: String
    private let owner: String
    private let state = Mutex(State())

    package init(folder: String, owner: String) {
        self.folder = folder
        self.owner = owner.lowercased()
    }

    /// The file the extension paints `picture` into: a free one, or a new name.
    package func assign(_ picture: String) -> String {
        state.withLock { state in
            let file = state.free.popLast() ?? {
                state.made += 1
                return "\(folder)/\(owner)-file-\(state.made).pixels"
            }()
            state.assigned.append((picture, file))
            return file
        }
    }

    /// The file `picture` was painted into, given to the caller until it is `release`d; nil if
    /// `picture` was not assigned here. Pictures are drawn in the order they were asked for: the
    /// files of those asked for before it and never taken (their drawing failed, their extension
    /// died) are free again.
    package func take(_ picture: String) -> String? {
        let (file, abandoned): (String?, [String]) = state.withLock { state in
            guard let index = state.assigned.firstIndex(where: { $0.picture == picture }) else { return (nil, []) }
            defer { state.assigned.removeFirst(index + 1) }
            return (state.assigned[index].file, state.assigned[..<index].map(\.file))
        }
        abandoned.forEach(release)
        return file
    }

    /// `file` is read no more: the next picture may be painted into it (or it is removed, past `keptFree`).
    package func release(_ file: String) {
        let kept = state.withLock { state in
            guard state.free.count < Self.keptFree else { return false }
            state.free.append(file)
            return true
        }
        if !kept { unlink(file) }
    }
}
