import NavSandboxCore

/// The rows of the screens drawn over the sandbox: the help, the command
/// palette and the log view. Each reads every key itself, so no key there
/// taps a control or quits by accident; only Ctrl-C always quits.
extension KeyBindings {
    static let overlaySections: [Section] = [help, palette, logView]

    /// Ctrl-C in an overlay, with its hint in `contexts`.
    static func quitRow(_ modes: [InputMode], hints contexts: [HintContext], docs: String) -> Row {
        Row(
            "Ctrl-C", "quit", docs: docs, modes: modes, matches: [.key(.controlC)],
            hints: contexts.map { .hint($0, 990, "Ctrl-C", "quit") }, run: { _, _ in [.quit] })
    }

    /// Over the help, keys read it: q closes it rather than quitting, so a
    /// reflex `q` after reading does not end the session.
    static let help = Section(
        "Help", heading: "### The help",
        intro: "Over the help (`?` or F1) keys read the help; any other key is swallowed with a reminder.",
        rows: [
            Row(
                "q esc ? F1", "close the help", docs: "close the help (`q` does not quit here)", modes: [.help],
                matches: characters("q?") + [.key(.escape), .key(.f1)], hints: [.hint(.help, 10, "q esc ?", "close help")],
                run: { _, _ in [.closeHelp] }),
            Row(
                "↑ ↓  k j ⏎", "scroll a line", modes: [.help], matches: [.key(.up), .key(.down), .key(.enter)] + characters("kj"),
                hints: [
                    .hint(.help, 20, "↑↓ PgUp PgDn", text: { model in
                        HelpOverlayWidget.Layout(screenWidth: model.ui.width, screenHeight: model.ui.height).maximumScroll > 0 ? "scroll" : nil
                    })
                ],
                run: { key, _ in [.scrollHelp(key == .up || key == .character("k") ? -1 : 1)] }),
            Row(
                "PgUp PgDn  b space", "scroll a page", docs: "scroll a page, less a line kept for context", modes: [.help],
                matches: [.key(.pageUp), .key(.pageDown)] + characters("b "),
                run: { key, model in
                    let page = max(1, HelpOverlayWidget.Layout(screenWidth: model.ui.width, screenHeight: model.ui.height).content.height - 1)
                    return [.scrollHelp(key == .pageUp || key == .character("b") ? -page : page)]
                }),
            Row(
                "g G", "the top / the end", modes: [.help], matches: characters("gG"),
                run: { key, _ in [.scrollHelp(key == .character("g") ? Int.min : Int.max)] }),
            Row("wheel  click", "scroll; a click outside the box closes it", modes: [.help]),
            quitRow([.help], hints: [.help], docs: "quit"),
        ])

