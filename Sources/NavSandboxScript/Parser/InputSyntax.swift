import NavSandboxCore

/// The script text of a `UserInput`, in one place: the printer
/// (`scriptText`) and the parser (`LineParser.input()`, one row per action
/// word in `InputSyntax.actions`). What follows `at <time>`, `after <time>`
/// and `solution`, what a saved session and an explore counterexample
/// write, and what explore reports: a value printed here reads back as
/// itself (ScriptPropertyTests). Defaults are left out when printed.
///
/// A new action is a case of `UserInput` (and what the world does with
/// it), a row here and a case in `scriptText` — docs/contributing.md.
public enum InputSyntax {
    /// One action word and how the words after it read.
    struct Action: Sendable {
        typealias Read = @Sendable (inout LineParser) throws(LineParser.Failure) -> UserInput
        let word: String
        let read: Read

        init(_ word: String, _ read: @escaping Read) {
            self.word = word
            self.read = read
        }
    }

    /// Every action, in the order an error lists them.
    static let actions: [Action] = [
        Action("tap") { (p: inout LineParser) throws(LineParser.Failure) in .tap(try p.target()) },
        Action("double-tap") { (p: inout LineParser) throws(LineParser.Failure) in
            let target = try p.target()
            var gap = UserInput.doubleTapGap
            if p.peek?.word == "gap" {
                _ = p.next()
                gap = try p.time()
            }
            return .doubleTap(target, gap: gap)
        },
        Action("two-finger") { (p: inout LineParser) throws(LineParser.Failure) in
            let first = try p.target()
            guard let amp = p.next() else {
                throw p.missing("missing `&` and the second target", "`&` then a second target, as in `two-finger \"A\" & \"B\"`")
            }
            guard amp.punct == "&" else {
                throw LineParser.Failure(
                    offset: amp.start, message: "expected `&` between the two targets, found `\(amp.shown)`",
                    expected: "`&`, as in `two-finger \"A\" & \"B\"`")
            }
            return .twoFinger(first, try p.target())
        },
        Action("swipe-back") { (p: inout LineParser) throws(LineParser.Failure) in
            let finish = try p.keyword("swipe-back outcome", in: ["finish", "cancel"]) == "finish"
            var start: TapTarget?
            if p.peek?.word == "from" {
                _ = p.next()
                start = try p.target()
            }
            var releaseAt = UserInput.defaultRelease(finish: finish)
            if p.peek?.word == "at" {
                _ = p.next()
                releaseAt = try p.percent()
            }
            return .swipeBack(finish: finish, releaseAt: releaseAt, from: start)
        },
        Action("drag-card") { (p: inout LineParser) throws(LineParser.Failure) in
            let drag = try p.keyword("card drag", in: CardDrag.allCases.map(\.rawValue))
            return .dragCard(CardDrag(rawValue: drag)!)
        },
        Action("drag-sheet") { (p: inout LineParser) throws(LineParser.Failure) in
            let drag = try p.keyword("sheet drag", in: SheetDrag.allCases.map(\.rawValue))
            return .dragSheet(SheetDrag(rawValue: drag)!)
        },
        Action("relaunch") { (_: inout LineParser) throws(LineParser.Failure) in .relaunch },
        Action("switch-strategy") { (p: inout LineParser) throws(LineParser.Failure) in
            .setStrategy(try p.strategy())
        },
        Action("switch-profile") { (p: inout LineParser) throws(LineParser.Failure) in .setProfile(try p.profile()) },
        Action("set") { (p: inout LineParser) throws(LineParser.Failure) in
            let toggle = try p.toggle()
            return .setToggle(toggle, try p.toggleValue(for: toggle))
        },
        Action("edit") { (p: inout LineParser) throws(LineParser.Failure) in
            _ = try p.keyword("`view`", in: ["view"])
            return try p.viewEdit()
        },
        Action("swipe-begin") { (p: inout LineParser) throws(LineParser.Failure) in .edgeSwipeBegin(at: try p.target()) },
        Action("swipe-move") { (p: inout LineParser) throws(LineParser.Failure) in .edgeSwipeMove(progress: try p.progress()) },
        Action("swipe-end") { (p: inout LineParser) throws(LineParser.Failure) in
            .edgeSwipeEnd(finish: try p.keyword("swipe-end outcome", in: ["finish", "cancel"]) == "finish")
        },
        Action("dismiss-swipe-begin") { (_: inout LineParser) throws(LineParser.Failure) in .dismissSwipeBegin },
        Action("dismiss-swipe-move") { (p: inout LineParser) throws(LineParser.Failure) in
            .dismissSwipeMove(progress: try p.progress())
        },
        Action("dismiss-swipe-end") { (p: inout LineParser) throws(LineParser.Failure) in
            .dismissSwipeEnd(finish: try p.keyword("dismiss-swipe-end outcome", in: ["finish", "cancel"]) == "finish")
        },
        Action("load-cost") { (p: inout LineParser) throws(LineParser.Failure) in
            let screen = try p.name("screen", in: p.vocabulary.screens)
            return .setLoadCost(screen, milliseconds: try p.time())
        },
        Action("stall") { (p: inout LineParser) throws(LineParser.Failure) in .stall(milliseconds: try p.time()) },
        Action("long-press") { (p: inout LineParser) throws(LineParser.Failure) in
            _ = try p.keyword("what to press", in: ["back"])
            return .longPressBack
        },
        Action("tap-menu") { (p: inout LineParser) throws(LineParser.Failure) in .tapMenu(try p.menuTitle()) },
        Action("tap-tab") { (p: inout LineParser) throws(LineParser.Failure) in .tap(.tab(try p.tabTitle())) },
        Action("interaction-update") { (p: inout LineParser) throws(LineParser.Failure) in
            .interaction(.update(percent: try p.progress()))
        },
        Action("interaction-finish") { (_: inout LineParser) throws(LineParser.Failure) in .interaction(.finish) },
        Action("interaction-cancel") { (_: inout LineParser) throws(LineParser.Failure) in .interaction(.cancel) },
        Action("press") { (p: inout LineParser) throws(LineParser.Failure) in
            let target = try p.target()
            _ = try p.keyword("`for` and how long", in: ["for"])
            return .press(target, milliseconds: try p.time())
        },
        Action("scroll") { (p: inout LineParser) throws(LineParser.Failure) in
            let target = try p.target()
            _ = try p.keyword("`by` and how far", in: ["by"])
            let distance = try p.scrollDistance()
            var hold = 0
            if p.peek?.word == "held" {
                _ = p.next()
                hold = try p.time()
            }
            return .scroll(target, by: distance, holdingFirst: hold)
        },
    ]

