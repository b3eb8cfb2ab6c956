import Benchmark
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

// `NavSandboxBenchmarks linear-inputs KIND SIZE` runs one of issue 20's
// inputs once, for callgrind (Benchmarks/linear/inputs.py), before any
// benchmark's setup below.
if CommandLine.arguments.dropFirst().first == "linear-inputs" {
    LinearInputs.runOnce(Array(CommandLine.arguments.dropFirst(2)))
}

// What the front end and `compare` do most: step the world, hit-test a tap,
// fork the world, read the flags. Each must stay far below one 33 ms frame.

/// Keeps the optimizer from deleting the work being measured.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

let launched = World(configuration: Configuration(app: .demo, strategy: .builtIn("block-all")))

benchmark("launch a world") {
    blackHole(World(configuration: Configuration(app: .demo, strategy: .builtIn("block-all"))))
}

benchmark("tap a row, then run the push to idle") {
    var world = launched
    world.step(.tap(.point(world.tapPoint(forLabel: "Message 1")!)))
    world.step(.runUntilIdle(limit: 60_000))
    blackHole(world)
}

// The sandbox's world (bounded log and touch history) frees what nothing
// reaches once a chunk of views has been made: a pass runs about every
// five rounds here. A headless world (unbounded log) never reclaims: the
// difference between the two is what freeing costs.
func openAndSwipeBack(_ start: World, rounds: Int = 20) -> World {
    var world = start
    for _ in 0..<rounds {
        world.step(.tap(.label("Message 1")))
        world.step(.runUntilIdle(limit: 60_000))
        world.step(.swipeBack(finish: true))
        world.step(.runUntilIdle(limit: 60_000))
    }
    return world
}

let sandboxWorld = World(configuration: Configuration(app: .demo, logLimit: 2_000))
let headlessWorld = World(configuration: Configuration(app: .demo))
// Each round must push and pop a screen, or there is nothing to free.
precondition(openAndSwipeBack(headlessWorld).controllers.count >= 20, "the rounds no longer push")

benchmark("sandbox: open a message and swipe back, 20 rounds (reclaiming)") { blackHole(openAndSwipeBack(sandboxWorld)) }
benchmark("headless: open a message and swipe back, 20 rounds (never reclaims)") {
    blackHole(openAndSwipeBack(headlessWorld))
}

benchmark("hitTest with its walk") {
    blackHole(launched.hitTest(Point(x: 12, y: 4)))
}

benchmark("fork a world and change the copy") {
    var copy = launched
    copy.step(.wait(16))
    blackHole(copy)
}

benchmark("read every flag") {
    blackHole(launched.flags)
}

benchmark("one 16 ms frame mid-push") {
    var world = launched
    world.step(.tap(.point(world.tapPoint(forLabel: "Message 1")!)))
    world.step(.wait(250))
    for _ in 0..<20 { world.step(.wait(16)) }
    blackHole(world)
}

// The front end: a key goes in, a frame comes out. Rendering is a pure
// function of the model, so this is what a keystroke costs before ncurses
// diffs and writes the changed cells.
let idleModel = AppModel(configuration: Configuration(app: .demo, strategy: .builtIn("block-all")), width: 100, height: 32)
var midPushModel = idleModel
_ = Update.apply(.world(.tap(.point(launched.tapPoint(forLabel: "Message 1")!))), to: &midPushModel)
_ = Update.apply(.tick(wallMilliseconds: 400), to: &midPushModel)

benchmark("render 100×32, idle Inbox") {
    blackHole(Screen.render(idleModel))
}

benchmark("render 100×32, mid-push under block-all") {
    blackHole(Screen.render(midPushModel))
}

benchmark("key to frame: tap a row and render") {
    var model = idleModel
    _ = Update.apply(.world(.tap(.point(Point(x: 12, y: 4)))), to: &model)
    blackHole(Screen.render(model))
}

// Scripts: the cost of `navsandbox run` and `compare` must grow with the
// number of lines, not faster (issue 9). The same generator, seeded, gives
// the same taps every run: mostly taps on rows, the back button and points
// of the content, with settles and swipes between.
func tapScript(lines: Int, settleEvery: Int = 10) -> Script {
    guard case .success(let script) = parseScript(tapScriptText(lines: lines, settleEvery: settleEvery)) else {
        fatalError("the benchmark script does not parse")
    }
    return script
}

