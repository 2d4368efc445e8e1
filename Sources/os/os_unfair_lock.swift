// Apple's `os` module re-exports Darwin; this one re-exports Glibc, so code that imports `os` in place
// of the C library (as `#if canImport(os)` branches do) still finds pthreads.
@_exported import Glibc

/// Apple's `os_unfair_lock` (os/lock.h): a non-recursive lock a caller keeps at a stable address.
/// Here it is a pthread mutex itself. Besides extension code, packages in the same build use it: a
/// module named `os` makes `#if canImport(os)` true for every module of the package graph, and
/// swift-argument-parser's `Mutex` then locks with these (and destroys with `pthread_mutex_destroy`).
/// A zeroed mutex is an initialized one in glibc, so `os_unfair_lock()` is `OS_UNFAIR_LOCK_INIT`.
/// The functions are emitted into each caller: a program of that package that does not link this
/// module (argument-parser's `generate-manual`) then still links.
public typealias os_unfair_lock = pthread_mutex_t

public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
}

@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
}

@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}
