import ArgumentParser
import NavSandboxApps
import NavSandboxCore
import NavSandboxLive
import NavSandboxScript
import NavSandboxTerminal
import NavSandboxUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `navsandbox` (the default subcommand): the interactive sandbox in the
/// terminal. Everything it shows comes from NavSandboxUI's pure render; this
/// file only validates options, wires the ncurses adapter to the app loop and
/// reads the wall clock.
struct InteractiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive",
        abstract: "Open the sandbox: a phone, its lock flags, the last tap's hit-test walk, the log and a timeline.",
        discussion: """
            Keys tap the controls they label; ? shows every key. Needs a terminal: \
            for headless runs use `navsandbox run FILE`.
            """
    )

    @OptionGroup var settings: SettingsOptions

    @Option(name: .long, help: "Virtual time speed: 1, 1/2, 1/4 or 1/10.")
    var speed: String?

    @Option(
        name: .long, help: ArgumentHelp("Play a scenario script live (see docs/scripts.md), a file or a bundled scenario's name; a tap of yours takes over.", valueName: "file"),
        completion: CompletionCandidates.namesAndFiles(.script, extensions: ["nss"]),
        transform: { try ExampleNames.resolve($0, as: .script) })
    var script: String?

    @Option(name: .long, help: ArgumentHelp("Record the session as an asciicast v2 file (flushed frame by frame).", valueName: "file.cast"))
    var record: String?

    @ArgumentParser.Flag(name: .long, help: "Let --record overwrite an existing file (otherwise it is refused).")
    var force = false

    @ArgumentParser.Flag(name: .long, help: "Leave the REC badge out of the header while --record runs (for clean captures).")
    var hideRecBadge = false

    @ArgumentParser.Flag(name: .long, help: "No colours (NO_COLOR is honoured too); bold and reverse still show.")
    var noColor = false

    @ArgumentParser.Flag(
        name: .long,
        help: "Presenter mode (K): the phone as large as the terminal allows, LOCKS and LAST TAP a line each, each key shown for a second.")
    var present = false

    @Option(name: .long, help: ThemeOption.help)
    var theme: String?

    /// Filled by `validate()`.
    private var parsedSpeed = Speed.normal
    private var appearance = ThemeAppearance.dark

    enum CodingKeys: String, CodingKey {
        case settings, speed, script, record, force, hideRecBadge, noColor, present, theme
    }

    mutating func validate() throws {
        try settings.refuseAll(in: "the sandbox")
        do {
            parsedSpeed = try LaunchSettings.parseSpeed(speed)
        } catch let error as LaunchSettings.Invalid {
            throw ValidationError(error.description)
        }
        appearance = try ThemeOption.parse(theme)
        if record == nil, force || hideRecBadge {
            throw ValidationError("--\(force ? "force" : "hide-rec-badge") only applies with --record FILE")
        }
    }

    func run() throws {
        let loaded = try settings.loadAppWithWarnings(forScript: script)
        let app = loaded.app
        var launch = LaunchSettings(configuration: Configuration(app: app), speed: parsedSpeed)
        let guards = try settings.loadGuards()
        // A script's own guards are checked with it, when it loads.
        if script == nil { try settings.checkStrategy(guards: guards) }
        try settings.apply(to: &launch.configuration, guards: guards, scriptDecides: script != nil)
        var options = settings.runOptions(app: app, guards: guards)
        options.logLimit = launch.configuration.logLimit ?? AppTiming.logLimit
        try SandboxSession(
            launch: launch, scriptOptions: options, script: script,
            recording: record.map {
                SandboxSession.Recording(path: $0, overwrite: force, showsBadge: !hideRecBadge, inputs: settings.inputs(script: script, role: "the script being played"))
            },
            noColor: noColor, appWarnings: loaded.warnings, appPath: settings.appPath,
            guardFiles: zip(settings.guardPaths, guards).map { ($0, $1.name) }, presenting: present,
            appearance: appearance
        ).run()
    }
}

/// One sandbox session: what `navsandbox interactive` runs once its options
/// are parsed, and what a bare `navsandbox` runs at once with the defaults
/// (no parsing: the argument parser's reflection is most of a Swift
/// program's time before its first frame, docs/performance.md).
struct SandboxSession {
    var launch: LaunchSettings
    /// The script run's options: the same settings as the sandbox's own, and its log bound.
    var scriptOptions: ScriptRunOptions
    var script: String?
    var recording: Recording?
    var noColor: Bool
    /// The app file's warnings: the full screen would hide them, so the
    /// header says so and they are printed again on the way out.
    var appWarnings: [AppFileProblem] = []
    /// `--app FILE`: a saved session names it, since a script cannot carry it.
    var appPath: String?
    /// `navsandbox learn`: the lesson taught beside the phone.
    var lesson: LessonTeacher?
    /// `--guard` files (path and the guard's name), reloaded when they change.
    var guardFiles: [(path: String, name: String)] = []
    /// `--present`: the session starts in presenter mode.
    var presenting = false
    /// `--theme`: the colours' background, on screen and in screenshots.
    var appearance = ThemeAppearance.dark

