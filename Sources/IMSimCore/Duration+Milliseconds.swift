extension Duration {
    /// Whole milliseconds, as libuv's timers take them; negative durations are 0.
    public var wholeMilliseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        return UInt64(seconds) * 1000 + UInt64(max(attoseconds, 0) / 1_000_000_000_000_000)
    }
}
