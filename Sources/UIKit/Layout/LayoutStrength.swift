import Cassowary

extension UILayoutPriority {
    /// The solver's strength for this priority: required at 1000 and above, otherwise its own level,
    /// so a higher priority always wins over any number of lower ones, as Auto Layout documents.
    func strength(weight: Double = 1) -> Strength {
        rawValue >= 1000 ? .required : Strength(level: Double(rawValue), weight: weight)
    }
}
