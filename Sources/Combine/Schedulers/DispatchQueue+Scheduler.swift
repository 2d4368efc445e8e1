import Foundation

extension DispatchQueue: Scheduler {
    /// A moment on the dispatch clock.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(Int64(other.dispatchTime.uptimeNanoseconds) - Int64(dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int64(dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)))))
        }

        public init(from decoder: any Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try UInt64(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            try dispatchTime.uptimeNanoseconds.encode(to: encoder)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }

        /// A length of time in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
            Codable, Sendable {
            /// Nanoseconds.
            public var magnitude: Int

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case let .seconds(s): magnitude = s * 1_000_000_000
                case let .milliseconds(ms): magnitude = ms * 1_000_000
                case let .microseconds(us): magnitude = us * 1000
                case let .nanoseconds(ns): magnitude = ns
                default: magnitude = .max
                }
            }

            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// Seconds, as Apple's strides read a literal.
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(.nanoseconds(Int(s * 1_000_000_000))) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { nanoseconds(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { nanoseconds(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { nanoseconds(lhs.magnitude * rhs.magnitude / 1_000_000_000) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    public struct SchedulerOptions: @unchecked Sendable {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(run: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let action = ScheduledAction(run: action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let action = ScheduledAction(run: action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler { action.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
