import Foundation
@testable import NavSandboxScript
import Testing

/// A fresh temporary directory, removed when the test ends.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }
}

@Suite("Loading script files")
struct ScriptSourceTests {
    @Test("a UTF-8 file with a BOM and CRLF loads and parses")
    func loadsBOMAndCRLF() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("ok.nav", [0xEF, 0xBB, 0xBF] + Array("strategy delay\r\nat 0ms tap \"Open\"\r\n".utf8))
        let source = try ScriptSource.load(path: path)
        #expect(source.path == path)
        #expect(!source.text.unicodeScalars.contains("\u{FEFF}"))
        let script = try ScriptParser.parse(source, vocabulary: .test).get()
        #expect(script.statements.map(\.kind) == [.strategy("delay"), .at(milliseconds: 0, .tap(.label("Open")))])
    }

    @Test("an empty file is an empty script")
    func emptyFile() throws {
        let dir = try TemporaryDirectory()
        let source = try ScriptSource.load(path: try dir.write("empty.nav", []))
        #expect(source.text == "")
        #expect(try parseOK(source.text).statements.isEmpty)
    }

    @Test("bytes that are not UTF-8 are reported with line and byte offset")
    func notUTF8() throws {
        let dir = try TemporaryDirectory()
        let bytes = Array("strategy none\nat 0ms tap \"Op".utf8) + [0xFF] + Array("en\"\n".utf8)
        let path = try dir.write("latin1.nav", bytes)
        #expect(throws: ScriptLoadError.notUTF8(path: path, line: 2, byteColumn: 15, byteOffset: 28, byte: 0xFF)) {
            try ScriptSource.load(path: path)
        }
        let error = ScriptLoadError.notUTF8(path: "x.nav", line: 2, byteColumn: 15, byteOffset: 28, byte: 0xFF)
        #expect(error.description == "x.nav:2: error: the file is not valid UTF-8: byte 0xFF at line 2, byte 15 of the line "
                + "(byte offset 28 in the file); save the script as UTF-8")
    }

    @Test("malformed UTF-8 sequences are found at their first byte", arguments: [
        ([0x41, 0xC3], 1),                   // truncated two-byte sequence at the end
        ([0xC0, 0x80], 0),                   // overlong NUL
        ([0x41, 0x42, 0xED, 0xA0, 0x80], 2), // UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], 0),       // above U+10FFFF
        ([0xE2, 0x82, 0x41], 0),             // bad continuation byte
        ([0x80], 0),                         // stray continuation byte
    ] as [([UInt8], Int)])
    func malformedSequences(_ bytes: [UInt8], _ offset: Int) {
        #expect(ScriptSource.firstInvalidUTF8(bytes) == offset)
    }

    @Test("well-formed UTF-8 of every length is accepted")
    func wellFormed() throws {
        let text = "a é € 🙂 日本 e\u{301}"
        #expect(ScriptSource.firstInvalidUTF8(Array(text.utf8)) == nil)
        #expect(try ScriptSource.decode(Array(text.utf8), path: "p") == text)
    }

    @Test("a missing file says no such file")
    func missingFile() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/nope.nav"
        #expect(throws: ScriptLoadError.noSuchFile(path: path)) { try ScriptSource.load(path: path) }
        #expect(throws: ScriptLoadError.noSuchFile(path: path + "/x")) { try ScriptSource.load(path: path + "/x") }
        #expect(ScriptLoadError.noSuchFile(path: "a.nav").description == "a.nav: error: no such file")
    }

    @Test("a directory is refused as a directory")
    func directory() throws {
        let dir = try TemporaryDirectory()
        #expect(throws: ScriptLoadError.isDirectory(path: dir.path)) { try ScriptSource.load(path: dir.path) }
        #expect(ScriptLoadError.isDirectory(path: "d").description == "d: error: is a directory; expected a script file")
    }

    @Test("an unreadable file says permission denied", .enabled(if: getuid() != 0, "root can read anything"))
    func unreadableFile() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("secret.nav", Array("settle\n".utf8))
        chmod(path, 0)
        #expect(throws: ScriptLoadError.unreadable(path: path, reason: "permission denied")) { try ScriptSource.load(path: path) }
    }

    @Test("errno values map to clear load errors (covers permissions when tests run as root)")
    func errnoMapping() {
        #expect(ScriptSource.loadError(errno: EACCES, path: "p") == .unreadable(path: "p", reason: "permission denied"))
        #expect(ScriptSource.loadError(errno: ENOENT, path: "p") == .noSuchFile(path: "p"))
        #expect(ScriptSource.loadError(errno: EISDIR, path: "p") == .isDirectory(path: "p"))
        if case .unreadable(_, let reason) = ScriptSource.loadError(errno: EIO, path: "p") {
            #expect(!reason.isEmpty)
        } else {
            Issue.record("EIO should be unreadable")
        }
        #expect(ScriptLoadError.unreadable(path: "p", reason: "permission denied").description
                == "p: error: cannot read the file: permission denied")
    }

    @Test("a file larger than the byte limit is refused before parsing")
    func tooLarge() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("big.nav", [UInt8](repeating: 0x0A, count: ScriptSource.maximumBytes + 1))
        #expect(throws: ScriptLoadError.tooLarge(path: path, limit: ScriptSource.maximumBytes)) { try ScriptSource.load(path: path) }
    }
}

@Suite("Streams and control characters")
struct ScriptStreamTests {
    @Test("a named pipe with no writer times out instead of blocking for ever")
    func silentFIFO() throws {
        let dir = try TemporaryDirectory()
        let fifo = dir.path + "/silent.nss"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ScriptLoadError.timedOut(path: fifo, seconds: 1)) {
            try ScriptSource.load(path: fifo, silenceLimitMilliseconds: 200)
        }
    }

    @Test("a control character anywhere in a line is refused at its column, and the line is printed escaped with the caret under it")
    func controlCharacterRefused() throws {
        let text = "strategy none\nat 0ms tap \"Com\u{1B}[2Jpose\"\n"
        guard case .failure(let errors) = ScriptParser.parse(text, file: "x.nss", vocabulary: .navSandbox) else {
            Issue.record("a control character should be refused")
            return
        }
        let error = try #require(errors.errors.first)
        #expect(error.line == 2)
        #expect(error.column == 16)
        #expect(error.message == "control character U+001B (ESC) in the line")
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "at 0ms tap \"Com\\u{1B}[2Jpose\"")
        #expect(lines[2] == String(repeating: " ", count: 15) + "^")
        #expect(!error.description.contains("\u{1B}"))
    }
}
