/// Every key the front end knows, in one place: the input map reads the
/// reserved set, and the help overlay and docs/keys.md list the same rows.
public enum KeyBindings {
    /// Keys with a fixed meaning. A control never gets one of these, so a key
    /// press is never ambiguous. (An array: `contains` over 40 keys is
    /// cheap, and the first `Set<Character>` of a run costs a scan of every
    /// protocol conformance in the binary before the first frame.)
    public static let reserved: [Character] = [
        "b", "s", "S", "p", "P", "x", "g", "o", "A", "r", "q", "v", "V", "^", "!", "&", " ", ".", "+", "=", "-", "_", "?",
        "[", "]", "T", "H", "O", "I", "E", "M", "U", "W", "C", ",", "Z", "R", "F", ":", "L",
    ]

    /// Keys handed to the controls on screen, in order: 1-9, then the letters
    /// that are not reserved.
    public static let controlKeys: [Character] =
        Array("123456789") + Array("abcdefghijklmnopqrstuvwxyz").filter { !reserved.contains($0) }

    public struct Row: Hashable, Sendable {
        public var keys: String
        public var action: String
        /// What the command palette offers for this row: one entry per key
        /// the row stands for. Empty for rows that are mouse-only, or whose
        /// meaning needs a mode the palette cannot be in (the tree's arrows,
        /// rewind's arrows while running move the crosshair instead).
        public var commands: [Command] = []
    }

    /// One palette entry of a row: running it feeds `key` through the input
    /// map, exactly as if it were pressed, so the palette can never drift
    /// from what the key does.
    public struct Command: Hashable, Sendable {
        public var title: String
        public var key: Key
        /// The `Toggles` id this key flips: the palette shows its value now
        /// and the value choosing it sets.
        public var toggle: String?

        public init(_ title: String, _ key: Key, toggle: String? = nil) {
            self.title = title
            self.key = key
            self.toggle = toggle
        }

        init(_ title: String, _ character: Character, toggle: String? = nil) {
            self.init(title, .character(character), toggle: toggle)
        }
    }

    public struct Section: Hashable, Sendable {
        public var title: String
        public var rows: [Row]
    }

