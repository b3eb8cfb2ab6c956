#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNavSandboxCurses
import NavSandboxUI

extension Terminal {
    /// How long to wait for the next character of an escape sequence once
    /// ncurses has handed us a bare ESC. ncurses already waited ESCDELAY, so
    /// the rest of a real sequence is normally buffered already.
    static let escapeSequenceFollowUpMilliseconds = 25

    /// After this many failed blocking reads in a row, standard input is
    /// considered gone (see `inputClosed`).
    static let blockingReadFailureLimit = 20

    /// Waits for the next input event.
    ///
    /// - Parameter timeoutMilliseconds: nil blocks until something arrives,
    ///   which is how an idle app stays at ~0 % CPU; 0 polls.
    /// - Returns: nil when the timeout passed without a usable event.
    ///
    /// Input that maps to nothing the app uses (mouse wheel, other buttons,
    /// escape sequences we do not know) is skipped without ending the wait
    /// early, and Ctrl-Z suspends the process (see `TerminalRestoration`).
    /// After a failed write (`writeError`) this returns nil at once.
    public func readEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        guard isActive, writeError == nil else { return nil }
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        let deadline = timeoutMilliseconds.map { MonotonicClock.milliseconds() + Int64(max(0, $0)) }
        while true {
            let remaining = deadline.map { Int(max(0, $0 - MonotonicClock.milliseconds())) }
            guard let raw = readRawInput(timeoutMilliseconds: remaining) else {
                noteFailedRead(blocking: remaining == nil)
                return nil
            }
            consecutiveBlockingReadFailures = 0
            if let event = decode(raw) { return event }
            if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
            if let deadline, MonotonicClock.milliseconds() >= deadline { return nil }
        }
    }

    /// A blocking get_wch only fails when input cannot be read at all (EOF on
    /// a closed terminal). Returning nil forever would make the caller spin at
    /// 100 % CPU, so pause briefly and, if it keeps happening, say so.
    private func noteFailedRead(blocking: Bool) {
        guard blocking else { return }
        consecutiveBlockingReadFailures += 1
        if consecutiveBlockingReadFailures >= Self.blockingReadFailureLimit {
            inputClosed = true
        }
        usleep(10_000)
    }

    /// One get_wch, honouring read-ahead pushed back by the escape decoder.
    func readRawInput(timeoutMilliseconds: Int?) -> RawInput? {
        if !pushedBackInput.isEmpty { return pushedBackInput.removeFirst() }
        nsx_set_input_timeout(Int32(clamping: timeoutMilliseconds ?? -1))
        var value: UInt32 = 0
        switch nsx_get_wch(&value) {
        case nsx_ok: return .character(scalarValue(ofWideInput: value))
        case nsx_key_code_yes: return .functionKey(keyCode(ofWideInput: value))
        default: return nil
        }
    }

    private func decode(_ raw: RawInput) -> TerminalEvent? {
        switch raw {
        case .functionKey(nsx_key_resize):
            // ncurses has already updated LINES/COLS by now.
            let newSize = size
            return .resize(width: newSize.width, height: newSize.height)
        case .functionKey(nsx_key_mouse):
            return decodeNcursesMouse()
        case let .functionKey(code):
            return .key(Self.key(forFunctionKey: code))
        case .escape:
            return decodeAfterEscape()
        case Self.controlZ:
            // Raw mode turned the tty's own Ctrl-Z off so that we restore the
            // terminal before stopping; this puts it back.
            TerminalRestoration.suspendFromKeyboard()
            return nil
        case let .character(value):
            return .key(Self.key(forCharacter: value))
        }
    }

    static let controlZ = RawInput.character(0x1A)

    /// Reads what follows an ESC until `EscapeSequenceDecoder` knows what it
    /// is: a key or mouse event, the Esc key (the characters read ahead are
    /// returned later, in order), or a sequence to drop.
    private func decodeAfterEscape() -> TerminalEvent? {
        var sequence: [RawInput] = []
        while true {
            let outcome = EscapeSequenceDecoder.decode(sequence.map(\.decoderValue))
            guard outcome == .needMore else { return finish(sequence, outcome) }
            guard let next = readRawInput(timeoutMilliseconds: Self.escapeSequenceFollowUpMilliseconds) else {
                return finish(sequence, EscapeSequenceDecoder.outcomeAfterTimeout(sequence.map(\.decoderValue)))
            }
            sequence.append(next)
        }
    }

    /// What a finished escape sequence amounts to; nil when it is dropped.
    private func finish(_ sequence: [RawInput], _ outcome: EscapeSequenceDecoder.Outcome) -> TerminalEvent? {
        switch outcome {
        case let .decoded(event):
            if case .mouse = event {
                // `ESC [ <` starts an SGR report; the only other is X10's `ESC [ M`.
                lastMouseDecoder = sequence.dropFirst().first == .character(0x3C) ? .rawSGR : .rawX10
            }
            return event
        case .notASequence:
            pushedBackInput.insert(contentsOf: sequence, at: 0)
            return .key(.escape)
        case .broken:
            if let last = sequence.last { pushedBackInput.insert(last, at: 0) }
            return nil
        case .overlong:
            skipRestOfSequence()
            return nil
        case .needMore:
            // Never passed here: decodeAfterEscape reads on instead.
            return nil
        }
    }

    /// Reads and drops the rest of an overlong sequence, up to its final
    /// byte: however long a report a terminal (or a paste) sends, none of
    /// it is typed. A character that cannot be part of it is kept.
    private func skipRestOfSequence() {
        while let next = readRawInput(timeoutMilliseconds: Self.escapeSequenceFollowUpMilliseconds) {
            switch EscapeSequenceDecoder.skipping(next.decoderValue) {
            case .inside: continue
            case .ends: return
            case .endedBefore:
                pushedBackInput.insert(next, at: 0)
                return
            }
        }
    }

    /// nsx_key_mouse: ncurses decoded the report (SGR when terminfo's kmous is
    /// `\E[<`, X10 otherwise). Only the primary button is reported, as in
    /// `SGRMouseReport.mouseEvent`.
    private func decodeNcursesMouse() -> TerminalEvent? {
        var reportX: Int32 = 0
        var reportY: Int32 = 0
        var state: UInt = 0
        // ncurses reads an SGR report's numbers with overflow, so one far
        // longer than any terminal sends comes out negative: not a click.
        guard nsx_getmouse(&reportX, &reportY, &state) == nsx_ok, reportX >= 0, reportY >= 0 else { return nil }
        lastMouseDecoder = .ncurses
        let x = Int(reportX)
        let y = Int(reportY)
        if state & nsx_mouse_button1_pressed() != 0 {
            primaryButtonDown = true
            return .mouse(MouseEvent(kind: .press, x: x, y: y))
        }
        if state & nsx_mouse_button1_released() != 0 {
            primaryButtonDown = false
            return .mouse(MouseEvent(kind: .release, x: x, y: y))
        }
        if state & nsx_mouse_button1_clicked() != 0 {
            // Only happens if click merging is on; keep press/release pairs.
            pendingEvents.append(.mouse(MouseEvent(kind: .release, x: x, y: y)))
            return .mouse(MouseEvent(kind: .press, x: x, y: y))
        }
        if state & nsx_mouse_wheel_up() != 0 {
            return .mouse(MouseEvent(kind: .wheelUp, x: x, y: y))
        }
        if state & nsx_mouse_wheel_down() != 0 {
            return .mouse(MouseEvent(kind: .wheelDown, x: x, y: y))
        }
        if state & nsx_mouse_report_position() != 0 && primaryButtonDown {
            return .mouse(MouseEvent(kind: .drag, x: x, y: y))
        }
        return nil
    }

    static func key(forFunctionKey code: Int32) -> Key {
        switch code {
        case nsx_key_up: .up
        case nsx_key_down: .down
        case nsx_key_left: .left
        case nsx_key_right: .right
        case nsx_key_enter: .enter
        case nsx_key_btab: .backTab
        case nsx_key_backspace: .backspace
        case nsx_key_ppage: .pageUp
        case nsx_key_npage: .pageDown
        case nsx_key_f1(): .f1
        default: .unknown(code)
        }
    }

    static func key(forCharacter value: UInt32) -> Key {
        switch value {
        case 0x03: return .controlC
        case 0x08, 0x7F: return .backspace
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x1B: return .escape
        case 0..<0x20: return .unknown(Int32(value))
        default:
            guard let scalar = Unicode.Scalar(value) else { return .unknown(Int32(truncatingIfNeeded: value)) }
            return .character(Character(scalar))
        }
    }
}
