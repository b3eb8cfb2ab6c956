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
/// writes each entry), so output does not depend on the threads. A batch
/// written ahead is used only if the finished log still holds the very
/// chunks that were handed over for it (`ChunkedArray.sharesChunks`), and
/// so is every batch before it: a log replaced, trimmed or rewritten since
/// is written again from the first batch that no longer matches.
public final class LogJSONPrewriter: @unchecked Sendable {
    // Thread safety: `handedOver` and `handed` are touched only by the
    // thread that runs the script; `written` only on `queue`, and by the
    // run's thread after `queue.sync`, which orders it after every batch.

    /// Entries per batch: whole chunks of the log, so a batch is full chunks
    /// that no later entry shares.
    let batch: Int
    private let queue = DispatchQueue(label: "navsandbox.log-json")
    private var handedOver = 0
    /// Each batch's entries and the log they were read from, kept until the
    /// end: while they hold their chunks, a write to the run's log cannot
    /// reuse that storage unseen.
    private var handed: [(log: ChunkedArray<LogEntry>, range: Range<Int>)] = []
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
        handed.append((log, range))
        queue.async { [self] in
            var out = OutputBuffer()
            RunReport.writeLogEntriesJSON(log, range, into: &out)
            // Copied out here, off the run's thread: the sink takes arrays.
            written.append(out.bytes)
        }
    }

    /// How many leading entries of `log` were written ahead and can be used
    /// as they are (waiting for the queue to finish them), and the bytes:
    /// the batches up to the first whose chunks `log` no longer holds.
    func take(for log: ChunkedArray<LogEntry>) -> (count: Int, bytes: [[UInt8]]) {
        queue.sync {}
        var usable = 0
        while usable < handed.count, log.sharesChunks(with: handed[usable].log, in: handed[usable].range) {
            usable += 1
        }
        return (usable == 0 ? 0 : handed[usable - 1].range.upperBound, Array(written.prefix(usable)))
    }
}
