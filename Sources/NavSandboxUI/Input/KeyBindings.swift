/// Every key the front end knows, in one place: the input map reads the
/// reserved set, and the help overlay and docs/keys.md list the same rows.
public enum KeyBindings {
    /// Keys with a fixed meaning. A control never gets one of these, so a key
    /// press is never ambiguous.
    public static let reserved: Set<Character> = [
        "b", "s", "S", "p", "P", "x", "g", "o", "A", "r", "q", "v", "V", "^", "!", "&", " ", ".", "+", "=", "-", "_", "?",
        "[", "]", "T", "H", "O", "I", "E", "M", "U", "W", "C", ",", "Z", "R", "F",
    ]

    /// Keys handed to the controls on screen, in order: 1-9, then the letters
    /// that are not reserved.
    public static let controlKeys: [Character] =
        Array("123456789") + Array("abcdefghijklmnopqrstuvwxyz").filter { !reserved.contains($0) }

    public struct Row: Hashable, Sendable {
        public var keys: String
        public var action: String
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
            Row(keys: ",", action: "tap again where the last tap landed"),
            Row(keys: "! key", action: "double-tap it (taps 100 ms apart)"),
            Row(keys: "& key key", action: "two fingers at once"),
            Row(keys: "arrows ⏎", action: "move the crosshair, tap there"),
            Row(keys: "click", action: "tap that cell of the phone"),
            Row(keys: "esc", action: "cancel ! or &, hide crosshair"),
        ]),
        Section(title: "Gestures", rows: [
            Row(keys: "s / S", action: "swipe back and finish / cancel"),
            Row(keys: "edge drag", action: "swipe back with the mouse"),
            Row(keys: "v / ^ / V", action: "card down / up / dismiss"),
            Row(keys: "grabber drag", action: "move the card with the mouse"),
        ]),
        Section(title: "World", rows: [
            Row(keys: "⇥ / ⇧⇥", action: "next / previous strategy"),
            Row(keys: "p / P", action: "next / previous profile"),
            Row(keys: "x", action: "toggle exclusive-touch"),
            Row(keys: "g", action: "pop-gesture: auto → on → off"),
            Row(keys: "o", action: "toggle pass-through"),
            Row(keys: "A", action: "toggle allow-interaction-during-transition"),
            Row(keys: "r", action: "relaunch the app"),
        ]),
        Section(title: "Time", rows: [
            Row(keys: "space", action: "pause / resume"),
            Row(keys: ".", action: "step one frame (paused)"),
            Row(keys: "+ / -", action: "speed 1× ½× ¼× ⅒×"),
            Row(keys: "← / →", action: "paused: rewind / replay"),
        ]),
        Section(title: "Views", rows: [
            Row(keys: "T", action: "view tree in place of the log, last walk marked"),
            Row(keys: "↑ ↓  (tree)", action: "select a view (underlined on the phone)"),
            Row(keys: "W", action: "step through the last walk, one view at a time"),
            Row(keys: "H O I E M", action: "hidden, alpha 1/0.5/0.005, interaction, exclusive, multi"),
            Row(keys: "U", action: "undo the last view edit"),
        ]),
        Section(title: "Script", rows: [
            Row(keys: "R", action: "play the --script again from its first line"),
            Row(keys: "⇥ p  (script)", action: "play it again under the next strategy / profile"),
        ]),
        Section(title: "Screen", rows: [
            Row(keys: "[ / ]  wheel", action: "scroll the log (or the tree) back / forward"),
            Row(keys: "PgUp / PgDn", action: "scroll the log a page"),
            Row(keys: "C", action: "screenshot: the screen as .svg and .txt"),
            Row(keys: "F", action: "save the session as a script that run replays"),
            Row(keys: "Z", action: "phone size: auto → 1× → 2× (auto: 2× from 151×53)"),
            Row(keys: "?  F1", action: "this help (q, Esc or ? closes it)"),
            Row(keys: "q  Ctrl-C", action: "quit"),
        ]),
    ]

    /// The two-line primer at the bottom of the help overlay.
    public static let primer = [
        "Hit-testing: UIWindow asks its subviews front to back; hidden, disabled, transparent views and points outside are skipped. It uses MODEL frames, not where an animation draws.",
        "Responder chain: the hit view handles the touch or passes it up — superview, its view controller, … UIWindow, UIApplication, the app delegate. Nil-targeted actions travel the same road.",
    ]
}
