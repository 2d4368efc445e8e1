/// Picks which of several waiting things comes next, from a seed: the same seed gives the same picks.
/// SplitMix64 (Steele, Lea and Flood, 2014), the generator `ParticipantIdentifiers` uses too.
public struct SeededOrder: Equatable, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<count`; `count` must be positive.
    public mutating func next(below count: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(count))
    }
}
