import Foundation
import NavSandboxUI
import Testing
@testable import NavSandboxTerminal

/// A clock the test moves by hand.
private final class FakeClock {
    var now: Double
    init(_ now: Double) { self.now = now }
    var read: () -> Double { { self.now } }
}

/// A fresh path in the temporary directory, removed when the test ends.
private final class TemporaryFile {
    let path: String
    init() {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("navsandbox-cast-\(UUID().uuidString).cast").path
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    var contents: String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// The file's lines, each parsed as JSON. Fails the test unless the file
    /// ends with a newline, i.e. no line is half written.
    func lines(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Any] {
        let text = contents
        #expect(text.hasSuffix("\n"), "the last line is incomplete", sourceLocation: sourceLocation)
        return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8))
        }
    }

    /// The events (every line after the header) as (time, code, data).
    func events(sourceLocation: SourceLocation = #_sourceLocation) throws -> [(Double, String, String)] {
        try lines(sourceLocation: sourceLocation).dropFirst().map { value in
            let array = try #require(value as? [Any], sourceLocation: sourceLocation)
            try #require(array.count == 3, sourceLocation: sourceLocation)
            return (
                try #require((array[0] as? NSNumber)?.doubleValue, sourceLocation: sourceLocation),
                try #require(array[1] as? String, sourceLocation: sourceLocation),
                try #require(array[2] as? String, sourceLocation: sourceLocation)
            )
        }
    }
}

@Suite("Asciicast recorder")
struct AsciicastRecorderTests {
    private func makeRecorder(
        _ file: TemporaryFile, clock: FakeClock, width: Int = 4, height: Int = 2, includesColor: Bool = true,
        overwrite: Bool = false
    ) throws -> AsciicastRecorder {
        try AsciicastRecorder(
            path: file.path, width: width, height: height, overwrite: overwrite, includesColor: includesColor,
            timestamp: 1_700_000_000, environment: ["TERM": "xterm-256color", "SHELL": "/bin/sh"],
            clock: clock.read)
    }

    @Test("the header is one JSON object: version 2, size, timestamp, env; written at once")
    func header() throws {
        let file = TemporaryFile()
        let recorder = try makeRecorder(file, clock: FakeClock(5), width: 100, height: 32)
        defer { recorder.close() }
        let lines = try file.lines()
        #expect(lines.count == 1)
        let header = try #require(lines.first as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100)
        #expect(header["height"] as? Int == 32)
        #expect(header["timestamp"] as? Int == 1_700_000_000)
        #expect(header["env"] as? [String: String] == ["TERM": "xterm-256color", "SHELL": "/bin/sh"])
        #expect(recorder.width == 100 && recorder.height == 32)
    }

    @Test("environment values that need escaping still make a valid header")
    func headerEscaping() throws {
        let file = TemporaryFile()
        let environment = ["TERM": "we\"ird\\term", "SHELL": "/bin/é\tsh"]
        let recorder = try AsciicastRecorder(
            path: file.path, width: 1, height: 1, timestamp: 0, environment: environment, clock: { 0 })
        defer { recorder.close() }
        let header = try #require(try file.lines().first as? [String: Any])
        #expect(header["env"] as? [String: String] == environment)
    }

    @Test("without an explicit env the header records TERM and SHELL from the process")
    func processEnvironment() throws {
        let file = TemporaryFile()
        let recorder = try AsciicastRecorder(path: file.path, width: 1, height: 1, clock: { 0 })
        defer { recorder.close() }
        let header = try #require(try file.lines().first as? [String: Any])
        let process = ProcessInfo.processInfo.environment
        let expected = ["TERM", "SHELL"].reduce(into: [String: String]()) { $0[$1] = process[$1] }
        #expect(header["env"] as? [String: String] == expected)
        // nil timestamp: the current Unix time.
        let timestamp = try #require(header["timestamp"] as? Int)
        #expect(abs(Double(timestamp) - Date().timeIntervalSince1970) < 60)
    }

