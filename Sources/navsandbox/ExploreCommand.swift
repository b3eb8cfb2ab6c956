import ArgumentParser
import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Search every tap schedule for the shortest one that breaks a guard, and write it as a script.",
        discussion: """
            Breadth-first by the number of inputs: taps on every visible control, back, swipes that finish \
            or cancel, card drags, double taps and two fingers, each at every --grid step up to --horizon \
            after the previous input (sooner once the world is idle). The first schedule whose settled \
            world shows a violation is a shortest counterexample; it is written as a scenario script that \
            `navsandbox run` replays. Same command, same answer. Exit status: 0 (whether or not a guard \
            breaks), 64 bad option or a search too large, 65 script error, 66 missing file, 73 output \
            not created (a file is there), 74 writing it failed, 130 interrupted by Ctrl-C (what was found so far is printed).
            """
    )

    @OptionGroup var settings: SettingsOptions

    @Option(help: ArgumentHelp("Start from where this script leaves the world.", valueName: "script.nss"))
    var from: String?

    @Option(help: "Most inputs in a schedule (1-5).")
    var depth = 3

    @Option(help: ArgumentHelp("Time between tried moments, e.g. 50ms.", valueName: "time"), transform: ExploreCommand.time)
    var grid = 50

    @Option(help: ArgumentHelp("Longest wait after an input, e.g. 1s.", valueName: "time"), transform: ExploreCommand.time)
    var horizon = 1_000

    @Option(help: ArgumentHelp("Only this violation counts (repeatable; `navsandbox list failures`).", valueName: "id"), transform: ExploreCommand.violation)
    var goal: [ViolationID] = []

    @Option(help: ArgumentHelp("This violation never counts (repeatable).", valueName: "id"), transform: ExploreCommand.violation)
    var ignore: [ViolationID] = []

    @ArgumentParser.Flag(help: "Leave out two-finger taps (far fewer schedules).")
    var noTwoFingers = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write each counterexample script into this directory.", valueName: "dir"))
    var output: String?

    @ArgumentParser.Flag(help: "Print the result as one JSON object.")
    var json = false

    @Option(help: "Threads that expand each search's frontier; the answer is the same for any value.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// Schedules beyond this are refused before the search starts.
    static let sizeLimit = 5e7

    func validate() throws {
        guard (1...5).contains(depth) else { throw ValidationError("--depth \(depth): expected 1 to 5") }
        guard grid >= 10 else { throw ValidationError("--grid must be at least 10ms") }
        guard horizon >= grid, horizon <= 10_000 else {
            throw ValidationError("--horizon must be between --grid and 10s")
        }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs): expected 1 to 64") }
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
        let app = try settings.loadApp()
        let guards = try settings.loadGuards()
        var runOptions = settings.runOptions(app: app, guards: guards)
        var fromScript: Script?
        var fromSource: String?
        if let from {
            let script = try ScriptFiles.load(from, app: app, guards: guards)
            fromScript = script
            fromSource = (try? ScriptSource.load(path: from))?.text
        }
        let strategies: [StrategyID] =
            switch settings.strategyChoice {
            case .all: StrategyID.builtIns + guards.map(\.strategyID)
            case .one(let id): [id]
            case nil: [fromScript?.strategy ?? guards.first?.strategyID ?? .none]
            }
        let profiles: [Profile] =
            switch settings.profileChoice {
            case .all: Profile.allCases
            case .one(let profile): [profile]
            case nil: [fromScript?.profile ?? .default]
            }
        var options = ExploreOptions()
        options.depth = depth
        options.grid = grid
        options.horizon = horizon
        options.goals = Set(goal)
        options.ignored = Set(ignore)
        options.twoFingers = !noTwoFingers

        var cells: [ExploreCell] = []
        for strategy in strategies {
            for profile in profiles {
                runOptions.strategy = strategy
                runOptions.profile = profile
                cells.append(ExploreCell(strategy: strategy.rawValue, profile: profile, runOptions: runOptions))
            }
        }
        // Where each search starts (running --from once per cell), then
        // refuse before any search one that cannot finish, saying how to narrow it.
        let starts = cells.map { $0.start(from: fromScript) }
        for (cell, start) in zip(cells, starts) {
            let size = Explorer.estimate(from: start, options: options)
            if size > Self.sizeLimit {
                ConsoleOutput.printError(
                    "navsandbox explore: the search for \(cell.strategy) on \(cell.profile.rawValue) could try about \(Self.format(size)) schedules, more than \(Self.format(Self.sizeLimit)); narrow it with --depth \(max(1, depth - 1)), --grid \(grid * 2)ms, --horizon \(max(grid, horizon / 2))ms or --no-two-fingers"
                )
                throw ExitCode(ScriptExitCode.usage)
            }
        }
        let progress = ExploreProgressLine(shows: isatty(2) != 0)
        ExploreInterrupt.install()
        // Each search spreads its frontier over `jobs` threads and merges
        // what they find in schedule order: the answer does not depend on
        // how many there are, only the wall time does.
        let results = zip(cells, starts).map { cell, start in
            Explorer.search(from: start, options: options, jobs: jobs) { progress.show(cell: cell, $0) }
        }
        progress.finish()
        let report = ExploreReport(
            cells: zip(cells, results).map { cell, result in
                ExploreReport.Row(
                    strategy: cell.strategy, profile: cell.profile, result: result,
                    script: ExploreScript.text(
                        for: result,
                        .init(
                            strategy: cell.strategy, profile: cell.profile, toggles: settings.toggles,
                            appName: app.name, options: options, fromSource: fromSource)))
            }, options: options)
        var written: [String: String] = [:]
        if let output {
            let inputs = settings.inputs(script: from, role: "the --from script")
            written = try Self.write(report, into: output, inputs: inputs)
        }
        for row in report.rows where row.script != nil {
            // The script must replay to the same violation, or it is not worth handing out.
            let check = Self.replays(row, app: app, guards: guards)
            if !check { ConsoleOutput.printError("navsandbox explore: warning: the script for \(row.strategy) on \(row.profile.rawValue) did not reproduce \(row.result.violation?.rawValue ?? "")") }
        }
        if json {
            try ConsoleOutput.emit(json: report.json(written: written))
        } else {
            try ConsoleOutput.emit(report.text(written: written))
        }
        // Interrupted: what was found is printed; the status says it was cut short.
        if results.contains(where: \.isInterrupted) { throw ExitCode(ScriptExitCode.interrupted) }
    }

    static func replays(_ row: ExploreReport.Row, app: AppDescription, guards: [GuardDefinition] = []) -> Bool {
        guard let text = row.script, let violation = row.result.violation,
            case .success(let script) = Script.parse(
                text, file: "explore.nss", vocabulary: .navSandbox(for: app, guardFiles: guards))
        else { return false }
        var options = ScriptRunOptions(app: app)
        options.guardFiles = guards
        let run = ScriptRunner(options: options).run(script)
        return run.world.violations.contains(violation)
    }

    /// Writes each counterexample as DIR/explore-STRATEGY-PROFILE.nss, never
    /// over a file that is already there.
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
        for row in report.rows {
            guard let text = row.script else { continue }
            let path = (directory as NSString).appendingPathComponent("explore-\(row.strategy)-\(row.profile.rawValue).nss")
            // O_EXCL: never over a file, an input (--from, --app) or a link,
            // even one that appears while the search runs.
            if let problem = OutputFileOpening.create([(path, Array(text.utf8))], inputs: inputs) {
                let hint = if case .exists = problem.failure { " (remove it, or write elsewhere with -o)" } else { "" }
                ConsoleOutput.printError("navsandbox explore: \(problem)\(hint)")
                throw ExitCode(problem.failure.exitStatus)
            }
            written["\(row.strategy)/\(row.profile.rawValue)"] = path
        }
        return written
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
            let line =
                "explore \(cell.strategy)/\(cell.profile.rawValue) · depth \(progress.depth) · \(progress.schedules) schedules · \(progress.distinctWorlds) worlds · \(Int(Double(progress.schedules) / seconds))/s · Ctrl-C stops"
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
