import Dispatch
import NavSandboxCore

/// Writes a long run's log as JSON on a second thread while the run goes on.
///
/// `run --json` prints the log after the final state, which it knows only at
/// the end, so the log used to be worded and escaped after the last line had
/// run: a third of a 10,000-line script's time, with the second core idle.
/// Entries never change once logged, so whole batches of them are handed to
/// a serial queue as the run passes them; at the end `RunReport.writeJSON`
/// puts the written batches where the log goes and writes only the rest.
///
/// The bytes are the ones the sequential writer makes (the same function
/// writes each entry), so output does not depend on the threads. What was
/// written ahead is used only if the finished log still holds the very
/// chunks that were handed over (`ChunkedArray.sharesLeadingChunks`): a
/// script that replaced or trimmed the log gets its log written again, from
/// the start.
public final class LogJSONPrewriter: @unchecked Sendable {
    // Thread safety: `handedOver` and `snapshots` are touched only by the
    // thread that runs the script; `written` only on `queue`, and by the
    // run's thread after `queue.sync`, which orders it after every batch.

    /// Entries per batch: whole chunks of the log, so a batch is full chunks
    /// that no later entry shares.
    let batch: Int
    private let queue = DispatchQueue(label: "navsandbox.log-json")
    private var handedOver = 0
    /// The logs as handed over, kept until the end: while they hold their
    /// chunks, a write to the run's log cannot reuse that storage unseen.
    private var snapshots: [ChunkedArray<LogEntry>] = []
    private var written: [[UInt8]] = []

    /// `batch` is rounded up to whole chunks; tests use small ones.
    public init(batch: Int = 4096) {
        let chunk = ChunkedArray<LogEntry>.chunkSize
        self.batch = max(chunk, (batch + chunk - 1) / chunk * chunk)
    }

    /// The run's log after a step: hands over the next batch once it is
    /// complete. Cheap when it is not: one comparison.
    public func offer(_ log: ChunkedArray<LogEntry>) {
        guard log.count >= handedOver + batch else { return }
        let range = handedOver..<(handedOver + batch)
        handedOver = range.upperBound
        snapshots.append(log)
        queue.async { [self] in
            var out = OutputBuffer()
            RunReport.writeLogEntriesJSON(log, range, into: &out)
            // Copied out here, off the run's thread: the sink takes arrays.
            written.append(out.bytes)
        }
    }

    /// How many leading entries of `log` were written ahead and can be used
    /// as they are (waiting for the queue to finish them), and the bytes.
    func take(for log: ChunkedArray<LogEntry>) -> (count: Int, bytes: [[UInt8]]) {
        queue.sync {}
        guard let last = snapshots.last, handedOver > 0,
            log.sharesLeadingChunks(with: last, prefix: handedOver)
        else { return (0, []) }
        return (handedOver, written)
    }
}