    static let palette = Section(
        "The command palette", heading: "### The command palette",
        intro: """
            `:` opens a box near the top of the screen that runs anything by name, as
            Ctrl-Shift-P does in VS Code or `:` in k9s, so nothing needs its key
            remembered. Type to filter: the match is fuzzy (the typed characters in
            order, any case), and items whose matches start words or run together rank
            first (`blo` puts `strategy: block-all` on top, `tap mess 2` finds `tap
            Message 2`); equal matches keep the list's order. The query
            takes at most 200 characters: typing or pasting past them is ignored, with
            one warning. While it is open
            every printable key is text — `q` is a letter, a control's key taps nothing —
            and only Ctrl-C quits.
            The items: every command of the tables on this page (the same table the help
            and the hint bar are made from; running one presses its key, so it does
            exactly what the key does — `!` and `&` open their prefix and wait for a
            control's key; the mouse-only rows, the tree's arrows and the paused-only
            rewind arrows are left out), each toggle with its value now and what
            choosing it sets (`now auto → on`), `strategy: <id>` for every strategy,
            `profile: <name>` for every profile, and `tap <label>` for every control on
            screen (with its key; the back button as `tap the back button`), tapped by
            the same one finger as a key — and the scripts, apps and guard files found at
            launch: `script: <name>` for every `.nss` file, `guard: <name>` for every
            `.yaml` / `.yml` file with a top-level `guard:` key, and `app: <name>` for
            every other one, in the current directory, its `docs/scenarios` and `docs/apps`,
            and the folders of `--script` and `--app`. A script plays live from its first
            line, as with `--script` (the SCRIPT pane, `R`, Tab and `p` re-runs), its
            `guard` lines loaded with it; an app
            relaunches the sandbox on it, as with `--app`, and scripts opened after it run
            on it (not during a lesson, whose world stays the lesson's until you
            leave it). The front end keeps its settings (speed, pause, zoom); the rewind
            history, the timeline and the session `F` saves start again. A guard file is
            loaded as with `--guard`: it joins the strategies (Tab reaches it), becomes
            the strategy in force, the session is replayed under it from launch as a
            save replays it, and it is reloaded when saved. Typing a path that ends
            `.yaml` offers `load guard file <path>` for a file not found at launch, and
            typing strategies joined by `+` (`block-all+my-guard`) offers that stack
            (docs/guards/README.md, Stacking). A file that
            does not load says why in the header (`navsandbox run` shows every problem).
            """,
        rows: [
            Row(
                "type", "filter the items", docs: "filter the items: every printable key is text", modes: [.palette],
                matches: [.anyCharacter], hints: [.hint(.palette, 10, "type", "to filter")],
                run: { key, model in
                    guard case .character(let character) = key else { return nil }
                    let query = model.ui.palette?.query ?? ""
                    // Past the cap each further character (the rest of a paste) is
                    // dropped at once: the query is never copied or matched again.
                    guard query.count < CommandPalette.maximumQueryLength else {
                        if model.ui.palette?.warnedFull == true { return [] }
                        return [
                            .palette(.full),
                            InputMap.notice(
                                "a query is at most \(CommandPalette.maximumQueryLength) characters: the rest is ignored", warning: true),
                        ]
                    }
                    return [.palette(.query(query + String(character)))]
                }),
            Row(
                "↑ ↓  Ctrl-P Ctrl-N  ⇧⇥ ⇥", "move the selection", docs: "move the selection (the wheel too)", modes: [.palette],
                matches: [.key(.up), .key(.down), .key(InputMap.controlP), .key(InputMap.controlN), .key(.backTab), .key(.tab)],
                hints: [.hint(.palette, 20, "↑↓", "select")],
                run: { key, _ in [.palette(.move([.up, InputMap.controlP, .backTab].contains(key) ? -1 : 1))] }),
            Row(
                "PgUp PgDn", "move the selection a page", modes: [.palette], matches: [.key(.pageUp), .key(.pageDown)],
                run: { key, model in
                    let rows = InputMap.paletteRows(model)
                    return [.palette(.move(key == .pageUp ? -rows : rows))]
                }),
            Row(
                "⏎", "run the selected item and close the palette",
                docs: "run the selected item and close the palette (with nothing matching it stays open, so a typo can be fixed)",
                modes: [.palette], matches: [.key(.enter)], hints: [.hint(.palette, 30, "⏎", "run")],
                run: { _, model in InputMap.runSelectedPaletteItem(model) }),
            Row(
                "click", "run the item clicked; a click outside closes the palette", modes: [.palette],
                hints: [.hint(.palette, 40, "click", "run")]),
            Row(
                "esc", "close the palette", modes: [.palette], matches: [.key(.escape)], hints: [.hint(.palette, 50, "esc", "close")],
                run: { _, _ in [.palette(.close)] }),
            Row(
                "⌫", "delete the last character", modes: [.palette], matches: [.key(.backspace)],
                run: { _, model in
                    let query = model.ui.palette?.query ?? ""
                    return query.isEmpty ? [] : [.palette(.query(String(query.dropLast())))]
                }),
            Row(
                "Ctrl-U", "clear the query", modes: [.palette], matches: [.key(InputMap.controlU)],
                run: { _, _ in [.palette(.query(""))] }),
            quitRow([.palette], hints: [.palette], docs: "quit (the only key that does while the palette is open)"),
        ])

