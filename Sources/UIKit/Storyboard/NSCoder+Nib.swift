import Foundation
import InterfaceBuilder

extension NSCoder {
    /// The element and loading when this coder comes from a storyboard or xib being loaded; nil for
    /// an empty coder (the principal controller made without a document, or an app's own coder).
    @MainActor var nibElement: (node: IBNode, loading: NibLoading)? {
        guard let coder = self as? StoryboardCoder, let node = coder.node, let loading = coder.loading else { return nil }
        return (node, loading)
    }
}