    /// `--record FILE` and how to treat it.
    struct Recording {
        var path: String
        /// `--force`: an existing regular file may be replaced.
        var overwrite: Bool
        /// Off with `--hide-rec-badge`, for captures that should not show it.
        var showsBadge: Bool
        /// Files the session reads (the script, the app): never recorded onto.
        var inputs: [OutputFileOpening.Input] = []
    }

    /// A bare `navsandbox`: every default.
    static var defaults: SandboxSession {
        var launch = LaunchSettings(configuration: Configuration(app: .demo, strategies: BundledGuards.registry))
        // The log bound the sandbox gives every world it makes.
        launch.configuration.logLimit = AppTiming.logLimit
        return SandboxSession(
            launch: launch, scriptOptions: ScriptRunOptions(logLimit: AppTiming.logLimit), script: nil, recording: nil,
            noColor: false)
    }

    func run() throws {
        // A script that does not load is reported before the screen changes.
        var playback: ScriptPlayback?
        var guardFiles = self.guardFiles
        if let path = script {
            switch Script.load(path: path, app: scriptOptions.app, guards: scriptOptions.guardFiles) {
            case .success(let loaded):
                if !loaded.warnings.isEmpty { ConsoleOutput.printError(AppFileProblems(loaded.warnings).description) }
                let all = scriptOptions.guardFiles + loaded.script.guardFiles
                if let strategy = scriptOptions.strategy,
                    let problem = BundledGuards.registry(with: all).check(strategy.rawValue)
                {
                    throw ValidationError(problem.description)
                }
                playback = ScriptPlayback(script: loaded.script, options: scriptOptions)
                // The script's guards are watched for a save as --guard's are.
                let paths = loaded.script.guardPaths.map { Script.resolve($0, besideScript: path) }
                if paths.count == loaded.script.guardFiles.count {
                    for (file, definition) in zip(paths, loaded.script.guardFiles)
                    where !guardFiles.contains(where: { $0.name == definition.name }) {
                        guardFiles.append((file, definition.name))
                    }
                }
            case .failure(let problem):
                ConsoleOutput.printError("\(problem)\n")
                throw ExitCode(problem.exitCode)
            }
        }
        // So is a recording that would replace a file, or is one it reads.
        if let recording {
            do {
                try AsciicastRecorder.checkTarget(recording.path, overwrite: recording.overwrite, inputs: recording.inputs)
            } catch let error as AsciicastRecorder.RecorderError {
                ConsoleOutput.printError("navsandbox: \(error)\n")
                throw ExitCode(error.exitStatus)
            }
        }
        do {
            try Terminal.requireInteractive()
        } catch let error as TerminalError {
            ConsoleOutput.printError(error.description + "\n")
            throw ExitCode(error.exitStatus)
        }
        // Opened before the terminal goes raw: a FIFO nobody reads is
        // refused here, on a normal screen, instead of hanging the session.
        var recordingDescriptor: Int32?
        if let recording {
            do {
                recordingDescriptor = try AsciicastRecorder.openTarget(
                    recording.path, overwrite: recording.overwrite, inputs: recording.inputs)
            } catch let error as AsciicastRecorder.RecorderError {
                ConsoleOutput.printError("navsandbox: \(error)\n")
                throw ExitCode(error.exitStatus)
            }
        }
        let options = TerminalOptions.resolving(noColorFlag: noColor)
        var failure: Error?
        var interrupted = false
        do {
            try Terminal.withTerminal(options: options) { terminal in
                (failure, interrupted) = runSession(
                    on: terminal, playback: playback, guardFiles: guardFiles, recordingDescriptor: recordingDescriptor)
                recordingDescriptor = nil
                // A terminal that cannot be written to ended the session.
                if let code = terminal.writeError { failure = TerminalError.writeFailed(errorNumber: code) }
            }
        } catch let error as TerminalError {
            failure = error
        }
        if let recordingDescriptor { close(recordingDescriptor) }
        if !appWarnings.isEmpty { ConsoleOutput.printError(AppFileProblems(appWarnings).description + "\n") }
        // Printed after the terminal is restored, so the message stays.
        if let failure = failure as? TerminalError {
            ConsoleOutput.printError(failure.description + "\n")
            throw ExitCode(failure.exitStatus)
        }
        if let failure = failure as? AsciicastRecorder.RecorderError {
            ConsoleOutput.printError("navsandbox: \(failure)\n")
            throw ExitCode(failure.exitStatus)
        }
        if let failure {
            ConsoleOutput.printError("navsandbox: \(failure)\n")
            throw ExitCode(1)
        }
        if interrupted { throw ExitCode(ScriptExitCode.interrupted) }
    }

