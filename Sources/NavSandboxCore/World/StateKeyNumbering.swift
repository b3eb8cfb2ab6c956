/// Ids renumbered in order of first appearance while a state key is
/// computed, so two worlds that differ only in how their things were
/// numbered get one key: one that made its views in another order, or made
/// (and has since let go of) more of them, names the same screen with other
/// numbers. The key hashes an id's ordinal — the how-manieth new id of its
/// kind the key met — instead of the id, so it sees which fields name the
/// same thing, not the numbers.
///
/// Each kind of id is numbered on its own (a transition and an animation
/// may share a number and be unrelated). The tables are dense arrays indexed
/// by the id, sized to what the world has handed out, one allocation a key;
/// an id beyond them (a world edited by hand in a test) goes to a small
/// dictionary, read only by key lookups, never iterated.
struct StateKeyNumbering {
    enum Kind: Int {
        case view, controller, touch, transition, animation, request
    }

    /// Where each kind's table starts in `table`, and its length.
    private let starts: SIMD8<Int>
    private let limits: SIMD8<Int>
    /// The next ordinal to hand out, per kind.
    private var next = SIMD8<Int32>(repeating: 0)
    /// Ordinal + 1 per id; 0 is unnumbered.
    private var table: [Int32]
    private var overflow: [Int: Int32] = [:]
    /// Controllers in order of first appearance: the key hashes what each
    /// is after the fields that named it.
    private(set) var controllers: [Int] = []

    /// `bounds[kind]`: one past the highest id of that kind the world has
    /// handed out.
    init(views: Int, controllers: Int, touches: Int, transitions: Int, animations: Int, requests: Int) {
        let lengths = [views, controllers, touches, transitions, animations, requests].map { max(0, $0) }
        var starts = SIMD8<Int>(repeating: 0)
        var limits = SIMD8<Int>(repeating: 0)
        var total = 0
        for (kind, length) in lengths.enumerated() {
            starts[kind] = total
            limits[kind] = length
            total += length
        }
        self.starts = starts
        self.limits = limits
        self.table = Array(repeating: 0, count: total)
    }

    /// A numbering with no tables: every id goes through the dictionary.
    init() {
        starts = .zero
        limits = .zero
        table = []
    }

    /// The id's ordinal among those of its kind met so far, handing out the
    /// next one the first time it is met.
    mutating func ordinal(_ raw: Int, _ kind: Kind) -> Int {
        let k = kind.rawValue
        if raw >= 0, raw < limits[k] {
            let slot = starts[k] + raw
            let known = table[slot]
            if known != 0 { return Int(known - 1) }
            let fresh = take(raw, kind)
            table[slot] = fresh + 1
            return Int(fresh)
        }
        let key = raw &* 8 &+ k
        if let known = overflow[key] { return Int(known) }
        let fresh = take(raw, kind)
        overflow[key] = fresh
        return Int(fresh)
    }

    private mutating func take(_ raw: Int, _ kind: Kind) -> Int32 {
        let fresh = next[kind.rawValue]
        next[kind.rawValue] += 1
        if kind == .controller { controllers.append(raw) }
        return fresh
    }
}
