extension Subscribers {
    /// How many values a subscriber asks for: a number, or all of them.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// nil: unlimited.
        public let max: Int?

        private init(_ max: Int?) {
            self.max = max
        }

        public static let unlimited = Demand(nil)
        public static let none = Demand(0)

        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(value)
        }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : .max(product)
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// What is left once `rhs` values came; never below none.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            guard let right = rhs.max else { return .none }
            return Demand(Swift.max(0, left - right))
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case let (left?, right?): left < right
            }
        }

        // Against a number: an unlimited demand is more than any.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs != lhs }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    }

    /// How a publisher ended: done, or with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)

        func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Completion<NewFailure> {
            switch self {
            case .finished: .finished
            case let .failure(error): .failure(transform(error))
            }
        }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
