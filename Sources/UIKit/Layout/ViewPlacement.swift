/// Counts changes to what decides where a view is on the screen and what a look or a touch at a
/// point there reaches: frames, bounds, transforms, the hierarchy and its order, hiding, alpha,
/// clipping, backgrounds and touch settings. A reading of the screen taken when the count has not
/// moved places every view where the last one did. Each change also changes how views look.
@MainActor
package enum ViewPlacement {
    package private(set) static var generation = 0

    package static func changed() {
        generation &+= 1
        Appearance.changed()
    }
}
