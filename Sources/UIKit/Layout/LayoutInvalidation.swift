/// Counts changes to how views look (frames, colours, hiding, images, text, `setNeedsDisplay`): a
/// picture taken when the count has not moved shows what the last one showed.
@MainActor
package enum Appearance {
    package private(set) static var generation = 0

    static func changed() {
        generation &+= 1
    }
}

/// Counts changes to anything Auto Layout reads (constraints, hierarchy, sizes, margins, hiding):
/// an engine solves again only when the count moved since its last pass.
@MainActor
enum LayoutInvalidation {
    private(set) static var generation = 0
    /// True while the engine gives views their solved frames: those follow from the solution and
    /// change nothing it depends on, so solving again would only risk moving what is ambiguous.
    static var isApplyingSolution = false

    static func bump() {
        Appearance.changed()
        guard !isApplyingSolution else { return }
        generation &+= 1
    }
}
