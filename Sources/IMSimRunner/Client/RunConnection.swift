import IMSimCore

/// A client's end of its connection to a run: over the run's control socket (`RunClient`), or in
/// the run's own process (`InProcessClientLink`).
public protocol RunConnection: AnyObject {
    func send(_ message: ClientToRun)
    func close()
}

extension RunClient: RunConnection {}
