import NavSandboxUI
import Testing
@testable import NavSandboxTerminal

/// `Terminal.draw` hands ncurses only what `GridDiff` reports, so a cell it
/// misses would stay stale on screen, and one it reports needlessly costs
/// output. Both directions are checked.
@Suite("Grid diff")
struct GridDiffTests {
    private func changes(from baseline: CellGrid?, to next: CellGrid, columns: Int? = nil, rows: Int? = nil) -> [String] {
        var found: [String] = []
        GridDiff.forEachChange(
            from: baseline, to: next, columns: columns ?? next.width, rows: rows ?? next.height
        ) { x, y in found.append("\(x),\(y)") }
        return found
    }

    @Test("without a baseline every visible cell is drawn")
    func firstFrame() {
        let frame = grid(["ab", "cd"])
        #expect(changes(from: nil, to: frame) == ["0,0", "1,0", "0,1", "1,1"])
    }

    @Test("without a baseline the blank cells are left to the erase before it; styled spaces are drawn")
    func firstFrameSkipsBlanks() {
        var frame = grid(["a  ", " b "])
        frame.restyle(x: 2, y: 1, width: 1) { $0.reverse = true }
        #expect(changes(from: nil, to: frame) == ["0,0", "1,1", "2,1"])
    }

    @Test("an identical frame hands over nothing")
    func identical() {
        let frame = grid(["abc", "def"])
        #expect(changes(from: frame, to: frame).isEmpty)
    }

    @Test("only the cells whose text or style changed are drawn")
    func changedCells() {
        let before = grid(["abc", "def"])
        var after = before
        after[1, 0] = Cell("X")
        after.restyle(x: 2, y: 1, width: 1) { $0.bold = true }
        #expect(changes(from: before, to: after) == ["1,0", "2,1"])
    }

    @Test("a frame of another size has no baseline: it is drawn in full over a cleared screen")
    func sizeChange() {
        let before = grid(["abc", "def"])
        #expect(GridDiff.baseline(before, for: grid(["abc"])) == nil)
        #expect(GridDiff.baseline(before, for: grid(["abcd", "efgh"])) == nil)
        #expect(GridDiff.baseline(nil, for: before) == nil)
        #expect(GridDiff.baseline(before, for: grid(["xyz", "def"])) == before)
    }

    @Test("cells beyond the screen are never handed over, changed or not")
    func clipped() {
        let before = grid(["abc", "def", "ghi"])
        let after = grid(["abX", "dYf", "Zhi"])
        #expect(changes(from: before, to: after, columns: 2, rows: 2) == ["1,1"])
        #expect(changes(from: nil, to: after, columns: 1, rows: 5) == ["0,0", "0,1", "0,2"])
        #expect(changes(from: nil, to: after, columns: 0, rows: 3).isEmpty)
    }
}
