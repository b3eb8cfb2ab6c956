import ArgumentParser
import NavSandboxScript
import NavSandboxTerminal
import NavSandboxUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `navsandbox terminal-check`: a hidden diagnostic that exercises the ncurses
/// adapter on its own, so a broken terminal setup (no mouse reports, wrong
/// colours, no UTF-8, a tty left in raw mode) can be told apart from a bug in
/// the app. The end-to-end tests drive it through tmux.
struct TerminalCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal-check",
        abstract: "Show a test pattern and describe every key, mouse and resize event received.",
        shouldDisplay: false
    )

    @Flag(name: .long, help: "Do not use colours (NO_COLOR is honoured too).")
    var noColor = false

    @Option(name: .long, help: "Also record every frame to this asciicast v2 file.")
    var record: String?

    @Flag(name: .long, help: "Let --record overwrite an existing file (otherwise it is refused).")
    var force = false

    func run() throws {
        if let record {
            do {
                try AsciicastRecorder.checkTarget(record, overwrite: force)
            } catch let error as AsciicastRecorder.RecorderError {
                ConsoleOutput.printError("navsandbox: \(error)\n")
                throw ExitCode(error.exitStatus)
            }
        }
        // No TTY, a TERM ncurses does not know or one that cannot move the
        // cursor: explain, exit 2. A terminal that stopped taking writes: 74.
        do {
            try Terminal.requireInteractive()
            // Opened before the terminal goes raw: a FIFO nobody reads is
            // refused on a normal screen.
            let descriptor = try record.map { try AsciicastRecorder.openTarget($0, overwrite: force) }
            try showPattern(recordingInto: descriptor)
        } catch let error as TerminalError {
            ConsoleOutput.printError(error.description + "\n")
            throw ExitCode(error.exitStatus)
        } catch let error as AsciicastRecorder.RecorderError {
            ConsoleOutput.printError("navsandbox: \(error)\n")
            throw ExitCode(error.exitStatus)
        }
    }

    /// Draws the pattern and redraws it after every event until q or Ctrl-C.
    private func showPattern(recordingInto descriptor: Int32?) throws {
        let options = TerminalOptions.resolving(noColorFlag: noColor)
        var unused = descriptor
        defer { if let unused { close(unused) } }
        let (writeError, interrupted) = try Terminal.withTerminal(options: options) { terminal in
            unused = nil
            let interrupted = try showPattern(on: terminal, recordingInto: descriptor)
            return (terminal.writeError, interrupted)
        }
        // Reported once the terminal is restored.
        if let writeError { throw TerminalError.writeFailed(errorNumber: writeError) }
        if interrupted { throw ExitCode(ScriptExitCode.interrupted) }
    }

    /// True when Ctrl-C ended it (exit 130, as for every command).
    private func showPattern(on terminal: Terminal, recordingInto descriptor: Int32?) throws -> Bool {
        var size = terminal.size
        var recorder: AsciicastRecorder?
        if let record, let descriptor {
            recorder = try AsciicastRecorder(
                descriptor: descriptor, path: record, width: size.width, height: size.height,
                includesColor: terminal.colorSupport != .none)
        }
        defer { recorder?.close() }

        var pattern = TerminalCheckPattern(
            localeIsUTF8: Terminal.localeIsUTF8, colorSupport: terminal.colorSupport)
        while true {
            let frame = pattern.render(width: size.width, height: size.height)
            terminal.draw(frame)
            try recorder?.record(frame)
            if terminal.outputFailed { return false }

            guard let event = terminal.readEvent(timeoutMilliseconds: nil) else {
                if terminal.inputClosed { return false }
                continue
            }
            switch event {
            case .key(.character("q")):
                return false
            case .key(.controlC):
                return true
            case let .resize(width, height):
                size = (width, height)
                try recorder?.resize(width: width, height: height)
            default:
                break
            }
            pattern.note(event, decodedBy: terminal.lastMouseDecoder)
        }
    }
}

/// The frame terminal-check shows: a border, the size, the last event, and
/// colour and attribute samples. Pure, so it is easy to reason about.
struct TerminalCheckPattern {
    let localeIsUTF8: Bool
    let colorSupport: ColorSupport
    private(set) var lastEvent = "none"
    private(set) var eventCount = 0
    private(set) var lastMouse: MouseEvent?
    private(set) var mouseDecoder: MouseDecoder?

