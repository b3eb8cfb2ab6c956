#!/usr/bin/env python3
"""Cost per 1,000 lines at several script lengths, in instructions.

Usage: python3 Benchmarks/linear/measure.py BINARY [LENGTHS...]

Writes the benchmark package's seeded scripts (the same generator as
Benchmarks/Sources/NavSandboxBenchmarks/main.swift: taps on rows, the back
button and content points, a swipe in 20, a settle every 10th line — or every
other line for the settle-heavy kind) and counts, with callgrind, the
instructions spent in the run itself (`ScriptRunner.run`, inclusive) and in
`compare`'s seven runs (`StrategyComparison.run`): parsing and printing are
left out.
Instructions are repeatable on a noisy machine where times vary by ±15 %.

BINARY needs symbols valgrind can read: build it with
  swift build -c release --product navsandbox --build-path /tmp/relbuild \\
      -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4
"""
import os, re, subprocess, sys, tempfile

MASK = (1 << 64) - 1
# ScriptRunner.run(_:observe:) and StrategyComparison.run(_:options:), mangled.
RUN = r"^\$s16NavSandboxScript0C6RunnerV3run_7observe\w*XEtF$"
COMPARE = r"^\$s16NavSandboxScript18StrategyComparisonV3run_7options\w*tFZ$"


def script(lines, settle_every=10):
    state = 7

    def nxt(bound):
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) & MASK
        return (state >> 33) % bound

    targets = ['"Message 1"', "4,1", "12,5", "12,9", "12,12", '"Message 2"', "12,15", "4,1"]
    out = ["strategy none", "profile ios17"]
    for line in range(2, lines):
        if line % settle_every == 0:
            out.append("settle")
        elif nxt(20) == 0:
            out.append("after 100ms swipe-back %s" % ("finish" if nxt(2) == 0 else "cancel"))
        else:
            delay = [50, 100, 200, 400][nxt(4)]
            out.append("after %dms tap %s" % (delay, targets[nxt(len(targets))]))
    return "\n".join(out) + "\n"


def instructions(binary, args, symbol):
    """Inclusive instructions of the function whose mangled name matches
    `symbol` (a regular expression), from callgrind_annotate."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        # Swift seeds its hashing per process; fixed, the counts repeat.
        env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, binary] + args,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        annotated = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
            capture_output=True, text=True).stdout
    best = 0
    for line in annotated.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(?!=>)\S*:(\S+)", line)
        if m and re.search(symbol, m.group(2)):
            best = max(best, int(m.group(1).replace(",", "")))
    if best == 0:
        raise SystemExit(
            "callgrind could not name the run's functions in %s (%s): valgrind reads only DWARF 4; "
            "build with: swift build -c release --product navsandbox --build-path /tmp/relbuild "
            "-Xswiftc -dwarf-version=4 -Xcc -gdwarf-4" % (binary, " ".join(args)))
    return best


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    lengths = [int(n) for n in sys.argv[2:]] or [1000, 5000, 10000]
    kinds = [
        ("run, tap script", 10, ["run"], RUN, None),
        # Its settles run each push to the end: a script reaches the hour of
        # virtual time a script may use near line 4,990, so it stops there.
        ("run, every other line a settle", 2, ["run"], RUN, 4900),
        ("compare, tap script (7 strategies)", 10, ["compare"], COMPARE, None),
    ]
    # compare runs its rows on several threads where it can (--jobs); callgrind
    # counts a function's inclusive cost per thread, so one thread counts all.
    help_text = subprocess.run([binary, "compare", "--help"], capture_output=True, text=True).stdout
    if "--jobs" in help_text:
        kinds = [(t, s, c + ["--jobs", "1"] if c == ["compare"] else c, sym, l) for t, s, c, sym, l in kinds]
    with tempfile.TemporaryDirectory() as tmp:
        for title, settle_every, command, symbol, longest in kinds:
            row = []
            for n in sorted({min(n, longest or n) for n in lengths}):
                path = os.path.join(tmp, "bench-%d-%d.nss" % (n, settle_every))
                with open(path, "w") as f:
                    f.write(script(n, settle_every))
                total = instructions(binary, command + [path], symbol)
                row.append((n, total / n * 1000))
            base = row[0][1]
            cells = ", ".join("%sk: %.1f M/1k (%+.1f %%)" % ("%g" % (n / 1000), per / 1e6, (per / base - 1) * 100) for n, per in row)
            print("%-36s %s" % (title, cells), flush=True)


main()