    @Test("each frame is [t, \"o\", data] with t from the injected clock, readable before close")
    func frames() throws {
        let file = TemporaryFile()
        let clock = FakeClock(1000)
        let recorder = try makeRecorder(file, clock: clock)
        defer { recorder.close() }
        var reference = ANSIFrameEncoder()

        var frame = grid(["ab", "cd"], width: 4)
        clock.now = 1000.25
        try recorder.record(frame)
        var events = try file.events()
        try #require(events.count == 1)
        #expect(events[0].0 == 0.25)
        #expect(events[0].1 == "o")
        #expect(events[0].2 == reference.encode(frame))

        frame[3, 1] = Cell("Z", style: CellStyle(foreground: .red))
        clock.now = 1001.5
        try recorder.record(frame)
        events = try file.events()
        try #require(events.count == 2)
        #expect(events[1].0 == 1.5)
        #expect(events[1].2 == reference.encode(frame))
        #expect(events[1].2 == "\u{1B}[2;4H\u{1B}[0;31mZ\u{1B}[0m")
    }

    @Test("an unchanged frame writes no event")
    func unchangedFrame() throws {
        let file = TemporaryFile()
        let clock = FakeClock(0)
        let recorder = try makeRecorder(file, clock: clock)
        defer { recorder.close() }
        let frame = grid(["ab"], width: 4)
        try recorder.record(frame)
        clock.now = 3
        try recorder.record(frame)
        #expect(try file.events().count == 1)
    }

