#!/usr/bin/env python3
"""explore's depth-3 and depth-4 searches, timed on release binaries
(docs/performance.md, "explore: depth 4").

    python3 Benchmarks/explore/measure.py BINARY [BINARY …] [--depth 3,4] [--profiles ios7,ios17] [--jobs 2]
        [--strategy coordinated] [--runs 1] [-- EXTRA EXPLORE OPTIONS]

For each binary (say a build before a change and one after), each depth and
each profile: `BINARY explore --strategy S --profile P --depth D --json
--jobs N`, timed whole (wall clock, and user + system CPU time of the child
from getrusage), with the schedules tried and made, the distinct worlds and
the answer. A search a binary refuses (exit 64) is
reported as refused. Several runs: the median wall time. Prints a Markdown
table.

Search as the issue asks: the full default alphabet (two fingers included)
of `coordinated`, the one built-in strategy that holds at depth 3.
"""
import json
import resource
import statistics
import subprocess
import sys
import time

import extra_options


def timed(argv):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.monotonic()
    done = subprocess.run(argv, capture_output=True, text=True)
    wall = time.monotonic() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done, wall, cpu


def answer(row):
    if "violation" in row:
        return "breaks in %d: %s" % (len(row["schedule"]), row["violation"])
    return "holds to %d" % row["depth_searched"] if row["complete"] else "incomplete at %d" % row["depth_searched"]


def main():
    args, extra = extra_options.split(sys.argv[1:])
    binaries, depths, profiles, jobs, strategy, runs = [], [3, 4], ["ios7", "ios12", "ios17", "ios26"], 2, "coordinated", 1
    while args:
        arg = args.pop(0)
        if arg == "--depth":
            depths = [int(d) for d in args.pop(0).split(",")]
        elif arg == "--profiles":
            profiles = args.pop(0).split(",")
        elif arg == "--jobs":
            jobs = int(args.pop(0))
        elif arg == "--strategy":
            strategy = args.pop(0)
        elif arg == "--runs":
            runs = int(args.pop(0))
        elif arg.startswith("-"):
            raise SystemExit("measure.py: unknown option %r\n\n%s" % (arg, __doc__))
        else:
            binaries.append(arg)
    if not binaries:
        raise SystemExit(__doc__)
    print("| binary | search | wall | CPU | schedules tried | made | distinct worlds | answer |")
    print("|---|---|---|---|---|---|---|---|")
    for binary in binaries:
        for depth in depths:
            for profile in profiles:
                argv = [binary, "explore", "--strategy", strategy, "--profile", profile, "--depth", str(depth),
                        "--json", "--jobs", str(jobs)] + extra
                walls, cpus, row = [], [], None
                for _ in range(runs):
                    done, wall, cpu = timed(argv)
                    walls.append(wall)
                    cpus.append(cpu)
                    if done.returncode in (0, 1):
                        row = json.loads(done.stdout)["results"][0]
                    else:
                        row = {"refused": (done.stderr.strip().splitlines() or ["exit %d" % done.returncode])[-1]}
                        break
                search = "%s %s depth %d, %d thread%s" % (strategy, profile, depth, jobs, "" if jobs == 1 else "s")
                name = binary.replace("|", "\\|")
                if "refused" in row:
                    print("| %s | %s | %.1f s | %.1f s | refused | | | %s |" % (name, search, statistics.median(walls), statistics.median(cpus), row["refused"].replace("|", "\\|")))
                else:
                    # Binaries before issue 36's item 4 give no count of the schedules made.
                    made = "{:,}".format(row["schedules_made"]) if "schedules_made" in row else "-"
                    print("| {} | {} | {:.1f} s | {:.1f} s | {:,} | {} | {:,} | {} |".format(
                        name, search, statistics.median(walls), statistics.median(cpus), row["schedules"], made,
                        row["distinct_worlds"], answer(row)))
                sys.stdout.flush()


if __name__ == "__main__":
    main()