    /// The action words, in `actions`' order.
    public static let words = actions.map(\.word)

    /// How a target is written: `"Label"`, `back`, `x,y`.
    public static func text(of target: TapTarget) -> String {
        switch target {
        case .label(let label): ScriptSyntax.quoted(label)
        case .back: "back"
        case .point(let point): "\(point.x),\(point.y)"
        case .tab(let title): "tab \(ScriptSyntax.quoted(title))"
        }
    }

    /// `on`, `off` or `auto`.
    static func text(ofToggle value: Bool?) -> String {
        value.map { $0 ? "on" : "off" } ?? "auto"
    }
}

extension UserInput {
    /// The input as a script writes it after `at <time>` (`tap "Reply"`,
    /// `swipe-back cancel at 10%`); defaults (a 100 ms gap, a release at
    /// 80 % or 30 %, the left edge) are left out.
    public var scriptText: String {
        let target = InputSyntax.text(of:)
        switch self {
        case .tap(.tab(let title)):
            return "tap-tab \(ScriptSyntax.quoted(title))"
        case .tap(let t):
            return "tap \(target(t))"
        case .doubleTap(let t, let gap):
            return gap == UserInput.doubleTapGap
                ? "double-tap \(target(t))" : "double-tap \(target(t)) gap \(ScriptTime.format(milliseconds: gap))"
        case .twoFinger(let a, let b):
            return "two-finger \(target(a)) & \(target(b))"
        case .swipeBack(let finish, let releaseAt, let from):
            var text = "swipe-back \(finish ? "finish" : "cancel")"
            if let from { text += " from \(target(from))" }
            if releaseAt != UserInput.defaultRelease(finish: finish) { text += " at \(releaseAt)%" }
            return text
        case .dragCard(let drag):
            return "drag-card \(drag.rawValue)"
        case .dragSheet(let drag):
            return "drag-sheet \(drag.rawValue)"
        case .relaunch:
            return "relaunch"
        case .stall(let milliseconds):
            return "stall \(ScriptTime.format(milliseconds: milliseconds))"
        case .setStrategy(let id):
            return "switch-strategy \(ScriptSyntax.name(id.rawValue))"
        case .setProfile(let profile):
            return "switch-profile \(profile.rawValue)"
        case .setToggle(let id, let value):
            return "set \(id) \(InputSyntax.text(ofToggle: value))"
        case .editView(let id, let edit):
            return "edit view \(id.raw) \(edit.property) = \(edit.valueText)"
        case .edgeSwipeBegin(let t):
            return "swipe-begin \(target(t))"
        case .edgeSwipeMove(let progress):
            return "swipe-move \(progress)%"
        case .edgeSwipeEnd(let finish):
            return "swipe-end \(finish ? "finish" : "cancel")"
        case .dismissSwipeBegin:
            return "dismiss-swipe-begin"
        case .dismissSwipeMove(let progress):
            return "dismiss-swipe-move \(progress)%"
        case .dismissSwipeEnd(let finish):
            return "dismiss-swipe-end \(finish ? "finish" : "cancel")"
        case .setLoadCost(let screen, let milliseconds):
            return "load-cost \(ScriptSyntax.name(screen)) \(ScriptTime.format(milliseconds: milliseconds))"
        case .longPressBack:
            return "long-press back"
        case .tapMenu(let title):
            return "tap-menu \(ScriptSyntax.quoted(title))"
        case .press(let t, let milliseconds):
            return "press \(target(t)) for \(ScriptTime.format(milliseconds: milliseconds))"
        case .interaction(.update(let percent)):
            return "interaction-update \(percent)%"
        case .interaction(let step):
            return step.word
        case .scroll(let t, let distance, let hold):
            let text = "scroll \(target(t)) by \(distance)"
            return hold == 0 ? text : text + " held \(ScriptTime.format(milliseconds: hold))"
        }
    }
}

