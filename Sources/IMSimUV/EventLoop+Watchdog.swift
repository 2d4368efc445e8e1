extension EventLoop {
    /// Runs like `run()`, but if handles are still open after `milliseconds`, closes them all and
    /// returns false once their close callbacks ran: a test whose loop would hang fails instead.
    /// Call on the loop's thread.
    public func run(closingEverythingAfter milliseconds: UInt64) -> Bool {
        let watchdog = LoopTimer(loop: self)
        // The watchdog alone does not keep the loop running.
        watchdog.unreference()
        var expired = false
        watchdog.start(after: milliseconds) { [unowned self] in
            expired = true
            closeEveryHandle()
        }
        run()
        watchdog.close()
        // Lets the watchdog's close callback run.
        run()
        return !expired
    }
}
