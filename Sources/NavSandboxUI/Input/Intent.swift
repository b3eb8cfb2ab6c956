import NavSandboxCore

/// What the user (or time) asks for, as data. The input map produces these
/// from terminal events; `Update` applies them. Nothing here performs work.
public enum Intent: Equatable, Sendable {
    /// Something that changes the simulated world now.
    /// The core's own input vocabulary, which scripts use too.
    case world(UserInput)
    /// The one finger taps (a control's key, a click, ⏎, `,`): a press that
    /// comes before the last tap's finger lifted waits for it.
    case fingerTap(FingerTap)
    /// Two taps `UserInput.doubleTapGap` ms apart in virtual time.
    case doubleTap(Point)
    /// The wall clock moved on (ms, monotonic): virtual time follows × speed.
    case tick(wallMilliseconds: Int)
    case togglePause
    case stepFrame
    /// Runs the world to exactly this virtual time (a script's next line).
    case stepTo(Int)
    /// Replaces the world with a scripted one for the same moment (a script
    /// played live: the runner's world right after a line ran).
    case adoptWorld(World)
    case faster
    case slower
    case rewind
    case replay
    case moveCursor(dx: Int, dy: Int)
    case hideCursor
    case setPrefix(InputPrefix?)
    case toggleHelp
    case closeHelp
    /// Lines to move the help overlay's text by; `Int.max`/`Int.min` for its ends.
    case scrollHelp(Int)
    /// Positive scrolls toward older entries.
    case scrollLog(Int)
    case toggleViewTree
    /// Positive scrolls down the tree.
    case scrollTree(Int)
    /// Select this view in the VIEW TREE (a click on its row).
    case selectTreeView(ViewID)
    /// Scroll the LESSON pane back (positive) or forward, in lines.
    case scrollLesson(Int)
    /// Moves the tree's selection by rows.
    case moveTreeSelection(Int)
    /// Changes a property of the selected view.
    case editSelectedView(ViewEditKey)
    /// Puts back the last hand edit.
    case undoViewEdit
    case screenshot
    /// `Z`: the phone's next size (auto, 1×, 2×).
    case cycleZoom
    /// `K`: presenter mode on or off.
    case togglePresenter
    /// `~`: slow motion (⅒×) on, or back to the speed before it.
    case toggleSlowMotion
    /// Presenter mode's overlay shows a key or click for a second.
    case showKeystroke(String)
    /// `F`: write the session as a script `navsandbox run` replays.
    case saveSession
    /// The learner's move in a lesson (the loop's lesson driver takes it).
    case lesson(LessonMove)
    /// The lesson driver's pane after a move: shown, and the clock held
    /// still while the learner reads or answers.
    case showLesson(LessonPane)
    /// A new world under the same front end: a script started again or a
    /// file opened from the palette (`newSession`: `F` records afresh).
    case startAfresh(World, newSession: Bool)
    /// A guard file changed on disk and loaded again (`replacing`: its name
    /// before the edit): the world is replayed from launch with it.
    case reloadGuard(GuardDefinition, replacing: String)
    /// A guard file the palette loaded: it joins the launch's guards (the
    /// session replayed, as for a reload) and becomes the strategy.
    case loadGuard(GuardDefinition)
    /// The playing script's header status and SCRIPT pane, as the playback
    /// says after each turn (no pane: no script plays).
    case showScript(status: String?, pane: ScriptPane?)
    /// `R`, or Tab/p while a script plays: the script again from its first
    /// line, under another strategy or profile if given.
    case restartScript(strategy: StrategyID?, profile: Profile?)
    /// Selects the next view of the last hit-test walk, saying what
    /// point(inside:) answered there.
    case stepWalk
    case resize(width: Int, height: Int)
    case setDrag(MouseDrag?)
    /// Say something in the header.
    case notice(String, warning: Bool)
    /// A watched guard file's save that did not load, for the log.
    case logGuardNotReloaded(String)
    /// The recording could not be written (a full disk, a FIFO's reader
    /// that stopped): the REC badge goes, the session goes on unrecorded.
    case recordingStopped(reason: String)
    /// `:` — open, edit, move through or close the command palette.
    case palette(PaletteChange)
    /// `L` — the full log view: open, scroll, filter, search.
    case logView(LogViewChange)
    /// Hands a side effect to the loop as it is (a palette item that
    /// stands for one rather than for a key).
    case effect(Effect)
    case quit
}

/// What a learner does in the LESSON pane.
public enum LessonMove: Hashable, Sendable {
    /// ⏎ after reading.
    case next
    /// 1-9: a choice, 0-based.
    case choose(Int)
    /// ⏎ during a task: the hint, then the solution.
    case help
    /// ⏎ at the end: the next lesson of the course.
    case nextLesson
}

public enum PaletteChange: Equatable, Sendable {
    case open
    case close
    /// The whole query after an edit; the selection goes back to the best match.
    case query(String)
    /// Moves the selection by rows, clamped to the matches.
    case move(Int)
    /// A character came past `CommandPalette.maximumQueryLength` and the
    /// user was warned.
    case full
}

public enum LogViewChange: Equatable, Sendable {
    /// Opens the view (following the newest entry) or closes it.
    case toggle
    /// Entries to move by; positive goes down the page, toward older
    /// entries. `Int.min`/`Int.max` for the newest and the oldest.
    case scroll(Int)
    case filter(LogKind?)
    /// The text typed after `/` so far; nil cancels typing.
    case typeSearch(String?)
    /// Enter after `/`: the typed text becomes the search and the view goes
    /// to its first match from the top row down.
    case confirmSearch
    /// `n` (older) / `N` (newer): the next match, wrapping around.
    case nextMatch(older: Bool)
}

/// Side effects `Update` asks the app loop to perform. Kept as data so that
/// the update stays pure and testable.
public enum Effect: Hashable, Sendable {
    case quit
    /// Write the current frame as SVG and text (the loop's writer does the I/O).
    case screenshot
    /// Write the session as a scenario script (the loop's writer does the I/O).
    case saveSession
    /// Hand the learner's move to the lesson.
    case lesson(LessonMove)
    /// Open a script or an app from the palette (the loop's opener loads it).
    case open(Openable)
    /// Play the loaded script again (the loop owns the playback).
    case restartScript(strategy: StrategyID?, profile: Profile?)
}