func parseScript(_ text: String) -> Result<Script, ScriptErrors> {
    ScriptParser.parse(text, file: "bench.nss", vocabulary: .navSandbox)
}

/// The text of `tapScript` (Benchmarks/linear/measure.py writes the same).
func tapScriptText(lines: Int, settleEvery: Int = 10) -> String {
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    let targets = ["\"Message 1\"", "4,1", "12,5", "12,9", "12,12", "\"Message 2\"", "12,15", "4,1"]
    var text = "strategy none\nprofile ios17\n"
    for line in 2..<lines {
        if line % settleEvery == 0 {
            text += "settle\n"
        } else if next(20) == 0 {
            text += "after 100ms swipe-back \(next(2) == 0 ? "finish" : "cancel")\n"
        } else {
            text += "after \([50, 100, 200, 400][next(4)])ms tap \(targets[next(targets.count)])\n"
        }
    }
    return text
}

let script1k = tapScript(lines: 1_000)
let script5k = tapScript(lines: 5_000)
let script10k = tapScript(lines: 10_000)
// Settling every other line runs each push to its end: such a script uses
// up the hour of virtual time a script may have near line 4,990.
let settleHeavy1k = tapScript(lines: 1_000, settleEvery: 2)
let settleHeavy5k = tapScript(lines: 5_000, settleEvery: 2)

benchmark("run a 1,000-line tap script") { blackHole(ScriptRunner().run(script1k)) }
benchmark("run a 5,000-line tap script") { blackHole(ScriptRunner().run(script5k)) }
benchmark("run a 10,000-line tap script") { blackHole(ScriptRunner().run(script10k)) }
benchmark("run a 1,000-line script, every other line a settle") { blackHole(ScriptRunner().run(settleHeavy1k)) }
benchmark("run a 5,000-line script, every other line a settle") { blackHole(ScriptRunner().run(settleHeavy5k)) }
benchmark("compare a 1,000-line tap script (7 strategies)") { blackHole(StrategyComparison.run(script1k)) }
benchmark("compare a 5,000-line tap script (7 strategies)") { blackHole(StrategyComparison.run(script5k)) }
benchmark("compare a 10,000-line tap script (7 strategies)") { blackHole(StrategyComparison.run(script10k)) }

// The edges of `navsandbox run` (issue 23): parsing the script, and writing
// the run's JSON and text report into bytes, handed on in 64 KB chunks to a
// sink that drops them (the console's write is left out). Figures per line
// and per byte: docs/performance.md, "Fast edges".
let text1k = tapScriptText(lines: 1_000)
let text2k = tapScriptText(lines: 2_000)
let text10k = tapScriptText(lines: 10_000)
benchmark("parse a 1,000-line tap script") { blackHole(parseScript(text1k)) }
benchmark("parse a 2,000-line tap script") { blackHole(parseScript(text2k)) }
benchmark("parse a 10,000-line tap script") { blackHole(parseScript(text10k)) }

let run10k = ScriptRunner().run(script10k)
let run1k = ScriptRunner().run(script1k)
/// Bytes written, so a reader can turn the time into MB/s.
func written(_ write: (inout OutputBuffer) -> Void) -> Int {
    var total = 0
    var out = OutputBuffer { chunk in
        total += chunk.count
        return true
    }
    write(&out)
    out.flush()
    return total
}
print("JSON of the 10,000-line run: \(written { RunReport.writeJSON(run10k, into: &$0) }) bytes; "
    + "text report: \(written { RunReport.write(run10k, colour: false, into: &$0) }) bytes")
benchmark("JSON of a 1,000-line run (run --json's writer)") { blackHole(written { RunReport.writeJSON(run1k, into: &$0) }) }
benchmark("JSON of a 10,000-line run (run --json's writer)") { blackHole(written { RunReport.writeJSON(run10k, into: &$0) }) }
// `run --json` whole, from the parsed script: its log worded after the last
// line, as it was, and worded ahead on a second thread while the run goes
// on (LogJSONPrewriter), as `run --json` does now. The same bytes.
benchmark("run and JSON of a 10,000-line script, log written after the run") {
    blackHole(written { RunReport.writeJSON(ScriptRunner().run(script10k), into: &$0) })
}
benchmark("run and JSON of a 10,000-line script, log written ahead (run --json)") {
    let prewriter = LogJSONPrewriter()
    let run = ScriptRunner().run(script10k) { _, world in prewriter.offer(world.log.entries) }
    blackHole(written { RunReport.writeJSON(run, into: &$0, prewritten: prewriter) })
}
let json10k = RunReport.json(run10k)
benchmark("JSON of a 10,000-line run: the tree, pretty-printed") { blackHole(written { json10k.write(pretty: true, into: &$0) }) }
benchmark("text report of a 1,000-line run") { blackHole(written { RunReport.write(run1k, colour: false, into: &$0) }) }
benchmark("text report of a 10,000-line run") { blackHole(written { RunReport.write(run10k, colour: false, into: &$0) }) }
benchmark("text report of a 10,000-line run, coloured") { blackHole(written { RunReport.write(run10k, colour: true, into: &$0) }) }

