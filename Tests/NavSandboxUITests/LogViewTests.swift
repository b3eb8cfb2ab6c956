import NavSandboxTestSupport
import NavSandboxCore
import Testing

@testable import NavSandboxUI

extension AppModel {
    /// The log view's rows as text: title, entries, search line.
    var logViewRows: [String] {
        let grid = Screen.render(self)
        let rect = LogViewWidget.Layout(self).rect
        return (rect.y..<rect.maxY).map { y in String((rect.x..<rect.maxX).map { grid[$0, y].text }) }
    }

    /// The entry rows only (between the title and the search line).
    var logViewBody: [String] { Array(logViewRows.dropFirst().dropLast()) }

    /// Pushes Message 1 and opens Reply: a log with long entries.
    mutating func pushMessageAndReply() {
        press("1")
        settle()
        press(key(for: "Reply")!)
        settle()
    }
}

/// `L`: the log in full — open and close, no taps, wrapping, filter,
/// search, scrolling that holds still.
@Suite struct LogViewTests {
    @Test func lOpensItAndLEscOrQCloseIt() {
        var model = makeModel()
        #expect(KeyBindings.reserved.contains("L"))
        #expect(!KeyBindings.controlKeys.contains("L"))
        model.press("L")
        #expect(model.ui.logView == LogView())
        model.press("L")
        #expect(model.ui.logView == nil)
        model.press("L")
        model.press(.key(.escape))
        #expect(model.ui.logView == nil)
        model.press("L")
        #expect(model.press("q").isEmpty, "q closes the view rather than quitting")
        #expect(model.ui.logView == nil)
    }

    /// The palette lists it, from its row in the key table.
    @Test func thePaletteOpensIt() {
        var model = makeModel()
        model.press(":")
        model.type("log view")
        model.press(.key(.enter))
        #expect(model.ui.palette == nil)
        #expect(model.ui.logView == LogView())
    }

    @Test func keysInTheViewTapNothing() {
        var model = makeModel()
        model.press("L")
        for character in "123bsx!&," { model.press(character) }
        model.press(.key(.enter))
        model.settle()
        #expect(model.world.touches.history.isEmpty)
        #expect(model.ui.prefix == nil)
        #expect(!model.world.toggles.exclusiveTouch)
        #expect(model.ui.logView != nil)
    }

    @Test func entriesWrapUnderTheirTextInsteadOfBeingCut() throws {
        var model = makeModel(width: 80, height: 24)
        model.pushMessageAndReply()
        model.press("L")
        let body = model.logViewBody
        #expect(!body.contains { $0.contains("…") }, "nothing truncated")
        // The nil-targeted action's responder chain is longer than the pane.
        let first = try #require(body.firstIndex { $0.contains("action    reply: is nil-targeted") })
        let continuation = body[first + 1]
        #expect(continuation.hasPrefix(String(repeating: " ", count: LogViewWidget.textColumn)))
        #expect(continuation.dropFirst(LogViewWidget.textColumn).first != " ")
    }

    @Test func newestFirstAndTheTitleCounts() {
        var model = makeModel()
        model.pushMessageAndReply()
        model.press("L")
        let rows = model.logViewRows
        let log = model.world.log
        #expect(rows[0].contains("every kind: \(log.entries.count) · newest first"))
        #expect(rows[1].contains(log.entries.last!.text.prefix(30)))
    }

