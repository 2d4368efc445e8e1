import Foundation
import IMSimCore
import IMSimModel
import IMSimUV

/// Every message accounted for: what was in flight to a phone that is gone is journaled as dropped,
/// with why, once that phone's last reports are in.
extension RunHost {
    /// A helper ended unasked. A phone's death ends the run once its connection's last reports are
    /// read (or after a grace period), so that what it received is not counted as dropped.
    func processDied(_ name: String, reason: String) {
        guard configuration.cast.contains(name), phones[name] != nil, !ledger.quiescence.gonePhones.contains(name), end == nil else {
            return finish(reason, isFailure: true)
        }
        deathsAwaitingReports[name] = reason
        let timer = LoopTimer(loop: loop)
        graceTimers.append(timer)
        timer.start(after: TimeoutScale.milliseconds(2000)) { [unowned self] in
            timer.close()
            if let reason = deathsAwaitingReports.removeValue(forKey: name) { finish(reason, isFailure: true) }
        }
    }

    /// `name`'s connection closed: nothing more will reach it, and it reports nothing more.
    func phoneReportsEnded(_ name: String) {
        let dropped = ledger.phoneGone(name)
        if end != nil {
            recordDropped(dropped, reason: "the run ended first")
        } else if let how = processExits[name] {
            recordDropped(dropped, reason: "\(name)'s phone died (\(how))")
        } else if !dropped.isEmpty {
            dropsAwaitingExit[name] = dropped
        }
        if let reason = deathsAwaitingReports.removeValue(forKey: name) { finish(reason, isFailure: true) }
    }

    /// Journals each delivery as dropped; `reason` nil: its recipient was already gone.
    func recordDropped(_ deliveries: [Quiescence.Delivery], reason: String? = nil) {
        for delivery in deliveries {
            record(.dropped(messageID: delivery.messageID, from: delivery.sender, to: delivery.recipient,
                            reason: reason ?? "\(delivery.recipient)'s phone was gone"))
        }
    }
}