    @Test("times follow the clock from its value at creation, with microsecond precision")
    func times() throws {
        let file = TemporaryFile()
        let clock = FakeClock(50)
        let recorder = try makeRecorder(file, clock: clock)
        defer { recorder.close() }
        let instants = [50.0, 50.000001, 50.5, 52.1234567, 3650]
        for (index, instant) in instants.enumerated() {
            clock.now = instant
            try recorder.record(grid([String(index)], width: 4))
            #expect(try file.events().count == index + 1, "flushed after record \(index)")
        }
        let times = try file.events().map(\.0)
        #expect(times == [0, 0.000001, 0.5, 2.123457, 3600])
        let lines = file.contents.split(separator: "\n").dropFirst()
        #expect(lines.map { String($0.prefix { $0 != "," }) }
            == ["[0.000000", "[0.000001", "[0.500000", "[2.123457", "[3600.000000"])
    }

    @Test("a clock reading before the recorder's creation is time zero, never negative")
    func neverNegative() throws {
        let file = TemporaryFile()
        let clock = FakeClock(10)
        let recorder = try makeRecorder(file, clock: clock)
        defer { recorder.close() }
        clock.now = 9
        try recorder.record(grid(["a"], width: 4))
        #expect(try file.events().map(\.0) == [0])
        #expect(file.contents.split(separator: "\n").last?.hasPrefix("[0.000000, ") == true)
    }

    @Test("resize writes [t, \"r\", \"WxH\"] and the next frame is drawn in full")
    func resize() throws {
        let file = TemporaryFile()
        let clock = FakeClock(0)
        let recorder = try makeRecorder(file, clock: clock)
        defer { recorder.close() }
        let small = grid(["ab", "cd"], width: 4)
        try recorder.record(small)

        clock.now = 2
        try recorder.resize(width: 40, height: 12)
        #expect(recorder.width == 40 && recorder.height == 12)
        var events = try file.events()
        try #require(events.count == 2)
        #expect(events[1].0 == 2)
        #expect(events[1].1 == "r")
        #expect(events[1].2 == "40x12")

        // The same frame again: after a resize the player's screen is stale,
        // so it is redrawn in full rather than skipped.
        clock.now = 2.5
        try recorder.record(small)
        events = try file.events()
        try #require(events.count == 3)
        #expect(events[2].2.hasPrefix("\u{1B}[0m\u{1B}[?25l\u{1B}[2J\u{1B}[H"))
        #expect(events.map(\.0) == [0, 2, 2.5])
    }

    @Test("the file is complete after every call, not only at close")
    func flushedAfterEveryCall() throws {
        let file = TemporaryFile()
        let clock = FakeClock(0)
        let recorder = try makeRecorder(file, clock: clock)
        defer { recorder.close() }
        var frame = grid(["....", "...."])
        for step in 0..<8 {
            clock.now += 0.1
            if step == 4 {
                try recorder.resize(width: 4, height: 2)
            } else {
                // A different non-ASCII character each time, so every frame changes.
                frame[step % 4, step % 2] = Cell(Character(Unicode.Scalar(0xE0 + step)!))
                try recorder.record(frame)
            }
            // lines() checks every line parses and the last one is complete.
            let events = try file.events()
            #expect(events.count == step + 1)
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.0 < $1.0 }, "times increase")
        }
    }

    @Test("with colour off, frames carry no colour codes")
    func colorOff() throws {
        let file = TemporaryFile()
        let recorder = try makeRecorder(file, clock: FakeClock(0), includesColor: false)
        defer { recorder.close() }
        var frame = grid(["ab"], width: 4)
        frame[0, 0].style = CellStyle(foreground: .red, bold: true)
        try recorder.record(frame)
        let data = try #require(try file.events().first?.2)
        #expect(data.contains("\u{1B}[0;1ma"))
        #expect(!data.contains("31"))
    }

    @Test("an existing file is refused and left as it was; with overwrite it is truncated")
    func existingFile() throws {
        let file = TemporaryFile()
        let old = String(repeating: "old data\n", count: 100)
        try old.write(toFile: file.path, atomically: false, encoding: .utf8)
        #expect(throws: AsciicastRecorder.RecorderError.fileExists(path: file.path)) {
            try AsciicastRecorder.checkTarget(file.path, overwrite: false)
        }
        let error = #expect(throws: AsciicastRecorder.RecorderError.self) {
            _ = try makeRecorder(file, clock: FakeClock(0))
        }
        #expect("\(error!)".contains("--force"))
        #expect(file.contents == old)

        try AsciicastRecorder.checkTarget(file.path, overwrite: true)
        let recorder = try makeRecorder(file, clock: FakeClock(0), overwrite: true)
        recorder.close()
        #expect(try file.lines().count == 2, "the header and the closing event")
        #expect(!file.contents.contains("old data"))
    }

    @Test("a device is written to, not refused: /dev/null stands for /dev/stdout or a FIFO")
    func device() throws {
        try AsciicastRecorder.checkTarget("/dev/null", overwrite: false)
        let recorder = try AsciicastRecorder(path: "/dev/null", width: 1, height: 1, timestamp: 0, environment: [:], clock: { 0 })
        recorder.close()
    }

    @Test("closing ends the recording with attributes reset and the cursor shown, once")
    func closeShowsTheCursor() throws {
        let file = TemporaryFile()
        let clock = FakeClock(0)
        let recorder = try makeRecorder(file, clock: clock)
        try recorder.record(grid(["ab"], width: 4))
        clock.now = 2
        recorder.close()
        recorder.close()
        let events = try file.events()
        #expect(events.count == 2)
        #expect(events.first?.2.contains("\u{1B}[?25l") == true, "frames hide the cursor")
        #expect(events.last?.0 == 2)
        #expect(events.last?.2 == "\u{1B}[0m\u{1B}[?25h")
    }

    @Test("a path that cannot be created is reported with the path")
    func cannotOpen() {
        let path = "/nonexistent-\(UUID().uuidString)/out.cast"
        let error = #expect(throws: AsciicastRecorder.RecorderError.self) {
            _ = try AsciicastRecorder(path: path, width: 1, height: 1, timestamp: 0, environment: [:], clock: { 0 })
        }
        guard case let .cannotOpen(errorPath, reason)? = error else {
            Issue.record("expected cannotOpen, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(!reason.isEmpty)
        #expect("\(error!)".contains(path))
    }

    @Test("after close, recording fails clearly and close can be repeated")
    func afterClose() throws {
        let file = TemporaryFile()
        let recorder = try makeRecorder(file, clock: FakeClock(0))
        recorder.close()
        recorder.close()
        #expect(throws: AsciicastRecorder.RecorderError.self) { try recorder.record(grid(["ab"], width: 4)) }
        #expect(throws: AsciicastRecorder.RecorderError.self) { try recorder.resize(width: 2, height: 2) }
        #expect(try file.lines().count == 2, "the header and the one closing event")
    }

    @Test(
        "seconds are written with six decimals, as asciinema does",
        arguments: [
            (0.0, "0.000000"), (1.5, "1.500000"), (0.0000004, "0.000000"), (0.0000006, "0.000001"),
            (12.3456789, "12.345679"), (59.9999999, "60.000000"), (3600.000001, "3600.000001"), (-1, "0.000000"),
        ] as [(Double, String)]
    )
    func formatSeconds(seconds: Double, text: String) {
        #expect(AsciicastRecorder.formatSeconds(seconds) == text)
    }
}
