import Glibc

/// Apple's `os_unfair_lock` (os/lock.h): a non-recursive lock a caller keeps at a stable address.
/// Here a pthread mutex. Besides extension code, packages in the same build use it: a module named
/// `os` makes `#if canImport(os)` true for every module of the package graph (swift-argument-parser's
/// `Mutex` then locks with these), so this module must offer what Apple's does there.
public struct os_unfair_lock {
    fileprivate var mutex = pthread_mutex_t()

    /// Unlocked (`OS_UNFAIR_LOCK_INIT`): a zeroed mutex is an initialized one in glibc.
    public init() {}
}

public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(mutex(of: lock))
}

public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(mutex(of: lock))
}

public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(mutex(of: lock)) == 0
}

/// The mutex inside, at the lock's own address (its only stored property).
private func mutex(of lock: os_unfair_lock_t) -> UnsafeMutablePointer<pthread_mutex_t> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: pthread_mutex_t.self)
}
