/// Plays a run again in the order another run's phones handled their inputs (`PhoneInputs`): a
/// phone's next input may be handled only when it is the one recorded next for that phone. Inputs
/// past the record, and phones without one, are free. Pure: the scheduler asks, the run reports.
public struct InputOrderFollower: Sendable {
    private let recorded: PhoneInputs
    private var handled: [String: Int] = [:]
    /// The first input handled out of the recorded order; nil while the order is followed.
    public private(set) var firstDeparture: PhoneInputs.Difference?

    public init(recorded: PhoneInputs) {
        self.recorded = recorded
    }

    /// Whether `input` may be handled at `phone` now.
    public func allows(_ input: PhoneInputs.Input, at phone: String) -> Bool {
        guard let expected = expected(at: phone) else { return true }
        return input == expected
    }

    /// `phone` handled `input` (allowed or not: when nothing allowed could go, the run went on).
    public mutating func handled(_ input: PhoneInputs.Input, at phone: String) {
        let position = handled[phone, default: 0]
        if firstDeparture == nil, let expected = expected(at: phone), expected != input {
            firstDeparture = PhoneInputs.Difference(phone: phone, position: position + 1, this: expected, other: input)
        }
        handled[phone] = position + 1
    }

    private func expected(at phone: String) -> PhoneInputs.Input? {
        guard let inputs = recorded.byPhone[phone] else { return nil }
        let position = handled[phone, default: 0]
        return position < inputs.count ? inputs[position] : nil
    }
}
