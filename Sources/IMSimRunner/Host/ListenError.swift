import IMSimUV
import IMSimModel

/// The run's control socket could not be made: the run does not start.
struct ListenError: Error, CustomStringConvertible {
    let path: String
    let error: UVError

    var description: String { "cannot listen on \(path): \(error)" }
}
