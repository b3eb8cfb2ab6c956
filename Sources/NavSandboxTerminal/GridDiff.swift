import NavSandboxUI

/// Which cells of a frame differ from the frame drawn before it, so the
/// terminal adapter hands ncurses only those (about 3,200 cells at 100×32,
/// of which an animation frame changes a few dozen).
enum GridDiff {
    /// The previous frame if the next can be drawn as changes to it: same
    /// size. nil means the whole frame must be drawn over a cleared screen.
    static func baseline(_ previous: CellGrid?, for next: CellGrid) -> CellGrid? {
        guard let previous, previous.width == next.width, previous.height == next.height else { return nil }
        return previous
    }

    /// Calls `body(x, y)` for every cell of `next` within the first
    /// `columns` × `rows` (the part the screen shows) that differs from
    /// `baseline`. With no baseline the screen has just been erased, so
    /// every cell but the blank ones (`Cell.blank`, what the erase left)
    /// is reported: a first frame is largely empty space.
    static func forEachChange(
        from baseline: CellGrid?, to next: CellGrid, columns: Int, rows: Int, _ body: (_ x: Int, _ y: Int) -> Void
    ) {
        let columns = min(columns, next.width)
        let rows = min(rows, next.height)
        guard columns > 0, rows > 0 else { return }
        let nextCells = next.cells
        let blank = Cell.blank
        if let oldCells = baseline?.cells {
            for y in 0..<rows {
                let rowStart = y * next.width
                for x in 0..<columns where oldCells[rowStart + x] != nextCells[rowStart + x] {
                    body(x, y)
                }
            }
        } else {
            for y in 0..<rows {
                let rowStart = y * next.width
                for x in 0..<columns where nextCells[rowStart + x] != blank {
                    body(x, y)
                }
            }
        }
    }
}
