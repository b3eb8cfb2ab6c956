/// One published flag: the front end's LOCKS pane and the JSON output read the
/// same uniform list.
public struct Flag: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case bool(Bool)
        case count(Int)
        case text(String)
        /// Time left on a timer, in milliseconds; nil when not scheduled.
        case timer(Int?)
        case list([String])
    }

    public enum Owner: Hashable, Sendable {
        case universal
        case strategy(String)
    }

    public var name: String
    public var value: Value
    public var owner: Owner
    /// Why it matters, one line.
    public var note: String
    /// How long it has been raised, in milliseconds, when the strategy keeps
    /// count (a guard file's flags do): LOCKS shows it beside the value.
    public var raisedFor: Int?

    public init(_ name: String, _ value: Value, owner: Owner, note: String = "") {
        self.name = name
        self.value = value
        self.owner = owner
        self.note = note
    }

    /// `strategy/flag` for a strategy's flag (what tells two stacked guards'
    /// flags of one name apart), the bare name for a universal one.
    public var qualifiedName: String {
        switch owner {
        case .universal: name
        case .strategy(let strategy): strategy + "/" + name
        }
    }

    /// ObjC-style text: YES/NO, counts, `1.6 s`, `—` for nothing.
    public var displayValue: String {
        switch value {
        case .bool(let b): b ? "YES" : "NO"
        case .count(let n): "\(n)"
        case .text(let s): s.isEmpty ? "—" : s
        case .timer(let ms): ms.map { TimeFormat.duration($0) } ?? "—"
        case .list(let items): items.isEmpty ? "—" : items.joined(separator: ", ")
        }
    }

    /// A flag counts as "raised" when it holds something: the front end
    /// highlights raised flags.
    public var isRaised: Bool {
        switch value {
        case .bool(let b): b
        case .count(let n): n != 0
        // `nil` is how a guard file's empty screen flag reads (as QMUI's
        // `viewControllerPopping` would): holding nothing.
        case .text(let s): !s.isEmpty && s != "none" && s != "nil"
        case .timer(let ms): ms != nil
        case .list(let items): !items.isEmpty
        }
    }
}
