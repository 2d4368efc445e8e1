/// Counts changes to anything Auto Layout reads (constraints, hierarchy, sizes, margins, hiding):
/// an engine solves again only when the count moved since its last pass.
@MainActor
enum LayoutInvalidation {
    private(set) static var generation = 0
    /// True while the engine gives views their solved frames: those follow from the solution and
    /// change nothing it depends on, so solving again would only risk moving what is ambiguous.
    static var isApplyingSolution = false

    static func bump() {
        guard !isApplyingSolution else { return }
        generation &+= 1
    }
}
