import ArgumentParser
import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Search every tap schedule for each kind of failure a guard allows, and write the shortest of each as a script.",
        discussion: """
            Breadth-first by the number of inputs: taps on every visible control, back, swipes that finish \
            or cancel, card drags, double taps and two fingers, each at every --grid step up to --horizon \
            after the previous input (sooner once the world is idle). The first schedule whose settled \
            world shows a kind of violation is a shortest counterexample for it. The search goes on to its \
            --depth and reports every kind it meets (a catalogue), shortest first, then the most often \
            reached; --goal stops once every kind asked for is met, --max-findings once that many kinds are. \
            Each is written as a scenario script that `navsandbox run` replays, with each gap's race window \
            (the waits at which it still breaks). --baseline FILE (a previous --json) marks the kinds that are \
            new, and the exit status then counts only those. \
            --random RUNS draws schedules at random instead (PCT-style: --races inputs come at a random \
            moment, the others once the world is idle), for depths the full search cannot reach; the same \
            --seed gives the same schedules. Same command, same answer. Exit status, as a test runner's: \
            0 no schedule broke the guard (with --baseline: no new kind), 1 one did (a CI job fails), 64 bad option or a search too large, \
            65 script error, 66 missing file, 73 output not created (a file is there), 74 writing it failed, \
            130 interrupted by Ctrl-C (what was found so far is printed).
            """
    )

    @OptionGroup var settings: SettingsOptions

    @Option(help: ArgumentHelp("Start from where this script leaves the world.", valueName: "script.nss"))
    var from: String?

    @Option(help: "Most inputs in a schedule (1-10; with --random, 1-50).")
    var depth = 3

    @Option(help: ArgumentHelp("Draw this many random schedules of --depth inputs instead of trying every one.", valueName: "runs"))
    var random: Int?

    @Option(help: ArgumentHelp("The seed random schedules are drawn from (with --random; default 0).", valueName: "n"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("Inputs per random schedule that race (come within --horizon); the others wait until the world is idle (default 2).", valueName: "n"))
    var races: Int?

    @Option(help: ArgumentHelp("Time between tried moments, e.g. 50ms.", valueName: "time"), transform: ExploreCommand.time)
    var grid = 50

    @Option(help: ArgumentHelp("Longest wait after an input, e.g. 1s.", valueName: "time"), transform: ExploreCommand.time)
    var horizon = 1_000

    @Option(help: ArgumentHelp("Only this violation counts (repeatable; `navsandbox list failures`).", valueName: "id"), transform: ExploreCommand.violation)
    var goal: [ViolationID] = []

    @Option(help: ArgumentHelp("This violation never counts (repeatable).", valueName: "id"), transform: ExploreCommand.violation)
    var ignore: [ViolationID] = []

    @Option(help: ArgumentHelp("Stop once this many kinds of failure are met (default: search to --depth and report every kind).", valueName: "n"))
    var maxFindings: Int?

    @Option(help: ArgumentHelp("A previous --json output: say which kinds are new, and exit 1 only for those.", valueName: "file.json"))
    var baseline: String?

    @Option(help: ArgumentHelp("Most schedules a search makes: it stops short of a level that would pass this (default 20000000).", valueName: "n"))
    var sizeLimit = ExploreCommand.defaultSizeLimit

    @ArgumentParser.Flag(help: "Make every schedule and key every moment, without the reductions (taps a moment drops wherever they land keyed alike, a pair keyed as its one finger that lands, a moment keyed from the one before): slower, the same answer.")
    var noReduction = false

    @ArgumentParser.Flag(help: "Leave out two-finger taps (far fewer schedules).")
    var noTwoFingers = false

    @ArgumentParser.Flag(help: "Leave out presses held past a scroll view's touch delay.")
    var noPresses = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write each kind's script into this directory (explore-STRATEGY-PROFILE-KIND.nss).", valueName: "dir"))
    var output: String?

    @ArgumentParser.Flag(help: "Print the result as one JSON object.")
    var json = false

    @Option(help: "Threads that expand each search's frontier; the answer is the same for any value.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// The size limit's default: about 20 µs of CPU time per schedule made
    /// (docs/performance.md), so a search stops short of a level that would
    /// take it past about 7 minutes of CPU time (3 to 4 on two cores).
    static let defaultSizeLimit = 20_000_000

    /// Why a search that held was stopped short, and what to do.
    static func tooLarge(cell: ExploreCell, result: ExploreResult, depth: Int, grid: Int, horizon: Int, limit: Int) -> String {
        let next = result.depthSearched + 1
        let more = result.nextLevelMade.map { " about \(format($0)) more" } ?? ""
        let handled = Double(result.schedulesMade + result.schedulesShared)
        let saved = handled > 0 ? ", the reduction already leaving out \(Int((Double(result.schedulesShared) / handled * 100).rounded())) % of what it would make" : ""
        return "navsandbox explore: the search for \(cell.strategy) on \(cell.profile.rawValue) holds to depth \(result.depthSearched) (\(format(Double(result.schedulesMade))) schedules made\(saved)); depth \(next) would make\(more), past the size limit of \(format(Double(limit))) (--size-limit); narrow it with --depth \(result.depthSearched), --grid \(grid * 2)ms, --horizon \(max(grid, horizon / 2))ms or --no-two-fingers, or raise --size-limit"
    }

    func validate() throws {
        if let random {
            guard (1...1_000_000).contains(random) else { throw ValidationError("--random \(random): expected 1 to 1000000 runs") }
            guard (1...50).contains(depth) else { throw ValidationError("--depth \(depth): expected 1 to 50 with --random") }
            if let races, !(0...depth).contains(races) { throw ValidationError("--races \(races): expected 0 to --depth (\(depth))") }
        } else {
            guard (1...10).contains(depth) else { throw ValidationError("--depth \(depth): expected 1 to 10 (or use --random)") }
            guard seed == nil, races == nil else { throw ValidationError("--seed and --races go with --random RUNS") }
        }
        guard grid >= 10 else { throw ValidationError("--grid must be at least 10ms") }
        guard horizon >= grid, horizon <= 10_000 else {
            throw ValidationError("--horizon must be between --grid and 10s")
        }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs): expected 1 to 64") }
        guard sizeLimit >= 1 else { throw ValidationError("--size-limit \(sizeLimit): expected 1 or more") }
        if let maxFindings, maxFindings < 1 {
            throw ValidationError("--max-findings \(maxFindings): expected 1 or more (leave it out to report every kind)")
        }
        if maxFindings != nil, random != nil {
            throw ValidationError("--max-findings goes with the full search: --random stops at its first break")
        }
    }

    /// `--grid` and `--horizon`: a time as a script writes it (`50ms`, `1s`).
    static func time(_ text: String) throws -> Int {
        switch ScriptTime.parse(text) {
        case .success(let milliseconds) where milliseconds <= 60_000:
            return milliseconds
        case .success:
            throw ValidationError("'\(TerminalText.visible(text))' is longer than a minute; expected e.g. 50ms or 1s")
        case .failure(let problem):
            var message = "'\(TerminalText.visible(text))': \(problem.message); expected \(problem.expected)"
            if let suggestion = problem.suggestion { message += " (did you mean \(suggestion)?)" }
            throw ValidationError(message)
        }
    }

    static func violation(_ text: String) throws -> ViolationID {
        if let id = ViolationID(rawValue: text) { return id }
        let ids = ViolationID.allCases.map(\.rawValue)
        var message = "unknown violation '\(TerminalText.visible(text))'."
        if let near = NearestName.find(text, in: ids) { message += " Did you mean '\(near)'?" }
        throw ValidationError(message + " Valid: \(ids.joined(separator: ", ")).")
    }

    func run() throws {
        let baselineKinds = try baseline.map(Self.readBaseline)
        let app = try settings.loadApp()
        let commandLineGuards = try settings.loadGuards()
        var guards = commandLineGuards
        var fromScript: Script?
        var fromSource: String?
        if let from {
            let script = try ScriptFiles.load(from, app: app, guards: guards)
            fromScript = script
            fromSource = (try? ScriptSource.load(path: from))?.text
            for loaded in script.guardFiles where !guards.contains(where: { $0.name == loaded.name }) { guards.append(loaded) }
        }
        try settings.checkStrategy(guards: guards)
        var runOptions = settings.runOptions(app: app, guards: guards)
        // The strategy in force, as `run` picks it: --strategy, the --guard
        // files stacked, the script's `strategy` line, its guards stacked.
        let inForce = settings.strategyInForce(guards: commandLineGuards)
        let strategies: [StrategyID] =
            switch settings.strategyChoice {
            case .all: BundledGuards.registry(with: guards).ids
            case .one(let id): [StrategyID(checked: id)]
            case .several(let ids): ids.map(StrategyID.init(checked:))
            case nil: [inForce ?? fromScript?.strategy ?? fromScript?.guardStack ?? .none]
            }
        let profiles: [Profile] =
            switch settings.profileChoice {
            case .all: Profile.allCases
            case .one(let profile): [profile]
            case .several(let list): list
            case nil: [fromScript?.profile ?? .default]
            }
        var options = ExploreOptions()
        options.depth = depth
        options.grid = grid
        options.horizon = horizon
        options.goals = Set(goal)
        options.ignored = Set(ignore)
        options.twoFingers = !noTwoFingers
        options.presses = !noPresses
        options.maxFindings = maxFindings
        if let random {
            options.random = RandomExploreOptions(runs: random, seed: seed ?? 0, races: races ?? 2)
        }

        var cells: [ExploreCell] = []
        for strategy in strategies {
            for profile in profiles {
                runOptions.strategy = strategy
                runOptions.profile = profile
                cells.append(ExploreCell(strategy: strategy.rawValue, profile: profile, runOptions: runOptions))
            }
        }
        // Where each search starts (running --from once per cell).
        let starts = cells.map { $0.start(from: fromScript) }
        let progress = ExploreProgressLine(shows: isatty(2) != 0)
        ExploreInterrupt.install()
        options.maxMade = sizeLimit
        // Each search spreads its frontier over `jobs` threads and merges
        // what they find in schedule order: the answer does not depend on
        // how many there are, only the wall time does. It stops short of a
        // level that would pass the size limit, having searched the ones
        // before (so a guard that breaks there is answered with their
        // catalogue, and one that holds is refused below).
        let results = zip(cells, starts).map { cell, start in
            if let random = options.random {
                return RandomExplorer.search(from: start, options: options, random: random, jobs: jobs) { progress.show(cell: cell, $0) }
            }
            return Explorer.search(from: start, options: options, jobs: jobs, shapes: noReduction ? .off : .shared) {
                progress.show(cell: cell, $0)
            }
        }
        progress.finish()
        // The files the scripts name, as seen from where they are written
        // (the app: --app, else the --from script's; the guards: --guard,
        // then the --from script's), so that each replays as searched.
        let folder = output ?? "."
        let appFile = (settings.appPath ?? from.flatMap(SettingsOptions.appLine(ofScript:))).map { Self.path($0, seenFrom: folder) }
        let guardFiles = (settings.guardPaths + (from.map(SettingsOptions.guardLines(ofScript:)) ?? [])).map { Self.path($0, seenFrom: folder) }
        let report = ExploreReport(
            cells: zip(cells, results).map { cell, result in
                ExploreReport.Row(
                    strategy: cell.strategy, profile: cell.profile, result: result,
                    scripts: ExploreScript.texts(
                        for: result,
                        .init(
                            strategy: cell.strategy, profile: cell.profile, toggles: settings.toggles,
                            appName: app.name, options: options, fromSource: fromSource, appFile: appFile,
                            guardFiles: guardFiles)))
            }, options: options, baseline: baselineKinds)
        var written: [String: String] = [:]
        if let output {
            let inputs = settings.inputs(script: from, role: "the --from script")
            written = try Self.write(report, into: output, inputs: inputs)
        }
        for row in report.rows {
            for (finding, script) in zip(row.result.findings, row.scripts)
            // The script must replay to the same violation, or it is not worth handing out.
            where !Self.replays(script, finding.violation, app: app, guards: guards) {
                ConsoleOutput.printError("navsandbox explore: warning: the script for \(row.strategy) on \(row.profile.rawValue) did not reproduce \(finding.violation.rawValue)")
            }
        }
        if json {
            try ConsoleOutput.emit(json: report.json(written: written))
        } else {
            try ConsoleOutput.emit(report.text(written: written))
        }
        // Interrupted: what was found is printed; the status says it was cut short.
        if results.contains(where: \.isInterrupted) { throw ExitCode(ScriptExitCode.interrupted) }
        // A guard that holds as far as the size limit allowed proves
        // nothing about the depth asked: refused, after its report.
        let held = zip(cells, results).filter { $1.depthLimitedBySize && !$1.broke }
        for (cell, result) in held {
            ConsoleOutput.printError(Self.tooLarge(cell: cell, result: result, depth: depth, grid: grid, horizon: horizon, limit: sizeLimit))
        }
        if !held.isEmpty { throw ExitCode(ScriptExitCode.usage) }
        // Against a baseline, a search cut short by its size proves nothing
        // about the depths it did not reach: refused, after its report.
        if baselineKinds != nil, let cut = results.first(where: \.depthLimitedBySize) {
            ConsoleOutput.printError(
                "navsandbox explore: the search stopped at depth \(cut.depthSearched) of \(depth), the deepest within the size limit; a baseline check needs the whole depth: narrow it with --depth \(cut.depthSearched), --grid \(grid * 2)ms or --no-two-fingers"
            )
            throw ExitCode(ScriptExitCode.usage)
        }
        // As a test runner or a model checker: a schedule that breaks the
        // guard fails the run, so CI can search a user's guard; against a
        // baseline, only a kind it did not have.
        if baselineKinds != nil ? report.newFindings > 0 : results.contains(where: \.broke) {
            throw ExitCode(Self.foundStatus)
        }
    }

    /// `--baseline FILE`: read as a script is (missing, a directory, too
    /// large, not UTF-8), then as explore's JSON; a problem is placed at
    /// its line and column.
    static func readBaseline(_ path: String) throws -> ExploreBaseline {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            ConsoleOutput.printError("navsandbox explore: \(error.describe(as: "baseline"))")
            switch error {
            case .notUTF8, .tooLarge: throw ExitCode(ScriptExitCode.dataError)
            default: throw ExitCode(ScriptExitCode.noInput)
            }
        }
        switch ExploreBaseline.read(source.text) {
        case .success(let baseline): return baseline
        case .failure(let problem):
            ConsoleOutput.printError("\(TerminalText.visible(path)):\(problem) (a baseline is what `navsandbox explore … --json` prints)")
            throw ExitCode(ScriptExitCode.dataError)
        }
    }

    /// The status when a schedule breaks the guard: a failed check, as `run`'s failed expectation.
    static let foundStatus = ScriptExitCode.expectationFailed

    static func replays(_ text: String, _ violation: ViolationID, app: AppDescription, guards: [GuardDefinition] = []) -> Bool {
        guard case .success(let script) = Script.parse(
                text, file: "explore.nss", vocabulary: .navSandbox(for: app, guardFiles: guards))
        else { return false }
        var options = ScriptRunOptions(app: app)
        options.guardFiles = guards
        let run = ScriptRunner(options: options).run(script)
        return run.world.violations.contains(violation)
    }

    /// Writes each finding as DIR/explore-STRATEGY-PROFILE-KIND.nss, never
    /// over a file that is already there: all of them, or none.
    static func write(
        _ report: ExploreReport, into directory: String, inputs: [OutputFileOpening.Input]
    ) throws -> [String: String] {
        var written: [String: String] = [:]
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            ConsoleOutput.printError("navsandbox explore: cannot create \(TerminalText.visible(directory)): \(error.localizedDescription)")
            throw ExitCode(ScriptExitCode.cannotCreate)
        }
        var files: [(String, [UInt8])] = []
        for row in report.rows {
            for (finding, text) in zip(row.result.findings, row.scripts) {
                let name = "explore-\(row.strategy)-\(row.profile.rawValue)-\(finding.violation.rawValue).nss"
                let path = (directory as NSString).appendingPathComponent(name)
                files.append((path, Array(text.utf8)))
                written[ExploreReport.writtenKey(row, finding)] = path
            }
        }
        // O_EXCL: never over a file, an input (--from, --app) or a link,
        // even one that appears while the search runs.
        if let problem = OutputFileOpening.create(files, inputs: inputs) {
            let hint = if case .exists = problem.failure { " (remove it, or write elsewhere with -o)" } else { "" }
            ConsoleOutput.printError("navsandbox explore: \(problem)\(hint)")
            throw ExitCode(problem.failure.exitStatus)
        }
        return written
    }

    /// `file` as a script written in `folder` names it: relative to that
    /// folder (a script's `app` and `guard` lines are read beside it).
    static func path(_ file: String, seenFrom folder: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        func parts(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
            return URL(fileURLWithPath: absolute).standardizedFileURL.path.split(separator: "/").map(String.init)
        }
        let target = parts(file)
        let base = parts(folder)
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        // Nothing in common but the root: the full path reads better than ../../..
        if common == 0 { return "/" + target.joined(separator: "/") }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    static func format(_ value: Double) -> String {
        value >= 1e9 ? "\(Int(value / 1e9)) billion" : value >= 1e6 ? "\(Int(value / 1e6)) million" : "\(Int(value))"
    }
}

