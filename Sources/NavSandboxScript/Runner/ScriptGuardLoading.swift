import NavSandboxApps
import NavSandboxCore

/// A script's `guard "FILE"` line, found before the rest is parsed: the
/// guards decide which strategies and flags the other lines may name, as
/// the `app` line decides the labels.
public struct ScriptGuardLine: Equatable, Sendable {
    /// As written, relative to the script's folder.
    public var path: String
    public var line: Int
    /// 1-based column of the quoted path.
    public var column: Int
    public var sourceLine: String
}

/// A script, parsed with the guards its `guard` lines loaded, and the
/// warnings those files gave (for the command line to print, as it does
/// for `--guard`).
public struct LoadedScript: Sendable {
    public var script: Script
    public var warnings: [AppFileProblem]
}

extension Script {
    /// Every well-formed `guard "FILE"` line, in order. A malformed one is
    /// left for the full parse to report.
    public static func guardLines(in text: String) -> [ScriptGuardLine] {
        var found: [ScriptGuardLine] = []
        for (index, line) in ScriptParser.splitLines(text).enumerated() {
            // Most lines are not one: a look at the first word's bytes first
            // (read as Characters, the look cost most of this scan). It lets
            // through more than Characters would only where the lexer below
            // decides anyway (`guard` followed by a combining mark).
            guard line.utf8.drop(while: { $0 == 0x20 || $0 == 0x09 }).starts(with: "guard".utf8) else { continue }
            guard case .success(let lexed) = ScriptLexer.lex(line), lexed.tokens.count == 2,
                lexed.tokens[0].word == "guard", let path = lexed.tokens[1].string
            else { continue }
            found.append(ScriptGuardLine(path: path, line: index + 1, column: lexed.tokens[1].column, sourceLine: line))
        }
        return found
    }

    /// A file a script names (`app`, `guard`), relative to the script's folder.
    public static func resolve(_ file: String, besideScript script: String) -> String {
        let folder = script.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return file.hasPrefix("/") || folder.isEmpty ? file : folder + "/" + file
    }

    /// Reads a script, loads the guard files its `guard` lines name
    /// (beside it) and parses it with the names those and `guards` (the
    /// command line's) add.
    public static func load(
        path: String, app: AppDescription, guards: [GuardDefinition] = [], lesson: Bool = false
    ) -> Result<LoadedScript, ScriptFileProblem> {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            return .failure(.load(error))
        }
        return parse(source.text, file: path, app: app, guards: guards, lesson: lesson) { file in
            GuardDefinition.loadWithWarnings(path: resolve(file, besideScript: path))
        }
    }

    /// Parses script text; `loadGuard` turns a `guard` line's file into a
    /// guard. A file that does not load is reported at its script line,
    /// then in its own words (file:line:col). A file named like a guard
    /// already loaded must be that guard.
    public static func parse(
        _ text: String, file: String, app: AppDescription, guards: [GuardDefinition] = [], lesson: Bool = false,
        loadGuard: (String) -> Result<LoadedGuard, GuardLoadProblem>
    ) -> Result<LoadedScript, ScriptFileProblem> {
        /// The script's own, in line order (one the command line loaded too included).
        var own: [GuardDefinition] = []
        var warnings: [AppFileProblem] = []
        for line in guardLines(in: text) {
            func error(_ message: String, _ expected: String) -> ScriptError {
                ScriptError(
                    file: file, line: line.line, column: line.column, message: message, expected: expected,
                    sourceLine: line.sourceLine)
            }
            switch loadGuard(line.path) {
            case .failure(let problem):
                return .failure(
                    .guardFile(
                        error(
                            "the guard file `\(ScriptText.shown(line.path))` does not load",
                            "a guard file that loads (its own errors follow)"), problem))
            case .success(let guardFile):
                let definition = guardFile.definition
                if let other = (guards + own).first(where: { $0.name == definition.name }) {
                    guard sameRules(other, definition) else {
                        return .failure(
                            .parse(
                                ScriptErrors([
                                    error(
                                        "a guard named `\(definition.name)` is already loaded"
                                            + (other.nameOrigin.map { " by \(ScriptText.shown($0))" } ?? "")
                                            + ", and this file's (\(ScriptText.shown(definition.nameOrigin ?? line.path))) is another",
                                        "a guard file of its own `guard:` name, or the same file")
                                ])))
                    }
                    if !own.contains(where: { $0.name == definition.name }) { own.append(other) }
                    continue
                }
                own.append(definition)
                warnings += guardFile.warnings
            }
        }
        let added = own.filter { definition in !guards.contains { $0.name == definition.name } }
        let vocabulary = ScriptVocabulary.navSandbox(for: app, guardFiles: guards + added)
        switch ScriptParser.parse(text, file: file, vocabulary: vocabulary, lesson: lesson) {
        case .success(var script):
            script.guardFiles = own
            return .success(LoadedScript(script: script, warnings: warnings))
        case .failure(let errors):
            return .failure(.parse(errors))
        }
    }

    /// One guard read twice (by the command line and a `guard` line, by
    /// two paths to one file): alike but for where each rule was read.
    static func sameRules(_ a: GuardDefinition, _ b: GuardDefinition) -> Bool {
        func unplaced(_ definition: GuardDefinition) -> GuardDefinition {
            var copy = definition
            for index in copy.rules.indices { copy.rules[index].origin = nil }
            copy.nameOrigin = nil
            return copy
        }
        return unplaced(a) == unplaced(b)
    }
}
