import IMSimCore
import XCTest

final class CrashLogTests: XCTestCase {
    let output = """
        Probe: viewDidLoad
        Probe/MessagesViewController.swift:43: Fatal error: boom

        *** Signal 4: Backtracing from 0x7fc0d70f9361... done ***

        *** Program crashed: Illegal instruction at 0x00007fc0d70f9361 ***

        Thread 0 "imsim" crashed:

          0               0x00007fc0d70f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra]          0x000055df0fcb3002 MessagesViewController.crash() + 417 in imsim at /home/me/Poll/Sources/Poll/MessagesViewController.swift:43:9
          2 [ra]          0x000055df0fae0dba ControlFinder.tap(_:) + 2329 in imsim at /imsim/Sources/IMSimExtension/ControlFinder.swift:24:24
          3 [ra] [thunk]  0x000055df0fae7cdc partial apply for closure #1 + 27 in imsim at //<compiler-generated>
        ...

        Backtrace took 2.54s
        """

    func testTheSummaryIsTheMessageTheCrashAndTheExtensionsFrames() {
        var log = CrashLog()
        output.split(separator: "\n", omittingEmptySubsequences: false).forEach { log.ingest(String($0)) }
        XCTAssertEqual(log.frames.count, 4)
        XCTAssertEqual(log.summary(excludingFramesUnder: "/imsim/Sources/"), [
            "Probe/MessagesViewController.swift:43: Fatal error: boom",
            "Program crashed: Illegal instruction at 0x00007fc0d70f9361",
            "  1 MessagesViewController.crash() + 417 in imsim at /home/me/Poll/Sources/Poll/MessagesViewController.swift:43:9",
        ])
    }

    /// libdispatch on Linux stops a `dispatch_sync` onto the thread's own queue without a word; the
    /// summary says what iOS says, from the frames.
    func testASyncOntoTheOwnQueueIsNamedWithLibdispatchsMessage() {
        var log = CrashLog()
        let lines = ["*** Program crashed: Illegal instruction at 0x00007f86e695e7d8 ***", "Thread 0 \"imsim\" crashed:", "",
                     "  0      0x00007f86e695e7d8 __DISPATCH_WAIT_FOR_QUEUE__ + 344 in libdispatch.so",
                     "  1 [ra] 0x00007f86e695e2d3 _dispatch_sync_f_slow + 194 in libdispatch.so",
                     "  2 [ra] 0x000055bf44650049 closure #1 in Poll.tapped() + 8 in imsim at /home/me/Poll/Poll.swift:6:1"]
        lines.forEach { log.ingest($0) }
        XCTAssertEqual(log.summary(excludingFramesUnder: "/imsim/Sources/"), [
            "BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already owned by current thread "
                + "(DispatchQueue.main.sync called on the main thread?)",
            "Program crashed: Illegal instruction at 0x00007f86e695e7d8",
            "  2 closure #1 in Poll.tapped() + 8 in imsim at /home/me/Poll/Poll.swift:6:1",
        ])
        var other = CrashLog()
        output.split(separator: "\n").forEach { other.ingest(String($0)) }
        XCTAssertNil(other.libdispatchMessage, "another crash is not libdispatch's")
    }
}
