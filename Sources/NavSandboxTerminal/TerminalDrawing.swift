#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNavSandboxCurses
import NavSandboxCore
import NavSandboxUI

extension Terminal {
    /// Shows `grid`. Only the cells that differ from the previous frame are
    /// handed to ncurses (the whole frame after a size change), and the
    /// terminal is updated with one refresh: one write(2) (two for a frame
    /// larger than ncurses' output buffer, about (rows + 2) × (columns + 6)
    /// bytes), ncurses' own diffing deciding the bytes. Callers can redraw
    /// whole frames freely.
    ///
    /// A grid smaller than the screen leaves the rest blank; a larger one is
    /// clipped (the renderer is expected to draw at `size`). After a failed
    /// write (`writeError`) nothing more is drawn.
    public func draw(_ grid: CellGrid) {
        guard isActive, writeError == nil else { return }
        let screenSize = size
        // ncurses resized stdscr on a resize key; what it kept is not the
        // previous frame any more.
        let baseline = drawnScreenSize == screenSize ? GridDiff.baseline(drawnGrid, for: grid) : nil
        if baseline == nil {
            // Clears only the virtual screen; the terminal sees just the
            // changes. The erase leaves `Cell.blank` (a space, no attributes,
            // pair 0) everywhere, which is why GridDiff skips those cells; a
            // window background (bkgd) would break that.
            _ = nsx_erase()
        }
        let utf8 = Self.localeIsUTF8
        // Neighbouring cells mostly share a style: look it up on a change only.
        var lastStyle: CellStyle?
        var look: (attributes: UInt32, pair: Int32) = (0, 0)
        GridDiff.forEachChange(from: baseline, to: grid, columns: screenSize.width, rows: screenSize.height) { x, y in
            let cell = grid[x, y]
            if cell.style != lastStyle {
                look = appearance(of: cell.style)
                lastStyle = cell.style
            }
            put(cell, look: look, x: x, y: y, localeIsUTF8: utf8)
        }
        drawnGrid = grid
        drawnScreenSize = screenSize
        flushFrame()
    }

    /// ncurses' flush ignores a failed write(2) (the rest of the frame is
    /// dropped and nothing is returned), so errno is the only trace. It is
    /// cleared first; if it is set afterwards, a zero-length write tells a
    /// terminal that really cannot be written (EIO once closed, EBADF when
    /// standard output is not open for writing) from a harmless errno some
    /// other call inside refresh left behind.
    private func flushFrame() {
        errno = 0
        _ = nsx_refresh()
        guard errno != 0 else { return }
        var nothing: UInt8 = 0
        if write(STDOUT_FILENO, &nothing, 0) < 0 {
            writeError = errno
        }
    }

    private func put(_ cell: Cell, look: (attributes: UInt32, pair: Int32), x: Int, y: Int, localeIsUTF8: Bool) {
        if let ascii = cell.text.asciiValue, ascii >= 0x20, ascii < 0x7F {
            _ = nsx_put_char(Int32(y), Int32(x), wideCharacter(UInt32(ascii)), look.attributes, look.pair)
            return
        }
        let count = fillCellCharacters(cell.text, localeIsUTF8: localeIsUTF8)
        let result = cellCharacters.withUnsafeBufferPointer { buffer in
            nsx_put_cell(Int32(y), Int32(x), buffer.baseAddress, look.attributes, look.pair)
        }
        // setcchar rejects graphemes made of several spacing characters
        // (emoji sequences, flags); show their first character instead.
        if result == nsx_err && count > 1 {
            cellCharacters[1] = 0
            _ = cellCharacters.withUnsafeBufferPointer { buffer in
                nsx_put_cell(Int32(y), Int32(x), buffer.baseAddress, look.attributes, look.pair)
            }
        }
    }

    /// Copies the grapheme's scalars into the reusable NUL-terminated buffer
    /// and returns how many were copied (printable ASCII, most cells, never
    /// comes here: `put` hands it over directly). The renderer makes control
    /// characters visible before they reach the grid (Glyphs.text); one that
    /// got here anyway would be drawn by ncurses as two-column `^X`, or a bidi
    /// control would reorder the line, so it becomes a space; non-ASCII
    /// becomes `?` when the locale cannot encode it.
    private func fillCellCharacters(_ character: Character, localeIsUTF8: Bool) -> Int {
        let limit = cellCharacters.count - 1
        var count = 0
        for scalar in character.unicodeScalars {
            guard count < limit else { break }
            var value = scalar.value
            if TerminalText.isControl(scalar) || value == 0x09 {
                value = 0x20
            } else if value > 0x7E && !localeIsUTF8 {
                value = UInt32(UInt8(ascii: "?"))
            }
            cellCharacters[count] = wideCharacter(value)
            count += 1
            if !localeIsUTF8 { break }
        }
        if count == 0 {
            cellCharacters[0] = 0x20
            count = 1
        }
        cellCharacters[count] = 0
        return count
    }

    /// The ncurses attributes and colour pair for a style, computed once per
    /// distinct style.
    private func appearance(of style: CellStyle) -> (attributes: UInt32, pair: Int32) {
        if let known = styleLooks.firstIndex(where: { $0.style == style }) {
            return (styleLooks[known].attributes, styleLooks[known].pair)
        }
        var attributes = nsx_attr_normal()
        if style.bold { attributes |= nsx_attr_bold() }
        if style.dim { attributes |= nsx_attr_dim() }
        if style.reverse { attributes |= nsx_attr_reverse() }
        if style.underline { attributes |= nsx_attr_underline() }

        let foreground = style.foreground.flatMap { colorSupport.paletteIndex(for: $0) }
        let background = style.background.flatMap { colorSupport.paletteIndex(for: $0) }
        if foreground?.needsBold == true { attributes |= nsx_attr_bold() }
        let pair = colorPairs.pair(foreground: foreground?.index, background: background?.index)

        styleLooks.append((style, attributes, pair))
        return (attributes, pair)
    }
}