    /// The session proper; returns what went wrong with the recording, if
    /// anything, to report once the screen is back to normal, and whether
    /// Ctrl-C ended it. Owns `recordingDescriptor`.
    private func runSession(
        on terminal: Terminal, playback: ScriptPlayback?, guardFiles: [(path: String, name: String)],
        recordingDescriptor: Int32?
    ) -> (Error?, interrupted: Bool) {
        let clock = { Int(MonotonicClock.seconds() * 1000) }
        let size = terminal.size
        let theme = Theme(
            usesColor: terminal.colorSupport != .none, unicode: Terminal.localeIsUTF8, appearance: appearance)
        var recorder: AsciicastRecorder?
        if let recording, let recordingDescriptor {
            do {
                recorder = try AsciicastRecorder(
                    descriptor: recordingDescriptor, path: recording.path, width: size.width, height: size.height,
                    includesColor: theme.usesColor)
            } catch {
                return (error, false)
            }
        }
        defer { recorder?.close() }

        var model: AppModel
        if let lesson {
            var ui = UIState(width: size.width, height: size.height)
            ui.wallClock = clock()
            model = AppModel(world: lesson.initialWorld, ui: ui)
        } else if let playback {
            var ui = UIState(width: size.width, height: size.height)
            ui.wallClock = clock()
            model = AppModel(world: playback.initialWorld, ui: ui)
        } else {
            model = AppModel(
                configuration: launch.configuration, width: size.width, height: size.height, wallClock: clock())
        }
        model.ui.speed = launch.speed
        model.ui.isPresenting = presenting
        if !appWarnings.isEmpty {
            let count = appWarnings.count
            model.ui.toast = Toast(
                text: "app file: \(count) warning\(count == 1 ? "" : "s") (shown on quit)", isWarning: true,
                expiresAt: model.ui.wallClock + 3 * AppTiming.toastMilliseconds)
        }
        model.ui.recordingPath = recording.flatMap { $0.showsBadge ? $0.path : nil }
        let opener = SandboxOpener(
            app: scriptOptions.app, appPath: appPath, scriptOptions: scriptOptions, launch: launch.configuration)
        let loop = AppLoop(
            model: model, terminal: terminal, theme: theme, clock: clock, recorder: recorder, playback: playback,
            screenshotWriter: { [appearance] in Screenshot.sandboxWriter($0, $1, appearance: appearance) }, sessionWriter: { [guardPaths = guardFiles.map(\.path)] in SessionFile.write($0, appFile: opener.appPath, guardFiles: guardPaths) },
            opener: opener.open, lesson: lesson,
            findOpenables: { [script, appPath] in SandboxOpener.find(scriptPath: script, appPath: appPath) },
            guardWatches: guardFiles.map { file in
                GuardWatch(
                    name: file.name, signature: { GuardFileSignature.of(file.path) },
                    load: { GuardDefinition.load(path: file.path).mapError { GuardWatch.Problem($0.description) } })
            },
            loadGuard: SandboxOpener.loadGuard(path:))
        loop.start()
        TestHooks.afterFirstFrame()
        while loop.step() {}
        return (loop.recordingError, loop.interrupted)
    }
}

extension Terminal: TerminalDevice {}
extension AsciicastRecorder: FrameRecorder {}

/// Hooks the end-to-end tests use to prove the terminal is restored on paths
/// a user cannot trigger on purpose. Off unless the variable is set.
enum TestHooks {
    static func afterFirstFrame() {
        if let value = getenv("NAVSANDBOX_TEST_FAIL_PRECONDITION"), String(cString: value) == "1" {
            preconditionFailure("NAVSANDBOX_TEST_FAIL_PRECONDITION=1: failing on purpose after the first frame")
        }
        if let value = getenv("NAVSANDBOX_TEST_OVERFLOW_STACK"), String(cString: value) == "1" {
            _ = overflowTheStack(1)
        }
    }

    /// Recurses until the main thread's stack runs out (SIGSEGV): the crash
    /// no guard can cause any more, kept so a test can prove the terminal
    /// still comes back from one. The array keeps every frame large and
    /// live, so the optimiser cannot turn the recursion into a loop.
    @inline(never)
    private static func overflowTheStack(_ depth: Int) -> Int {
        var frame = (depth, depth &+ 1, depth &+ 2, depth &+ 3, depth &+ 4, depth &+ 5, depth &+ 6, depth &+ 7)
        let deeper = withUnsafeMutableBytes(of: &frame) { bytes in
            bytes.storeBytes(of: depth &* 31, toByteOffset: 0, as: Int.self)
            return overflowTheStack(bytes.load(fromByteOffset: 8, as: Int.self))
        }
        return deeper &+ frame.0
    }
}