/// Ctrl-C during a search: the first asks the search to stop and report what
/// it found; a second ends the process.
enum ExploreInterrupt {
    nonisolated(unsafe) static var requested: sig_atomic_t = 0

    static func install() {
        signal(SIGINT) { _ in
            if ExploreInterrupt.requested != 0 { _exit(130) }
            ExploreInterrupt.requested = 1
        }
    }
}

/// The progress line on standard error, when it is a terminal: the depth,
/// schedules, distinct worlds and schedules per second. The wall clock is
/// read here, never in the search.
final class ExploreProgressLine: @unchecked Sendable {
    private let shows: Bool
    private let lock = NSLock()
    private let began = DispatchTime.now().uptimeNanoseconds
    private var drawn = false

    init(shows: Bool) { self.shows = shows }

    /// Returns false once Ctrl-C asked the search to stop.
    func show(cell: ExploreCell, _ progress: ExploreProgress) -> Bool {
        if shows {
            let seconds = max(0.001, Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9)
            let rate = Int(Double(progress.schedules) / seconds)
            let line =
                progress.isRandom
                ? "explore \(cell.strategy)/\(cell.profile.rawValue) · random · \(progress.schedules) runs · \(rate)/s · Ctrl-C stops"
                : "explore \(cell.strategy)/\(cell.profile.rawValue) · depth \(progress.depth) · \(progress.schedules) schedules · \(progress.distinctWorlds) worlds · \(rate)/s · Ctrl-C stops"
            lock.lock()
            ConsoleOutput.progress(line)
            drawn = true
            lock.unlock()
        }
        return ExploreInterrupt.requested == 0
    }

    func finish() {
        lock.lock()
        if drawn { ConsoleOutput.progress(nil) }
        lock.unlock()
    }
}

/// One strategy × profile search.
struct ExploreCell: Sendable {
    var strategy: String
    var profile: Profile
    var runOptions: ScriptRunOptions

    /// The launched app, or where `--from` leaves it.
    func start(from script: Script?) -> World {
        let runner = ScriptRunner(options: runOptions)
        guard let script else { return World(configuration: runner.configuration(for: Script(file: "", statements: []))) }
        return runner.run(script).world
    }
}
