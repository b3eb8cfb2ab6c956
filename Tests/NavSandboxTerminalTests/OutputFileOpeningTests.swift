import Foundation
import NavSandboxTestSupport
import Testing

@testable import NavSandboxTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Nothing the user made is lost to an output option: inputs are never
/// written onto, links never followed to a file or replaced, a FIFO without
/// a reader never hangs.
@Suite("opening output files")
struct OutputFileOpeningTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func contents(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

    func write(_ text: String, to name: String) throws { try text.write(toFile: path(name), atomically: false, encoding: .utf8) }

    func inode(_ name: String) -> ino_t {
        var status = stat()
        return stat(path(name), &status) == 0 ? status.st_ino : 0
    }

    func opening(_ name: String, replacing: Bool, inputs: [OutputFileOpening.Input] = []) -> OutputFileOpening.Failure? {
        switch OutputFileOpening.open(path(name), replacing: replacing, inputs: inputs) {
        case .success(let descriptor):
            close(descriptor)
            return nil
        case .failure(let failure):
            return failure
        }
    }

    @Test func anInputIsRefusedByAnyOfItsNamesWhateverReplacingSays() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("the script\n", to: "s.nss")
        #expect(link(path("s.nss"), path("hard.nss")) == 0)
        #expect(symlink(path("s.nss"), path("soft.nss")) == 0)
        let input = OutputFileOpening.Input(path("s.nss"), role: "the script being played")
        for name in ["s.nss", "./s.nss", "hard.nss", "soft.nss"] {
            for replacing in [false, true] {
                let failure = opening(name, replacing: replacing, inputs: [input])
                #expect(failure == .isInput(role: "the script being played"), "\(name)")
                #expect(OutputFileOpening.check(path(name), replacing: replacing, inputs: [input]) == failure)
            }
        }
        #expect(contents("s.nss") == "the script\n")
        let created = OutputFileOpening.create([(path("hard.nss"), Array("x".utf8))], inputs: [input])
        #expect(created?.failure == .isInput(role: "the script being played"))
        #expect("\(created!)".contains("that is the script being played; choose another file (--force does not replace an input)"))
        #expect(contents("s.nss") == "the script\n")
    }

    @Test func aSymbolicLinkIsNeitherFollowedNorReplacedDanglingOrNot() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("mine\n", to: "target")
        #expect(symlink(path("target"), path("link")) == 0)
        #expect(symlink(path("nowhere"), path("dangling")) == 0)
        for name in ["link", "dangling"] {
            #expect(opening(name, replacing: true) == .symbolicLink)
            #expect(OutputFileOpening.create([(path(name), Array("x".utf8))])?.failure == .symbolicLink)
        }
        #expect(contents("target") == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: path("nowhere")), "the dangling link's target was not created")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path("link"))) == path("target"))
        // A link to a device is how /dev/stdout is spelled: writing there destroys nothing.
        #expect(symlink("/dev/null", path("null")) == 0)
        #expect(opening("null", replacing: false) == nil)
    }

    @Test func aRegularFileIsReplacedInPlaceOnlyWhenAllowed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("old take\n", to: "talk.cast")
        let before = inode("talk.cast")
        #expect(opening("talk.cast", replacing: false) == .exists(canForce: true))
        #expect(contents("talk.cast") == "old take\n")
        #expect(opening("talk.cast", replacing: true) == nil)
        #expect(contents("talk.cast") == "")
        #expect(inode("talk.cast") == before, "truncated through the descriptor, not a new file")
        #expect(opening("new.cast", replacing: false) == nil)
        #expect(contents("new.cast") == "")
    }

    @Test func aFIFOWithoutAReaderIsRefusedPromptlyAndWithOneItIsWrittenWithinTheStallLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(path("fifo"), 0o600) == 0)
        let clock = ContinuousClock()
        let started = clock.now
        #expect(opening("fifo", replacing: false) == .noReader)
        let waited = clock.now - started
        #expect(waited >= .seconds(OutputFileOpening.readerWait) && waited < .seconds(5), "waited \(waited)")

        let reader = open(path("fifo"), O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let opened = OutputFileOpening.open(path("fifo"), replacing: false)
        guard case .success(let writer) = opened else {
            Issue.record("a FIFO with a reader was refused: \(opened)")
            return
        }
        defer { close(writer) }
        #expect(fcntl(writer, F_GETFL) & O_NONBLOCK != 0, "a FIFO stays non-blocking: writeAll waits, boundedly")
        #expect(OutputFileOpening.writeAll(writer, Array("frame\n".utf8)) == nil)
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(read(reader, &buffer, 16) == 6)
        // The reader stops reading: once the pipe is full, the write gives
        // up after the stall limit instead of blocking for ever.
        let stalled = clock.now
        #expect(OutputFileOpening.writeAll(writer, [UInt8](repeating: 0x61, count: 4 << 20)) == EAGAIN)
        let stall = clock.now - stalled
        #expect(stall >= .milliseconds(Int(OutputFileOpening.stallLimitMilliseconds)) && stall < .seconds(10), "stalled \(stall)")
    }

    @Test(.enabled(if: TestPlatform.hasFullDevice, "no /dev/full on this system"))
    func aFullDeviceIsAWriteFailureWithItsOwnStatus() throws {
        let opened = OutputFileOpening.open("/dev/full", replacing: false)
        guard case .success(let descriptor) = opened else {
            Issue.record("/dev/full did not open: \(opened)")
            return
        }
        defer { close(descriptor) }
        let code = try #require(OutputFileOpening.writeAll(descriptor, Array("x".utf8)))
        #expect(code == ENOSPC)
        #expect(OutputFileOpening.Failure.writeFailed(errorNumber: code).exitStatus == 74)
        #expect(OutputFileOpening.Failure.exists(canForce: true).exitStatus == 73)
    }

    @Test func createWritesAllFilesOrNone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("taken\n", to: "shot.txt")
        let problem = OutputFileOpening.create([(path("shot.svg"), Array("<svg/>".utf8)), (path("shot.txt"), Array("text".utf8))])
        #expect(problem?.path == path("shot.txt"))
        #expect(problem?.failure == .exists(canForce: false))
        #expect(!FileManager.default.fileExists(atPath: path("shot.svg")), "the first file is not left alone")
        #expect(contents("shot.txt") == "taken\n")
    }

    @Test func numberedNamesSkipEveryTakenNameAndReplaceNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("1\n", to: "shot.svg")
        try write("2\n", to: "shot-2.txt")
        #expect(symlink(path("nowhere"), path("shot-3.svg")) == 0)
        let stem = path("shot")
        let result = OutputFileOpening.createNumbered(stem: stem) { name in
            OutputFileOpening.create([(name + ".svg", Array("svg".utf8)), (name + ".txt", Array("txt".utf8))])
        }
        #expect(result == .success(stem + "-4"))
        #expect(contents("shot.svg") == "1\n")
        #expect(contents("shot-2.txt") == "2\n")
        #expect(!FileManager.default.fileExists(atPath: path("shot-2.svg")))
        #expect(!FileManager.default.fileExists(atPath: path("nowhere")))
        #expect(contents("shot-4.svg") == "svg")
        #expect(contents("shot-4.txt") == "txt")
        let missing = OutputFileOpening.createNumbered(stem: path("no/such/folder/shot")) {
            OutputFileOpening.create([($0 + ".svg", [])])
        }
        guard case .failure(let problem) = missing, case .cannotOpen = problem.failure else {
            Issue.record("a folder that does not exist: \(missing)")
            return
        }
    }
}
