/// Counts changes to anything Auto Layout reads (constraints, hierarchy, sizes, margins, hiding):
/// an engine solves again only when the count moved since its last pass.
@MainActor
enum LayoutInvalidation {
    private(set) static var generation = 0

    static func bump() {
        generation &+= 1
    }
}
