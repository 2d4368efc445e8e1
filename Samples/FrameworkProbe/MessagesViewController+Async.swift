import Foundation
import Messages
import UIKit

/// Code that runs later, as real extensions write it: the main queue, main-actor tasks, the main
/// operation queue, timers, `await` on the conversation, and completion handlers that hop to the
/// main queue before touching a label. Each writes what ran in `asyncLabel`.
extension MessagesViewController {
    func makeAsyncButtons() -> [UIButton] {
        [
            makeButton("Main queue", identifier: "mainQueue") { [unowned self] in
                DispatchQueue.main.async { self.asyncLabel.text = "main queue ran" }
            },
            makeButton("Main actor task", identifier: "mainActorTask") { [unowned self] in
                Task { @MainActor in self.asyncLabel.text = "main actor task ran" }
            },
            makeButton("Operation queue", identifier: "operationQueue") { [unowned self] in
                OperationQueue.main.addOperation {
                    MainActor.assumeIsolated { self.asyncLabel.text = "main operation queue ran" }
                }
            },
            makeButton("Timer", identifier: "timer") { [unowned self] in
                _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
                    MainActor.assumeIsolated { self.asyncLabel.text = "timer fired" }
                }
            },
            makeButton("Run loop block", identifier: "runLoopBlock") { [unowned self] in
                RunLoop.main.perform {
                    MainActor.assumeIsolated { self.asyncLabel.text = "run loop block ran" }
                }
            },
            makeButton("Await insert", identifier: "awaitInsert") { [unowned self] in awaitInsert() },
            makeButton("Insert, then main queue", identifier: "insertThenMain") { [unowned self] in insertThenHop() },
            makeButton("Crash", identifier: "crash") { [unowned self] in crashOnPurpose() },
            makeButton("Bad table update", identifier: "badTableUpdate") { [unowned self] in insertRowWithoutItsData() },
            makeButton("Hang", identifier: "hang") { [unowned self] in hangOnPurpose() },
            makeButton("Main queue sync", identifier: "mainQueueSync") { [unowned self] in syncOntoMainQueue() },
            makeButton("Background work", identifier: "backgroundWork") { [unowned self] in
                DispatchQueue.global().async {
                    let total = (1...1000).reduce(0, +)
                    DispatchQueue.main.async { self.asyncLabel.text = "background work done: \(total)" }
                }
            },
        ]
    }

    /// A trap in the extension's own code: the run fails naming it, with the message and the frames.
    private func crashOnPurpose() {
        let parts: [String] = []
        asyncLabel.text = "about to crash"
        fatalError("the probe crashed on purpose (\(parts.count) parts)")
    }

    /// A row inserted into a table whose data did not grow: UIKit's exception stops the extension,
    /// and the run fails with UIKit's reason.
    private func insertRowWithoutItsData() {
        let rows = TwoRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.reloadData()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    /// A tap handler that never returns, counting until a flag nothing sets is set: the run's failure
    /// says where the main thread is stuck. Never inlined, so the release build's stack names it too;
    /// the loop calls no function at all, not even a static's addressor, whose frame could hide this
    /// one (a leaf's caller is lost in a sampled stack).
    @inline(never)
    private func hangOnPurpose() {
        asyncLabel.text = "counting until a flag nothing sets"
        let flagNobodySets = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        flagNobodySets.initialize(to: false)
        var turns = 0
        while !flagNobodySets.pointee {
            turns &+= 1
        }
        flagNobodySets.deallocate()
        asyncLabel.text = "the flag was set after \(turns) turns"
    }

    /// `DispatchQueue.main.sync` from the main thread: iOS stops the extension with libdispatch's message.
    private func syncOntoMainQueue() {
        DispatchQueue.main.sync { asyncLabel.text = "main queue sync ran" }
    }

    /// `try await conversation.insert(_:)`, then the label, in one main-actor task.
    private func awaitInsert() {
        guard let conversation = activeConversation else { return }
        let message = Self.makeMessage(caption: "Awaited", url: URL(string: "https://example.com/probe?awaited=1")!)
        Task { @MainActor in
            do {
                try await conversation.insert(message)
                asyncLabel.text = "awaited insert: pending \(message.isPending)"
            } catch {
                asyncLabel.text = "awaited insert failed: \((error as NSError).code)"
            }
        }
    }

    /// The completion handler hops to the main queue before touching the label, as most code does.
    private func insertThenHop() {
        guard let conversation = activeConversation else { return }
        let message = Self.makeMessage(caption: "Hopped", url: URL(string: "https://example.com/probe?hopped=1")!)
        conversation.insert(message) { error in
            DispatchQueue.main.async {
                self.asyncLabel.text = error == nil ? "completion hopped to main" : "insert failed"
            }
        }
    }
}

/// A table's data that always has two rows.
private final class TwoRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}
