import NavSandboxTestSupport
import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// Checks the invariants every parse must satisfy, whatever the input.
func checkInvariants(_ text: String, seed: UInt64) {
    let lineCount = text.unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let result = parse(text)
    #expect(parse(text) == result, "parsing is deterministic (seed \(seed))")
    switch result {
    case .success(let script):
        var previous = 0
        for s in script.statements {
            #expect(s.line > previous && s.line <= lineCount, "statement line in range (seed \(seed))")
            #expect(s.column >= 1, "statement column (seed \(seed))")
            previous = s.line
            // Canonical printing parses back to the same statement.
            if case .success(let again) = parse(s.kind.description), again.statements.count == 1 {
                #expect(sameMeaning(again.statements[0].kind, s.kind), "round trip of `\(s.kind)` (seed \(seed))")
            } else {
                Issue.record("canonical `\(s.kind)` does not parse (seed \(seed))")
            }
        }
    case .failure(let errors):
        #expect(!errors.errors.isEmpty, "a failure has errors (seed \(seed))")
        var previous = 0
        for e in errors.errors {
            #expect(e.line > previous, "errors sorted, at most one per line (seed \(seed))")
            #expect(e.line >= 1 && e.line <= lineCount, "error line \(e.line) within 1...\(lineCount) (seed \(seed))")
            #expect(e.column >= 1, "error column \(e.column) >= 1 (seed \(seed))")
            #expect(e.column <= e.sourceLine.count + 1, "error column within its line (seed \(seed))")
            #expect(!e.sourceLine.unicodeScalars.contains("\n"), "source line is one line (seed \(seed))")
            #expect(!e.message.isEmpty && !e.expected.isEmpty, "error says what and what was expected (seed \(seed))")
            #expect(e.suggestion.map { !$0.isEmpty } ?? true, "suggestions are never empty (seed \(seed))")
            #expect(e.description.contains(": error: "), "diagnostic format (seed \(seed))")
            previous = e.line
        }
    }
}

/// Equal up to the original text an expectation keeps for verdicts.
func sameMeaning(_ a: StatementKind, _ b: StatementKind) -> Bool {
    if case .expect(let x) = a, case .expect(let y) = b { return x.check == y.check && x.isNegated == y.isNegated }
    return a == b
}

@Suite("Property: the parser never crashes")
struct ScriptPropertyTests {
    static let fragments: [String] = [
        // statement and action keywords, some misspelt
        "strategy", "profile", "set", "load-cost", "at", "after", "wait", "settle", "expect", "atr", "Settle", "exepct",
        "tap", "double-tap", "two-finger", "swipe-back", "drag-card", "relaunch", "gap", "finish", "cancel",
        "down", "up", "dismiss", "on", "off", "auto", "none", "yes", "no", "true", "false", "fired", "contains", "!contains",
        "stack", "top", "presented", "card", "crash", "frozen", "violation", "flag", "log", "back", "expanded", "minimized",
        // vocabulary names
        "block-all", "delay", "blok-all", "ios7", "ios17", "iOS17", "exclusive-touch", "pop-gesture", "pass-through",
        "Message", "Inbox", "double-push", "stuck-lock", "lock-held", "mode",
        // times, percentages, points
        "40ms", "1.5s", "0s", "0ms", "-3ms", "1.5ms", "0.0005s", "40", "40sec", "40m", "3600s", "3600001ms", ".5s", "1.s",
        "99999999999999999999ms", "1e3s", "٣ms", "1.99999999999999999999s", "50%", "0%", "100%", "50", "%", "-5%",
        "3,12", "0,0", "-1,2", "1,2,3", ",", "1,", "99999999999,1", "18446744073709551616,1",
        // punctuation and quoting
        "=", "!=", "==", "&", ">", ">>", "#", "# comment", "\"", "\"Open\"", "\"Opn\"", "\"Say \\\"Hi\\\"\"", "\"\\\\\"",
        "\"unterminated", "\"bad \\q escape\"", "\\", "\"\"", "\"Item #3\"", "!", "!=!=", "=>",
        // unicode and control characters
        "é", "e\u{301}", "\u{301}", "🙂", "👩‍👩‍👧", "日本語", "\u{FEFF}", "\u{200B}", "\u{2028}", "\u{85}", "\u{0}", "\u{7F}",
        "\r", "\t", "\u{A0}", "ｔａｐ", "Ω",
    ]

    static func randomScalar(_ rng: inout SplitMix64) -> Character {
        while true {
            let value: UInt32 = rng.chance(70) ? UInt32(rng.int(128)) : UInt32(rng.int(0x11_0000))
            if let scalar = Unicode.Scalar(value), value != 0x0A { return Character(scalar) }
        }
    }

