/// A dictionary that holds at most `limit` keys: past it, the key put in longest ago goes. For
/// what a reading keeps a while in case it is needed (an arrival journaled before its send).
struct RecentMap<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Each value with the number of the put that made it.
    private var values: [Key: (value: Value, put: Int)] = [:]
    /// Keys in the order they were put in, from `start`; some since removed or put again.
    private var order: [(key: Key, put: Int)] = []
    private var start = 0
    private var puts = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { values.count }

    /// Keys held in all, those gone included (for tests: at most a few times `limit`).
    var storedKeys: Int { order.count }

    subscript(key: Key) -> Value? {
        values[key]?.value
    }

    /// Puts `value` in for `key`, as if new: it goes last of all.
    mutating func put(_ value: Value, for key: Key) {
        puts += 1
        values[key] = (value, puts)
        order.append((key, puts))
        while values.count > limit, start < order.count {
            let oldest = order[start]
            start += 1
            if values[oldest.key]?.put == oldest.put { values[oldest.key] = nil }
        }
        // Keys gone (pushed out, removed or put again) stay in `order` until they are most of it.
        if order.count - start > 2 * (values.count + 16) {
            order = order[start...].filter { values[$0.key]?.put == $0.put }
            start = 0
        } else if start > 16, 2 * start > order.count {
            order.removeFirst(start)
            start = 0
        }
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        values.removeValue(forKey: key)?.value
    }
}