    static let logView = Section(
        "The log view", heading: "### The log view",
        intro: """
            `L` shows the whole log over the panes right of the phone, from the STACK
            row down to the log's last row; the phone, the line under it and the
            timeline stay in sight, because time keeps running (`space` pauses) and what
            the log says is usually about what the phone just did. Entries are newest
            first, as in the small pane, and wrapped to the width, continuation lines
            indented under the text — nothing is cut off. The title says the filter and
            how many entries it keeps (`kind action: 2 of 41`). Matches of a search are
            highlighted, the one you are on more strongly, and the bottom row says
            `match 2 of 14` or `no match`.
            While you read further down, new entries arrive above without moving the
            page (the title counts the entries above); back at the top, the view follows
            the newest again. The sandbox keeps about the newest 1,000 entries; when
            older ones were discarded the title says how many, and so does the end of
            the list. Keys in the view never tap a control; clicks on the phone still
            tap it.
            """,
        rows: [
            Row(
                "↑ ↓  k j", "move one entry (down is older)", docs: "move one entry (down is older); the wheel scrolls too, anywhere",
                modes: [.logView], matches: [.key(.up), .key(.down)] + characters("kj"),
                hints: [.hint(.logView, 10, "↑↓ PgUp PgDn", "scroll")],
                run: { key, _ in [.logView(.scroll(key == .up || key == .character("k") ? -1 : 1))] }),
            Row(
                "PgUp PgDn", "move a page", modes: [.logView], matches: [.key(.pageUp), .key(.pageDown)],
                run: { key, model in
                    // Built only for the page keys: it wraps a page of entries.
                    let layout = LogViewWidget.Layout(model)
                    return [.logView(.scroll(key == .pageUp ? -max(1, layout.pageUp) : max(1, layout.fullyShown - 1)))]
                }),
            Row(
                "g G", "the newest / the oldest entry", modes: [.logView], matches: characters("gG"),
                hints: [.hint(.logView, 50, "g G", "newest/oldest")],
                run: { key, _ in [.logView(.scroll(key == .character("g") ? Int.min : Int.max))] }),
            Row(
                "[ / ]", "back / forward three entries, as in the small pane", modes: [.logView], matches: characters("[]"),
                // As in the small pane: [ goes back in time, ] forward.
                run: { key, _ in [.logView(.scroll(key == .character("[") ? 3 : -3))] }),
            Row(
                "f / F", "next / previous kind filter",
                docs: "cycle a kind filter (touch, hit-test, action, lifecycle, delegate, bar-delegate, transition, guard, warning, crash, detector, app, system, then every kind again)",
                modes: [.logView], matches: characters("fF"), hints: [.hint(.logView, 30, "f F 0", "kind")],
                run: { key, model in
                    let kinds: [LogKind?] = [nil] + LogKind.allCases
                    let next = InputMap.cycle(kinds, from: model.ui.logView?.filter, by: key == .character("f") ? 1 : -1)
                    return [.logView(.filter(next)), InputMap.notice("log: \(next?.rawValue ?? "every kind")")]
                }),
            Row(
                "0", "every kind", modes: [.logView], matches: characters("0"),
                run: { _, _ in [.logView(.filter(nil)), InputMap.notice("log: every kind")] }),
            Row(
                "/", "search, typed on the bottom row", modes: [.logView], matches: characters("/"),
                hints: [.hint(.logView, 20, "/", "search")], run: { _, _ in [.logView(.typeSearch(""))] }),
            Row(
                "n / N", "the next (older) / previous match, wrapping around", modes: [.logView], matches: characters("nN"),
                hints: [.hint(.logView, 40, "n N", "match")],
                run: { key, _ in [.logView(.nextMatch(older: key == .character("n")))] }),
            Row(
                "space", "pause / resume: time keeps running in the log view", modes: [.logView], matches: characters(" "),
                hints: [.hint(.logView, 60, "space", text: pauseOrResume)], run: { _, _ in [.togglePause] }),
            Row(
                "?  F1", "the help", modes: [.logView], matches: characters("?") + [.key(.f1)], run: { _, _ in [.toggleHelp] }),
            Row(
                "L esc q", "close the log view", docs: "close the log view (`q` does not quit here, as over the help)",
                modes: [.logView], matches: characters("Lq") + [.key(.escape)], hints: [.hint(.logView, 70, "L esc", "close log")],
                run: { _, _ in [.logView(.toggle)] }),
            Row(
                "type", "the search, after /", modes: [.logSearch], matches: [.anyCharacter],
                hints: [.hint(.logSearch, 10, "type", "the search")],
                run: { key, model in
                    guard case .character(let character) = key, let typing = model.ui.logView?.typing else { return nil }
                    return [.logView(.typeSearch(typing + String(character)))]
                }),
            Row(
                "⌫", "delete the search's last character", modes: [.logSearch], matches: [.key(.backspace)],
                hints: [.hint(.logSearch, 20, "⌫", "delete")],
                run: { _, model in model.ui.logView?.typing.map { [.logView(.typeSearch(String($0.dropLast())))] } }),
            Row(
                "Ctrl-U", "clear the search", modes: [.logSearch], matches: [.key(InputMap.controlU)],
                run: { _, _ in [.logView(.typeSearch(""))] }),
            Row(
                "⏎", "go to the first match from the top row down", modes: [.logSearch], matches: [.key(.enter)],
                hints: [.hint(.logSearch, 30, "⏎", "search")], run: { _, _ in [.logView(.confirmSearch)] }),
            Row(
                "esc", "cancel the typing", modes: [.logSearch], matches: [.key(.escape)],
                hints: [.hint(.logSearch, 40, "esc", "cancel")], run: { _, _ in [.logView(.typeSearch(nil))] }),
            quitRow([.logView, .logSearch], hints: [.logView, .logSearch], docs: "quit"),
        ])
}