    static func junkScript(_ rng: inout SplitMix64) -> String {
        var lines: [String] = []
        for _ in 0..<rng.int(in: 0...12) {
            var line = ""
            for _ in 0..<rng.int(in: 0...9) {
                if rng.chance(15) {
                    for _ in 0..<rng.int(in: 1...6) { line.append(randomScalar(&rng)) }
                } else if rng.chance(5) {
                    line += String(repeating: "9", count: rng.int(in: 15...300)) + rng.pick(["", "ms", "s", "%", ",1", ".5s"])
                } else {
                    line += rng.pick(fragments)
                }
                line += rng.pick([" ", " ", " ", "\t", "", "  "])
            }
            lines.append(line)
        }
        var text = lines.joined(separator: rng.chance(20) ? "\r\n" : "\n")
        if rng.chance(10) { text = "\u{FEFF}" + text }
        if rng.chance(30) { text += "\n" }
        return text
    }

    @Test("random junk scripts never crash; every error has a line in the script and a column >= 1")
    func junkNeverCrashes() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var failed = 0, errors = 0, suggestions = 0
        for _ in 0..<4000 {
            let seed = rng.state
            let text = Self.junkScript(&rng)
            checkInvariants(text, seed: seed)
            if case .failure(let e) = parse(text) {
                failed += 1
                errors += e.errors.count
                suggestions += e.errors.filter { $0.suggestion != nil }.count
            }
        }
        // The generator is not degenerate: most scripts fail, with many errors and suggestions.
        #expect(failed > 3000)
        #expect(errors > 10000)
        #expect(suggestions > 500)
    }

    // MARK: valid scripts

    /// A random valid statement and the AST it must parse to.
    static func validStatement(_ rng: inout SplitMix64, header: inout Set<String>) -> ([String], StatementKind) {
        let vocab = ScriptVocabulary.test
        func time(_ maxMs: Int) -> ([String], Int) {
            let ms = rng.int(in: 0...maxMs)
            if ms % 1000 == 0, rng.chance(50) { return (["\(ms / 1000)s"], ms) }
            if rng.chance(30) {
                var frac = String(ms % 1000)
                while frac.count < 3 { frac = "0" + frac }
                return (["\(ms / 1000).\(frac)s"], ms)
            }
            return (["\(ms)ms"], ms)
        }
        func target() -> ([String], TapTarget) {
            switch rng.int(3) {
            case 0:
                let l = rng.pick(vocab.labels)
                return ([ScriptSyntax.quoted(l)], .label(l))
            case 1: return (["back"], .back)
            default:
                let x = rng.int(in: 0...9999), y = rng.int(in: 0...60)
                return (["\(x),\(y)"], .point(x: x, y: y))
            }
        }
        func action() -> ([String], UserInput) {
            switch rng.int(8) {
            case 0:
                let (t, v) = target()
                return (["tap"] + t, .tap(v))
            case 1:
                let (t, v) = target()
                if rng.chance(50) { return (["double-tap"] + t, .doubleTap(v, gap: 100)) }
                let (g, ms) = time(500)
                return (["double-tap"] + t + ["gap"] + g, .doubleTap(v, gap: ms))
            case 2:
                let (a, va) = target(), (b, vb) = target()
                return (["two-finger"] + a + ["&"] + b, .twoFinger(va, vb))
            case 3:
                let finish = rng.chance(50)
                let word = finish ? "finish" : "cancel"
                if rng.chance(50) { return (["swipe-back", word], .swipeBack(finish: finish, releaseAt: finish ? 80 : 30)) }
                let p = rng.int(in: 1...99)
                return (["swipe-back", word, "at", "\(p)%"], .swipeBack(finish: finish, releaseAt: p))
            case 4:
                let d = rng.pick(CardDrag.allCases)
                return (["drag-card", d.rawValue], .dragCard(d))
            case 5:
                let profile = Profile(rawValue: rng.pick(vocab.profiles))!
                return (["switch-profile", profile.rawValue], .setProfile(profile))
            case 6:
                let id = rng.int(in: 0...999)
                if rng.chance(30) {
                    let alpha = Double(rng.int(in: 0...1000)) / 1000
                    return (["edit", "view", "\(id)", "alpha", "=", "\(alpha)"], .editView(ViewID(id), .alpha(alpha)))
                }
                let property = rng.pick(["isHidden", "isUserInteractionEnabled", "isExclusiveTouch", "isMultipleTouchEnabled"])
                let value = rng.chance(50)
                let word = value ? rng.pick(["true", "yes", "on"]) : rng.pick(["false", "no", "off"])
                return (["edit", "view", "\(id)", property, "=", word], .editView(ViewID(id), ViewEdit(property: property, value: value)!))
            default:
                return (["relaunch"], .relaunch)
            }
        }
        func expectation() -> ([String], ScriptExpectation.Check, Bool) {
            let negated = rng.chance(30)
            let op = negated ? "!=" : "="
            let titles = ["Inbox", "Message", "Message View", "Compose", "Q&A"]
            switch rng.int(9) {
            case 0:
                let stack = (0..<rng.int(in: 1...4)).map { _ in rng.pick(titles) }
                let joined = stack.joined(separator: rng.pick([" > ", ">", "  >  "]))
                return (["stack", op, rng.chance(50) ? ScriptSyntax.quoted(joined) : joined], .stack(stack), negated)
            case 1:
                let t = rng.pick(titles)
                return (["top", op, rng.chance(50) ? ScriptSyntax.quoted(t) : t], .top(t), negated)
            case 2:
                if rng.chance(50) { return (["presented", op, "none"], .presented(nil), negated) }
                let t = rng.pick(titles)
                return (["presented", op, ScriptSyntax.quoted(t)], .presented(t), negated)
            case 3:
                let c = rng.pick(ScriptExpectation.CardState.allCases)
                return (["card", op, c.rawValue], .card(c), negated)
            case 4:
                if rng.chance(50) { return (["crash", op, "none"], .crash(nil), negated) }
                return (["crash", op, "\"out of range\""], .crash("out of range"), negated)
            case 5:
                let w = rng.pick(["yes", "no", "true", "false"])
                return (["frozen", op, w], .frozen(w == "yes" || w == "true"), negated)
            case 6:
                let id = rng.pick(vocab.violations)
                let w = rng.pick(["fired", "yes", "no", "true", "false"])
                return (["violation", id.rawValue, op, w], .violation(id: id, fired: w == "fired" || w == "yes" || w == "true"), negated)
            case 7:
                let name = rng.pick(vocab.flags)
                let value = rng.pick(["yes", "3", "\"two words\"", "fast"])
                return (["flag", name, op, value], .flag(name: name, value: value.replacingQuotes()), negated)
            default:
                let s = rng.pick(["push", "pop Message", "#1", "a \\\"b\\\""])
                return (["log", negated ? "!contains" : "contains", "\"\(s)\""], .logContains(s.replacingEscapes()), negated)
            }
        }

        switch rng.int(10) {
        case 0 where !header.contains("strategy"):
            header.insert("strategy")
            let s = rng.pick(vocab.strategies)
            return (["strategy", s.rawValue], .strategy(s))
        case 1 where !header.contains("profile"):
            header.insert("profile")
            let p = rng.pick(vocab.profiles)
            return (["profile", p], .profile(Profile(rawValue: p)!))
        case 2:
            let toggle = rng.pick(vocab.toggles)
            let setting = toggle == "pop-gesture" ? rng.pick(["on", "off", "auto"]) : rng.pick(["on", "off"])
            return (["set", toggle, setting], .setToggle(ToggleID(rawValue: toggle)!, setting == "auto" ? nil : setting == "on"))
        case 3:
            let screen = rng.pick(vocab.screens)
            let (t, ms) = time(2000)
            return (["load-cost", screen] + t, .loadCost(screen: screen, milliseconds: ms))
        case 4, 5:
            let (t, ms) = time(100_000)
            let (a, v) = action()
            return (["at"] + t + a, .at(milliseconds: ms, v))
        case 6:
            let (t, ms) = time(1000)
            let (a, v) = action()
            return (["after"] + t + a, .after(milliseconds: ms, v))
        case 7:
            let (t, ms) = time(1000)
            return (["wait"] + t, .wait(milliseconds: ms))
        case 8:
            return (["settle"], .settle)
        default:
            let (tokens, check, negated) = expectation()
            return (["expect"] + tokens, .expect(ScriptExpectation(check: check, isNegated: negated, text: "")))
        }
    }

    @Test("random valid scripts parse to the AST they were generated from")
    func validScriptsParse() throws {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<2000 {
            let seed = rng.state
            var header = Set<String>()
            var lines: [String] = []
            var expected: [(line: Int, kind: StatementKind)] = []
            for _ in 0..<rng.int(in: 0...15) {
                switch rng.int(10) {
                case 0: lines.append(rng.pick(["", "   ", "\t"]))
                case 1: lines.append(rng.pick(["# comment", "  #", "#at 0ms tap back"]))
                default:
                    let (tokens, kind) = Self.validStatement(&rng, header: &header)
                    var line = rng.pick(["", " ", "\t", "  "])
                    line += tokens.joined(separator: rng.pick([" ", "\t", "  ", " \t "]))
                    if rng.chance(20) { line += rng.pick(["  # why", "\t#", " # \"quoted\" comment"]) }
                    lines.append(line)
                    expected.append((lines.count, kind))
                }
            }
            let text = lines.joined(separator: rng.chance(25) ? "\r\n" : "\n")
            let script: Script
            switch parse(text) {
            case .success(let s): script = s
            case .failure(let e):
                Issue.record("seed \(seed): valid script failed:\n\(text)\n\(e)")
                continue
            }
            #expect(script.statements.count == expected.count, "seed \(seed)")
            for (s, e) in zip(script.statements, expected) {
                #expect(s.line == e.line, "seed \(seed)")
                #expect(sameMeaning(s.kind, e.kind), "seed \(seed): `\(s.source)` parsed as `\(s.kind)`")
            }
            checkInvariants(text, seed: seed)
        }
    }
}

private extension String {
    /// `"two words"` → `two words`; bare stays bare.
    func replacingQuotes() -> String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }

    /// Resolves `\"` and `\\` the way the lexer does.
    func replacingEscapes() -> String {
        var out = ""
        var escaping = false
        for c in self {
            if escaping { out.append(c); escaping = false } else if c == "\\" { escaping = true } else { out.append(c) }
        }
        return out
    }
}
