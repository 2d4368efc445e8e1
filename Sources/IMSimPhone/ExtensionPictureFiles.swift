import Synchronization

/// The files in the run's pictures folder (`PictureHandoff`) one phone's extensions paint into,
/// each used again once the phone has drawn from it: a new file for every picture cost the kernel
/// about 12 MB of freshly zeroed pages each time (docs/DECISIONS.md, "Pictures handed over in memory").
/// The phone's model names each picture; the phone paints it into a free file in its place.
package final class ExtensionPictureFiles: Sendable {
    private struct State {
        var free: [String] = []
        var assigned: [String: String] = [:]
        var made = 0
    }

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
            state.assigned[picture] = file
            return file
        }
    }

    /// The file `picture` was painted into, given to the caller until it is `release`d; nil if
    /// `picture` was not assigned here.
    package func take(_ picture: String) -> String? {
        state.withLock { $0.assigned.removeValue(forKey: picture) }
    }

    /// `file` is read no more: the next picture may be painted into it.
    package func release(_ file: String) {
        state.withLock { $0.free.append(file) }
    }
}
