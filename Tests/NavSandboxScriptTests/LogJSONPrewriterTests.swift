import NavSandboxCore
import NavSandboxTestSupport
@testable import NavSandboxScript
import Testing

/// `run --json` writes the log ahead on a second thread while the run goes
/// on: the bytes must be the sequential writer's, whatever the batches, and
/// a log that changed under what was written must be written again.
@Suite("The log written ahead")
struct LogJSONPrewriterTests {
    /// The JSON as `writeJSON` writes it without help, through a small sink.
    private static func plain(_ run: ScriptRun) -> [UInt8] {
        var received: [UInt8] = []
        var out = OutputBuffer(chunkSize: 100) { received += $0; return true }
        RunReport.writeJSON(run, into: &out)
        out.flush()
        return received
    }

    private static func prewritten(_ run: ScriptRun, _ prewriter: LogJSONPrewriter, chunkSize: Int = 100) -> [UInt8] {
        var received: [UInt8] = []
        var out = OutputBuffer(chunkSize: chunkSize) { received += $0; return true }
        RunReport.writeJSON(run, into: &out, prewritten: prewriter)
        out.flush()
        return received
    }

    /// A script long enough for several batches of 64 entries.
    private static let longScript: String = {
        var lines = ["strategy none"]
        for round in 0..<60 {
            lines.append("after \(round % 2 == 0 ? 50 : 400)ms tap \"Message \(round % 3 + 1)\"")
            lines.append("after 100ms tap 4,1")
        }
        lines.append("settle")
        return lines.joined(separator: "\n")
    }()

    private static func parsedLongScript() throws -> Script {
        try ScriptParser.parse(longScript, file: "long.nss", vocabulary: .navSandbox).get()
    }

    /// The log's JSON array, with what `prewriter` wrote ahead if given.
    private static func logBytes(_ entries: ChunkedArray<LogEntry>, _ prewriter: LogJSONPrewriter? = nil) -> [UInt8] {
        var out = OutputBuffer()
        RunReport.writeLogJSON(entries, into: &out, prewritten: prewriter)
        return out.bytes
    }

    @Test("every scenario, written ahead in small batches, gives the sequential bytes")
    func sameBytes() throws {
        var scripts: [(Script, ScriptRunOptions)] = []
        for name in exampleScripts() {
            let loaded = try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get()
            scripts.append((loaded.script, ScriptRunOptions(app: loaded.app)))
        }
        scripts.append((try Self.parsedLongScript(), ScriptRunOptions()))
        var batchesUsed = 0
        for (script, options) in scripts {
            for (batch, chunkSize) in [(64, 100), (128, 1 << 16)] {
                let prewriter = LogJSONPrewriter(batch: batch)
                let run = ScriptRunner(options: options).run(script) { _, world in prewriter.offer(world.log.entries) }
                let taken = prewriter.take(for: run.world.log.entries)
                batchesUsed += taken.bytes.count
                #expect(taken.count == taken.bytes.count * prewriter.batch, "\(script.file)")
                #expect(Self.prewritten(run, prewriter, chunkSize: chunkSize) == Self.plain(run), "\(script.file)")
            }
        }
        // The long script alone hands over more than one batch of 64.
        #expect(batchesUsed > 4)
    }

    @Test("a log that is not the one handed over is written again from the start")
    func replacedLog() throws {
        let script = try Self.parsedLongScript()
        let run = ScriptRunner().run(script)
        let other = ScriptRunner(options: ScriptRunOptions(strategy: StrategyID(checked: "block-all"))).run(script)
        try #require(run.world.log.entries.count >= 128 && other.world.log.entries.count >= 128)
        // Written ahead from one run's log, asked for another's.
        let prewriter = LogJSONPrewriter(batch: 64)
        prewriter.offer(run.world.log.entries)
        #expect(prewriter.take(for: other.world.log.entries).count == 0)
        #expect(Self.prewritten(other, prewriter) == Self.plain(other))
    }

    @Test("an entry changed after it was handed over is not taken from what was written")
    func changedEntry() throws {
        let script = try Self.parsedLongScript()
        var entries = ScriptRunner().run(script).world.log.entries
        let prewriter = LogJSONPrewriter(batch: 64)
        prewriter.offer(entries)
        #expect(prewriter.take(for: entries).count == 64)
        entries[3] = LogEntry(time: 1, event: .guardNote("changed"))
        #expect(prewriter.take(for: entries).count == 0)
        let ahead = Self.logBytes(entries, prewriter)
        #expect(ahead == Self.logBytes(entries))
        #expect(String(decoding: ahead, as: UTF8.self).contains("changed"))
    }

    @Test("a batch whose entries changed before a later batch was handed over is not used, nor any after it")
    func changedBeforeALaterBatch() throws {
        let script = try Self.parsedLongScript()
        var entries = ScriptRunner().run(script).world.log.entries
        try #require(entries.count >= 128)
        let prewriter = LogJSONPrewriter(batch: 64)
        prewriter.offer(entries)
        // The first batch's entries change, then the second batch goes from
        // the changed log: the last log handed over holds the changed chunk,
        // but the first batch was written from the old one.
        entries[3] = LogEntry(time: 1, event: .guardNote("changed"))
        prewriter.offer(entries)
        #expect(prewriter.take(for: entries).count == 0)
        #expect(Self.logBytes(entries, prewriter) == Self.logBytes(entries))
        // Changed in the second batch instead: the first is still used.
        let second = LogJSONPrewriter(batch: 64)
        var log = ScriptRunner().run(script).world.log.entries
        second.offer(log)
        log[70] = LogEntry(time: 1, event: .guardNote("changed"))
        second.offer(log)
        log[100] = LogEntry(time: 2, event: .guardNote("changed again"))
        #expect(second.take(for: log).count == 64)
        #expect(Self.logBytes(log, second) == Self.logBytes(log))
    }

    @Test("batches are whole chunks of the log")
    func batchSize() {
        let chunk = ChunkedArray<LogEntry>.chunkSize
        #expect(LogJSONPrewriter(batch: 1).batch == chunk)
        #expect(LogJSONPrewriter(batch: chunk + 1).batch == 2 * chunk)
        #expect(LogJSONPrewriter().batch % chunk == 0)
    }
}