    init(localeIsUTF8: Bool, colorSupport: ColorSupport) {
        self.localeIsUTF8 = localeIsUTF8
        self.colorSupport = colorSupport
    }

    mutating func note(_ event: TerminalEvent, decodedBy decoder: MouseDecoder?) {
        eventCount += 1
        lastEvent = Self.describe(event)
        if case let .mouse(mouse) = event {
            lastMouse = mouse
            mouseDecoder = decoder
        }
    }

    /// `key character("a")`, `mouse press 12,7`, `resize 40x12`.
    static func describe(_ event: TerminalEvent) -> String {
        switch event {
        case let .key(key):
            return "key \(key)"
        case let .mouse(mouse):
            return "mouse \(mouse.kind) \(mouse.x),\(mouse.y)"
        case let .resize(width, height):
            return "resize \(width)x\(height)"
        }
    }

    static func describe(_ decoder: MouseDecoder) -> String {
        switch decoder {
        case .ncurses: "ncurses KEY_MOUSE"
        case .rawSGR: "raw SGR sequence"
        case .rawX10: "raw X10 report"
        }
    }

    func render(width: Int, height: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        guard width >= 2, height >= 2 else { return grid }
        drawBorder(into: &grid)

        let inner = width - 4
        var row = 1
        func line(_ text: String, style: CellStyle = .plain) {
            guard row < height - 1 else { return }
            grid.write(text, x: 2, y: row, style: style, maxWidth: inner)
            row += 1
        }
        line("navsandbox terminal-check", style: CellStyle(bold: true))
        line("size \(width)x\(height)")
        line("last event: \(lastEvent)")
        line("events: \(eventCount)")
        line("mouse decoded by: \(mouseDecoder.map(Self.describe) ?? "no mouse event yet")")
        line("locale: \(localeIsUTF8 ? "UTF-8" : "not UTF-8 (ASCII box)")  colours: \(colorSupport)")
        if row < height - 1 {
            drawSamples(into: &grid, row: row, maxWidth: inner)
            row += 1
        }
        line("q or Ctrl-C quits", style: CellStyle(dim: true))

        // Mark the last mouse cell without changing its text, so what the
        // tests read stays stable.
        if let mouse = lastMouse {
            grid.restyle(x: mouse.x, y: mouse.y, width: 1) { $0.reverse.toggle() }
        }
        return grid
    }

    private func drawBorder(into grid: inout CellGrid) {
        let (horizontal, vertical, corners): (Character, Character, [Character]) = localeIsUTF8
            ? ("─", "│", ["┌", "┐", "└", "┘"])
            : ("-", "|", ["+", "+", "+", "+"])
        let style = CellStyle(foreground: .cyan)
        let right = grid.width - 1
        let bottom = grid.height - 1
        grid.fill(x: 1, y: 0, width: right - 1, height: 1, with: Cell(horizontal, style: style))
        grid.fill(x: 1, y: bottom, width: right - 1, height: 1, with: Cell(horizontal, style: style))
        grid.fill(x: 0, y: 1, width: 1, height: bottom - 1, with: Cell(vertical, style: style))
        grid.fill(x: right, y: 1, width: 1, height: bottom - 1, with: Cell(vertical, style: style))
        grid[0, 0] = Cell(corners[0], style: style)
        grid[right, 0] = Cell(corners[1], style: style)
        grid[0, bottom] = Cell(corners[2], style: style)
        grid[right, bottom] = Cell(corners[3], style: style)
    }

    private func drawSamples(into grid: inout CellGrid, row: Int, maxWidth: Int) {
        let samples: [(String, CellStyle)] = [
            ("red", CellStyle(foreground: .red)),
            ("green", CellStyle(foreground: .green)),
            ("yellow", CellStyle(foreground: .yellow)),
            ("blue", CellStyle(foreground: .blue)),
            ("orange", CellStyle(foreground: .indexed(208, fallback: .yellow))),
            ("grey", CellStyle(foreground: .brightBlack)),
            ("inverse", CellStyle(foreground: .white, background: .blue)),
            ("bold", CellStyle(bold: true)),
            ("dim", CellStyle(dim: true)),
            ("reverse", CellStyle(reverse: true)),
            ("underline", CellStyle(underline: true)),
        ]
        var column = 2
        let limit = 2 + maxWidth
        for (text, style) in samples {
            guard column < limit else { break }
            column = grid.write(text, x: column, y: row, style: style, maxWidth: limit - column) + 1
        }
    }
}
