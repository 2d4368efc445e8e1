/// How much a constraint matters. Levels are lexicographic: any amount of error at one level is
/// worth less than the least error at a higher level. Within a level, errors cost `weight` each.
/// `required` is above every level: a hard constraint.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var level: Double
    public var weight: Double

    public init(level: Double, weight: Double = 1) {
        self.level = level
        self.weight = level == .infinity ? 1 : weight
    }

    public static let required = Strength(level: .infinity)

    public var isRequired: Bool { level == .infinity }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
    }

    public var description: String { isRequired ? "required" : "\(level)x\(weight)" }
}
