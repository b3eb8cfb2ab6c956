import NavSandboxCore

/// A rule's `when:` text: flags and words joined by `and`, `or`, `not` and
/// parentheses (`isSwitching and animated`, `not (by app or must-complete)`).
/// `and` binds tighter than `or`.
enum GuardConditionParser {
    struct Problem: Error {
        var message: String
        var expected: String
        /// Characters into the text, for the column.
        var offset: Int
    }

    /// The words that are not flags.
    static let keywords = [
        "animated", "must-complete", "transition-running", "target-on-screen", "by", "stack", "screen-is", "top-is",
        "ignoring-events", "window-locked", "presented", "presentation-running", "presentation", "presenter-in-window",
        "target-in-stack", "target-below-top", "same-screen-twice", "target-in", "transition-coordinator", "same-control",
        "action-within", "any-action-within", "and", "or", "not",
    ]

    static func parse(_ text: String) -> Result<GuardCondition, Problem> {
        var parser = Parser(tokens: tokens(of: text), end: text.count)
        do {
            let condition = try parser.expression()
            if let extra = parser.peek {
                throw Problem(message: "`\(TerminalText.visible(extra.text))` after a whole condition", expected: "`and` or `or` between two conditions", offset: extra.offset)
            }
            return .success(condition)
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(Problem(message: "not a condition", expected: "", offset: 0))
        }
    }

    /// `500ms`, `0.5s` or a whole number of ms, from 0 to 60 s.
    static func milliseconds(_ text: String) -> Int? {
        guard let value = DurationText.milliseconds(text), value >= 0, value <= 60_000 else { return nil }
        return Int(value)
    }

    struct Token {
        var text: String
        var offset: Int
    }

    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        for (offset, character) in text.enumerated() {
            if character == "(" || character == ")" || character.isWhitespace {
                if !current.isEmpty { tokens.append(Token(text: current, offset: start)) }
                current = ""
                if !character.isWhitespace { tokens.append(Token(text: String(character), offset: offset)) }
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(Token(text: current, offset: start)) }
        return tokens
    }

    struct Parser {
        var tokens: [Token]
        var index = 0
        let end: Int
        /// Nesting bound: a hostile file cannot recurse the parser deep.
        var depth = 0

        init(tokens: [Token], end: Int) {
            self.tokens = tokens
            self.end = end
        }

        var peek: Token? { index < tokens.count ? tokens[index] : nil }

        mutating func next(_ expected: String) throws -> Token {
            guard let token = peek else {
                throw Problem(message: "the condition ends too soon", expected: expected, offset: end)
            }
            index += 1
            return token
        }

        mutating func expression() throws -> GuardCondition {
            var terms = [try term()]
            while peek?.text == "or" {
                index += 1
                terms.append(try term())
            }
            return terms.count == 1 ? terms[0] : .any(terms)
        }

        mutating func term() throws -> GuardCondition {
            var factors = [try factor()]
            while peek?.text == "and" {
                index += 1
                factors.append(try factor())
            }
            return factors.count == 1 ? factors[0] : .all(factors)
        }

        mutating func factor() throws -> GuardCondition {
            depth += 1
            defer { depth -= 1 }
            let token = try next("a flag, or a word such as `animated`")
            guard depth < 64 else { throw Problem(message: "the condition nests too deep", expected: "fewer parentheses", offset: token.offset) }
            switch token.text {
            case "not": return .not(try factor())
            case "(":
                let inner = try expression()
                let close = try next("`)`")
                guard close.text == ")" else {
                    throw Problem(message: "`\(TerminalText.visible(close.text))` where `)` should close", expected: "`)`", offset: close.offset)
                }
                return inner
            case "animated": return .animated
            case "must-complete": return .mustComplete
            case "transition-running": return .transitionRunning
            case "target-on-screen": return .targetIsOnScreen
            case "by":
                let who = try next("who made the call: tap, back-button, gesture, app or timer")
                guard let maker = GuardCallMaker(rawValue: who.text) else {
                    throw Problem(
                        message: "`by \(TerminalText.visible(who.text))` names no caller",
                        expected: "tap, back-button, gesture, app or timer", offset: who.offset)
                }
                return .madeBy(maker)
            case "stack":
                let comparison = try next("`>=` and a number")
                let number = try next("a number")
                guard comparison.text == ">=", let count = Int(number.text), count >= 0, count <= 1_000 else {
                    throw Problem(message: "`stack` needs `>= N`", expected: "`stack >= 2`", offset: comparison.offset)
                }
                return .stackAtLeast(count)
            case "screen-is":
                let flag = try next("a screen flag")
                return .screenIs(flag: flag.text)
            case "top-is":
                let flag = try next("a screen flag")
                return .topIs(flag: flag.text)
            case "target-in":
                let flag = try next("a queue or call flag")
                return .targetIn(flag: flag.text)
            case "ignoring-events": return .ignoringEvents
            case "window-locked": return .windowLocked
            case "presented": return .presented
            case "presentation-running": return .presentationRunning
            case "presentation": return .presentation
            case "presenter-in-window": return .presenterInWindow
            case "target-in-stack": return .targetInStack
            case "target-below-top": return .targetBelowTop
            case "same-screen-twice": return .sameScreenTwice
            case "transition-coordinator": return .transitionCoordinator
            case "same-control": return .sameControl
            case "action-within", "any-action-within":
                let time = try next("a time such as `500ms` or `0.5s`")
                guard let milliseconds = GuardConditionParser.milliseconds(time.text) else {
                    throw Problem(
                        message: "`\(token.text)` needs a time; `\(TerminalText.visible(time.text))` is not one",
                        expected: "`\(token.text) 500ms` (at most 60 s)", offset: time.offset)
                }
                return token.text == "action-within" ? .actionWithin(milliseconds) : .anyActionWithin(milliseconds)
            case "and", "or", ")":
                throw Problem(message: "`\(token.text)` where a condition should be", expected: "a flag, or a word such as `animated`", offset: token.offset)
            default:
                guard peek?.text == ">=" else { return .flag(token.text) }
                let comparison = try next("`>=`")
                let number = try next("a number")
                guard let count = Int(number.text), count >= 0, count <= 1_000_000 else {
                    throw Problem(
                        message: "`\(TerminalText.visible(token.text)) >=` needs a whole number", expected: "`\(TerminalText.visible(token.text)) >= 3`",
                        offset: comparison.offset)
                }
                return .counterAtLeast(flag: token.text, count)
            }
        }
    }
}