    @Test func fCyclesTheKindFilterAndTheTitleCountsWhatMatches() {
        var model = makeModel()
        model.pushMessageAndReply()
        model.press("L")
        model.press("f")
        #expect(model.ui.logView?.filter == .touch)
        let touches = model.world.log.entries.filter { $0.kind == .touch }.count
        #expect(touches > 0)
        #expect(model.logViewRows[0].contains("kind touch: \(touches) of \(model.world.log.entries.count)"))
        let kinds = model.logViewBody.filter { !$0.hasPrefix(" ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(!kinds.isEmpty)
        #expect(kinds.allSatisfy { $0.dropFirst(8).hasPrefix("touch ") }, "\(kinds)")
        model.press("f")
        #expect(model.ui.logView?.filter == .hitTest)
        model.press("F")
        model.press("F")
        #expect(model.ui.logView?.filter == nil)
        model.press("F")
        #expect(model.ui.logView?.filter == .system)
        model.press("0")
        #expect(model.ui.logView?.filter == nil)
    }

    @Test func searchGoesToTheNewestMatchAndNMovesThroughTheRest() throws {
        var model = makeModel()
        model.pushMessageAndReply()
        model.press("L")
        model.press("/")
        model.type("hittest")
        #expect(model.ui.logView?.typing == "hittest")
        #expect(model.logViewRows.last?.hasPrefix("/hittest") == true)
        model.press(.key(.enter))
        let log = model.world.log
        let hits = log.entries.indices.filter { log.entries[$0].text.lowercased().contains("hittest") }.map { $0 + log.discarded }
        #expect(hits.count == 2, "one hit-test per tap")
        let view = try #require(model.ui.logView)
        #expect(view.search == "hittest")
        #expect(view.typing == nil)
        #expect(view.match == hits[1])
        #expect(view.top == hits[1], "the match is on the top row")
        #expect(model.logViewBody[0].contains("hitTest"))
        #expect(model.logViewRows.last?.contains("match 1 of 2") == true)
        model.press("n")
        #expect(model.ui.logView?.match == hits[0])
        #expect(model.logViewRows.last?.contains("match 2 of 2") == true)
        model.press("n")
        #expect(model.ui.logView?.match == hits[1], "wraps to the newest")
        #expect(model.ui.toast?.text.contains("wrapped") == true)
        model.press("N")
        #expect(model.ui.logView?.match == hits[0], "N wraps to the oldest")
        model.press("N")
        #expect(model.ui.logView?.match == hits[1])
    }

    @Test func theMatchIsHighlighted() throws {
        var model = makeModel()
        model.pushMessageAndReply()
        model.press("L")
        model.press("/")
        model.type("hittest")
        model.press(.key(.enter))
        let grid = Screen.render(model)
        let rect = LogViewWidget.Layout(model).body
        let row = model.logViewBody[0]
        let offset = try #require(row.range(of: "hitTest")).lowerBound
        let x = rect.x + row.distance(from: row.startIndex, to: offset)
        #expect(grid[x, rect.y].style == Theme.standard.style(.searchMatchCurrent))
        #expect(grid[x + 7, rect.y].style != Theme.standard.style(.searchMatchCurrent))
    }

    @Test func noMatchIsSaidPlainly() {
        var model = makeModel()
        model.press("L")
        model.press("/")
        model.type("zebra")
        model.press(.key(.enter))
        #expect(model.ui.logView?.match == nil)
        #expect(model.logViewRows.last?.contains("/zebra  no match") == true)
        #expect(model.ui.toast?.isWarning == true)
        #expect(model.ui.toast?.text.contains("no match") == true)
        model.press("n")
        #expect(model.ui.toast?.text.contains("no match") == true)
    }

    @Test func escapeCancelsTypingAndKeepsTheSearch() {
        var model = makeModel()
        model.pushMessageAndReply()
        model.press("L")
        model.press("/")
        model.type("reply")
        model.press(.key(.enter))
        model.press("/")
        model.type("q")
        #expect(model.ui.logView?.typing == "q", "q is text while typing")
        model.press(.key(.escape))
        #expect(model.ui.logView?.typing == nil)
        #expect(model.ui.logView?.search == "reply")
        #expect(model.ui.logView != nil, "esc cancelled the typing, not the view")
    }

    @Test func scrollingDownGoesOlderAndEndsGoToTheNewestAndOldest() {
        var model = makeModel()
        model.pushMessageAndReply()
        model.press("L")
        let newest = model.logViewBody[0]
        model.press(.key(.down))
        model.press(.key(.down))
        #expect(model.logViewRows[0].contains("2 newer above"))
        model.press(.key(.up))
        #expect(model.logViewRows[0].contains("1 newer above"))
        model.press("G")
        let oldest = model.world.log.entries[0].text
        #expect(model.logViewBody[0].contains(oldest.prefix(30)))
        model.press("g")
        #expect(model.ui.logView?.top == nil)
        #expect(model.logViewBody[0] == newest)
        let page = LogViewWidget.Layout(model).fullyShown - 1
        model.press(.key(.pageDown))
        #expect(model.logViewRows[0].contains("\(page) newer above"))
        model.press(.key(.pageUp))
        #expect(model.ui.logView?.top == nil, "PgUp undoes PgDn from the top")
        model.press("G")
        let bottom = model.logViewBody[0]
        model.press(.key(.pageUp))
        #expect(model.logViewBody.last { !$0.hasPrefix(" ") } == bottom, "the old top entry is the last one on the page")
        model.press("g")
        model.press(.mouse(MouseEvent(kind: .wheelDown, x: 60, y: 10)))
        #expect(model.logViewRows[0].contains("3 newer above"))
        model.press(.mouse(MouseEvent(kind: .wheelUp, x: 5, y: 10)))
        #expect(model.ui.logView?.top == nil)
    }

    /// New entries arriving while the user reads further down leave the
    /// page where it is; at the top, the view follows them.
    @Test func newEntriesDoNotMoveAScrolledView() throws {
        var model = makeModel()
        model.press("L")
        model.press(.key(.down))
        let reading = model.logViewBody
        let point = try #require(model.keyPoint("Message 1"))
        model.send(.fingerTap(FingerTap(point: point, label: "Message 1")))
        model.settle()
        #expect(model.world.log.entries.count > 10)
        #expect(Array(model.logViewBody.prefix(3)) == Array(reading.prefix(3)))
        #expect(!model.logViewRows[0].contains(" 1 newer above"), "the new entries are above")

        var following = makeModel()
        following.press("L")
        let before = following.logViewBody[0]
        following.send(.fingerTap(FingerTap(point: point, label: "Message 1")))
        following.settle()
        #expect(following.logViewBody[0] != before)
    }

    @Test func discardedEntriesAreNamed() {
        var configuration = Configuration(profile: .ios17, strategy: "none")
        configuration.logLimit = 6
        var model = AppModel(configuration: configuration, width: 100, height: 32)
        model.pushMessageAndReply()
        #expect(model.world.log.discarded > 0)
        model.press("L")
        #expect(model.logViewRows[0].contains("\(model.world.log.discarded) older discarded"))
        model.press("G")
        #expect(model.logViewBody.contains { $0.contains("older entries were discarded") })
        // Positions count the discarded entries too: one up from the oldest
        // kept is the second oldest, not the oldest again.
        model.press(.key(.up))
        #expect(model.logViewBody[0].contains(model.world.log.entries[1].text.prefix(20)))
        #expect(LogViewWidget.Layout(model).newerAbove == model.world.log.entries.count - 2)
    }

    @Test func theHintBarShowsTheViewsKeys() {
        var model = makeModel()
        model.press("L")
        let hints = model.screenText.split(separator: "\n").last.map(String.init) ?? ""
        #expect(hints.contains("/ search"))
        #expect(hints.contains("L esc close log"))
        model.press("/")
        let typing = model.screenText.split(separator: "\n").last.map(String.init) ?? ""
        #expect(typing.contains("esc cancel"))
    }
}

/// The log view drawn.
@Suite struct LogViewRenderTests {
    /// Narrow: entries wrap; a search for "reply" sits on its newest match.
    @Test func logViewAtTheMinimumSizeWithASearch() {
        var model = makeModel(width: 80, height: 24)
        model.pushMessageAndReply()
        model.press("L")
        model.press("/")
        model.type("reply")
        model.press(.key(.enter))
        model.press("n")
        Snapshot.assert(model.screenText, named: "log-view-80x24-search")
    }

    /// The action entries only, searched: the filter's count in the title.
    @Test func logViewFilteredAndSearched() {
        var model = makeModel()
        model.pushMessageAndReply()
        model.press("L")
        for _ in 0..<3 { model.press("f") }
        #expect(model.ui.logView?.filter == .action)
        model.press("/")
        model.type("handled by")
        model.press(.key(.enter))
        let text = model.screenText
        #expect(text.contains("kind action:"))
        Snapshot.assert(text, named: "log-view-action-filter-search")
    }
}