// Linear on every input (issue 20): each 10× input must cost at most 12×.
// The inputs are made once, outside the timing (LinearInputs).
let app1k = LinearInputs.appFile(screens: 1_000)
let app10k = LinearInputs.appFile(screens: 10_000)
let app50k = LinearInputs.appFile(screens: 50_000)
benchmark("load an app of 1,000 screens") { blackHole(LinearInputs.load(app1k)) }
benchmark("load an app of 10,000 screens (the cap)") { blackHole(LinearInputs.load(app10k)) }
benchmark("refuse an app of 50,000 screens") { blackHole(LinearInputs.load(app50k)) }
let misspelt1k = LinearInputs.misspeltScript(lines: 1_000)
let misspelt10k = LinearInputs.misspeltScript(lines: 10_000)
_ = LinearInputs.labelledApp
benchmark("report a script of 1,000 unknown labels (1,000 in the app)") { blackHole(LinearInputs.report(misspelt1k)) }
benchmark("report a script of 10,000 unknown labels (1,000 in the app)") { blackHole(LinearInputs.report(misspelt10k)) }
let paste10k = LinearInputs.pasteText(bytes: 10_000)
let paste100k = LinearInputs.pasteText(bytes: 100_000)
benchmark("paste 10 KB into the palette") { blackHole(LinearInputs.paste(paste10k)) }
benchmark("paste 100 KB into the palette") { blackHole(LinearInputs.paste(paste100k)) }
let storyboard10k = LinearInputs.storyboard(attributes: 10_000)
let storyboard100k = LinearInputs.storyboard(attributes: 100_000)
benchmark("import a storyboard with 10,000 attributes on one element") {
    blackHole(LinearInputs.importStoryboard(storyboard10k))
}
benchmark("import a storyboard with 100,000 attributes on one element") {
    blackHole(LinearInputs.importStoryboard(storyboard100k))
}

// explore: the parts of one schedule, and fixed searches (docs/performance.md).
let midPushWorld: World = {
    var world = World(configuration: Configuration(app: .demo, strategy: .builtIn("coordinated")))
    world.step(.tap(.label("Message 1")))
    world.step(.wait(300))
    return world
}()
benchmark("explore: the state key of a world mid-push") { blackHole(midPushWorld.stateKey) }
benchmark("explore: settle a world mid-push") {
    var world = midPushWorld
    blackHole(world.step(.settle(limit: 60_000)))
}
benchmark("explore: the inputs available mid-push") {
    blackHole(ExploreAlphabet.inputs(in: midPushWorld, twoFingers: true))
}
func exploreOptions(depth: Int, twoFingers: Bool) -> ExploreOptions {
    var options = ExploreOptions()
    options.depth = depth
    options.twoFingers = twoFingers
    return options
}
let coordinatedStart = World(configuration: Configuration(app: .demo, strategy: .builtIn("coordinated")))
// The fixed searches: both break at once (one double tap), so they
// measure the cost of finding and shrinking a counterexample.
for strategy in ["none", "block-all"] {
    let start = World(configuration: Configuration(app: .demo, strategy: .builtIn(strategy)))
    benchmark("explore \(strategy) ios17, depth 3, 50 ms grid") {
        blackHole(Explorer.search(from: start, options: exploreOptions(depth: 3, twoFingers: true), jobs: 1))
    }
}
benchmark("explore coordinated ios17, depth 2, one thread") {
    blackHole(Explorer.search(from: coordinatedStart, options: exploreOptions(depth: 2, twoFingers: true), jobs: 1))
}
benchmark("explore coordinated ios17, depth 2, two threads") {
    blackHole(Explorer.search(from: coordinatedStart, options: exploreOptions(depth: 2, twoFingers: true), jobs: 2))
}

Benchmark.main()