extension LineParser {
    /// An action and its words, to the end of what it takes.
    mutating func input() throws(Failure) -> UserInput {
        // Messages are built only when they are needed: this runs on most lines.
        var expected: String { NameSuggester.oneOf(InputSyntax.words) }
        guard let token = next() else { throw missing("missing action", expected) }
        guard let word = token.word else {
            throw Failure(offset: token.start, message: "expected an action, found `\(token.shown)`", expected: expected)
        }
        guard let action = InputSyntax.actions.first(where: { $0.word == word }) else {
            throw Failure(
                offset: token.start, message: "unknown action `\(token.shown)`", expected: expected,
                suggestion: nearest(word, in: InputSyntax.words))
        }
        return try action.read(&self)
    }
}

extension LineParser {
    /// How far a `scroll` drags, in cells: a whole number from -19 to 19,
    /// not 0 (negative drags the content up, as a finger moving up does).
    mutating func scrollDistance() throws(Failure) -> Int {
        let expected = "a whole number of cells from -19 to 19, not 0, such as `-3`"
        guard let token = next() else { throw missing("missing distance", expected) }
        guard let w = token.word, let value = Int(w), value != 0, (-19...19).contains(value) else {
            throw Failure(offset: token.start, message: "`\(token.shown)` is not a distance to scroll", expected: expected)
        }
        return value
    }
}

extension LineParser {
    /// The quoted title of a back-button menu entry. Titles come from the
    /// app at run time (templates), so any text is accepted here and a title
    /// the menu does not show is reported when the line runs.
    mutating func menuTitle() throws(Failure) -> String {
        let expected = "a screen's title in quotes, as in `tap-menu \"Inbox\"`"
        guard let token = next() else { throw missing("missing menu entry", expected) }
        guard case .string(let title) = token.kind else {
            throw Failure(offset: token.start, message: "expected a quoted title, found `\(token.shown)`", expected: expected)
        }
        return title
    }
}