    /// What the help overlay and docs/keys.md show.
    public static let sections: [Section] = [
        Section(title: "Tap", rows: [
            Row(keys: "1-9 a-z", action: "tap the control showing that key (it keeps its key)"),
            Row(keys: "b", action: "tap the back button"),
            Row(keys: ",", action: "tap again where the last tap landed", commands: [Command("tap again where the last tap landed", ",")]),
            Row(keys: "! key", action: "double-tap it (taps 100 ms apart)", commands: [Command("double-tap… (then a control's key)", "!")]),
            Row(keys: "& key key", action: "two fingers at once", commands: [Command("two fingers… (then two keys)", "&")]),
            Row(keys: "arrows ⏎", action: "move the crosshair, tap there", commands: [Command("tap at the crosshair", .enter)]),
            Row(keys: "click", action: "tap that cell of the phone"),
            Row(keys: "esc", action: "cancel ! or &, hide crosshair", commands: [Command("hide the crosshair", .escape)]),
        ]),
        Section(title: "Gestures", rows: [
            Row(keys: "s / S", action: "swipe back and finish / cancel", commands: [
                Command("swipe back, finishing", "s"), Command("swipe back, cancelling", "S"),
            ]),
            Row(keys: "edge drag", action: "swipe back with the mouse"),
            Row(keys: "v / ^ / V", action: "card down / up / dismiss", commands: [
                Command("card: drag down (minimize)", "v"), Command("card: drag up (expand)", "^"),
                Command("card: dismiss", "V"),
            ]),
            Row(keys: "grabber drag", action: "move the card with the mouse"),
        ]),
        Section(title: "World", rows: [
            Row(keys: "⇥ / ⇧⇥", action: "next / previous strategy", commands: [
                Command("next strategy", .tab), Command("previous strategy", .backTab),
            ]),
            Row(keys: "p / P", action: "next / previous profile", commands: [
                Command("next profile", "p"), Command("previous profile", "P"),
            ]),
            Row(keys: "x", action: "toggle exclusive-touch", commands: [Command("toggle exclusive-touch", "x", toggle: "exclusive-touch")]),
            Row(keys: "g", action: "pop-gesture: auto → on → off", commands: [Command("toggle pop-gesture", "g", toggle: "pop-gesture")]),
            Row(keys: "o", action: "toggle pass-through", commands: [Command("toggle pass-through", "o", toggle: "pass-through")]),
            Row(keys: "A", action: "toggle allow-interaction-during-transition", commands: [
                Command("toggle allow-interaction-during-transition", "A", toggle: "allow-interaction-during-transition"),
            ]),
            Row(keys: "r", action: "relaunch the app", commands: [Command("relaunch the app", "r")]),
        ]),
        Section(title: "Time", rows: [
            Row(keys: "space", action: "pause / resume", commands: [Command("pause / resume", " ")]),
            Row(keys: ".", action: "step one frame (paused)", commands: [Command("step one frame (paused)", ".")]),
            Row(keys: "+ / -", action: "speed 1× ½× ¼× ⅒×", commands: [
                Command("speed up", "+"), Command("slow down", "-"),
            ]),
            Row(keys: "← / →", action: "paused: rewind / replay"),
        ]),
        Section(title: "Views", rows: [
            Row(keys: "T", action: "view tree in place of the log, last walk marked", commands: [Command("view tree (show / hide)", "T")]),
            Row(keys: "↑ ↓  (tree)", action: "select a view (underlined on the phone)"),
            Row(keys: "W", action: "step through the last walk, one view at a time", commands: [Command("step through the last walk", "W")]),
            Row(keys: "H O I E M", action: "hidden, alpha 1/0.5/0.005, interaction, exclusive, multi", commands: [
                Command("selected view: isHidden", "H"), Command("selected view: alpha 1 → 0.5 → 0.005", "O"),
                Command("selected view: isUserInteractionEnabled", "I"), Command("selected view: isExclusiveTouch", "E"),
                Command("selected view: isMultipleTouchEnabled", "M"),
            ]),
            Row(keys: "U", action: "undo the last view edit", commands: [Command("undo the last view edit", "U")]),
        ]),
        Section(title: "Script and lesson", rows: [
            Row(keys: "R", action: "play the --script again from its first line", commands: [Command("script: play it again", "R")]),
            Row(keys: "⇥ p", action: "with a script: play it again, next strategy / profile"),
            Row(keys: "1-9 ⏎", action: "in a lesson: answer; go on, hint, show me"),
        ]),
        Section(title: "Screen", rows: [
            Row(keys: "[ / ]  wheel", action: "scroll the log (or the tree) back / forward", commands: [
                Command("scroll the log back", "["), Command("scroll the log forward", "]"),
            ]),
            Row(keys: "PgUp / PgDn", action: "scroll the log a page", commands: [
                Command("scroll the log back a page", .pageUp), Command("scroll the log forward a page", .pageDown),
            ]),
            Row(keys: "L", action: "the whole log: kinds, / search", commands: [Command("log view (show / hide)", "L")]),
            Row(keys: ":", action: "command palette: run by name"),
            Row(keys: "C", action: "screenshot: the screen as .svg and .txt", commands: [Command("screenshot (.svg and .txt)", "C")]),
            Row(keys: "F", action: "save the session as a script that run replays", commands: [
                Command("save the session as a script (.nss)", "F"),
            ]),
            Row(keys: "Z", action: "phone size: auto → 1× → 2× (auto: 2× from 151×53)", commands: [
                Command("phone size: auto → 1× → 2×", "Z"),
            ]),
            Row(keys: "?  F1", action: "this help (q, Esc or ? closes it)", commands: [Command("help: every key", "?")]),
            Row(keys: "q  Ctrl-C", action: "quit", commands: [Command("quit", "q")]),
        ]),
    ]

    /// The two-line primer at the bottom of the help overlay.
    public static let primer = [
        "Hit-testing: UIWindow asks its subviews front to back; hidden, disabled, transparent views and points outside are skipped. It uses MODEL frames, not where an animation draws.",
        "Responder chain: the hit view handles the touch or passes it up — superview, its view controller, … UIWindow, UIApplication, the app delegate. Nil-targeted actions travel the same road.",
    ]
}
