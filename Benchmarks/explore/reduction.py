#!/usr/bin/env python3
"""The reduced search against the full one (docs/explore.md, "How it
searches"; issue 36's soundness check).

    python3 Benchmarks/explore/reduction.py BINARY [--depth 3] [--apps demo,alert,…]
        [--strategies none,coordinated,…] [-- EXTRA EXPLORE OPTIONS]

For every example app in docs/apps (or those named), every built-in
strategy and every profile: `BINARY explore --app APP --strategy S
--profile all --depth D --json`, once as it is and once with
`--no-reduction`, and the two answers compared — each result's schedules,
distinct worlds, depth, whether it holds, and every finding's kind,
length, schedule and count of schedules reaching it. Only
`schedules_made` and `schedules_shared` may differ. Prints one line per
app and strategy, the schedules each search made, and exits 1 on the
first difference (which it prints).
"""
import glob
import json
import os
import subprocess
import sys
import time

import extra_options

BUILT_INS = ["none", "delay", "appear-flag", "switching-flag", "block-all", "window-lock", "coordinated"]
COMPARED = ["strategy", "profile", "holds", "complete", "depth_searched", "schedules", "distinct_worlds"]


def answer(binary, app, strategy, depth, extra, reduced):
    argv = [binary, "explore", "--app", app, "--strategy", strategy, "--profile", "all", "--depth", str(depth), "--json"]
    argv += extra + ([] if reduced else ["--no-reduction"])
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise SystemExit("reduction: %s exited %d:\n%s" % (" ".join(argv), done.returncode, done.stderr))
    return json.loads(done.stdout)["results"]


def comparable(result):
    fields = {key: result.get(key) for key in COMPARED}
    fields["findings"] = [
        (f["violation"], f["depth"], f["reached_by"], [(s["after_ms"], s["input"]) for s in f["schedule"]], f["race_windows"])
        for f in result.get("findings", [])
    ]
    return fields


def main():
    args, extra = extra_options.split(sys.argv[1:])
    if not args:
        raise SystemExit(__doc__)
    binary = args.pop(0)
    depth, apps, strategies = 3, None, BUILT_INS
    while args:
        flag = args.pop(0)
        if flag == "--depth":
            depth = int(args.pop(0))
        elif flag == "--apps":
            apps = args.pop(0).split(",")
        elif flag == "--strategies":
            strategies = args.pop(0).split(",")
        else:
            raise SystemExit("reduction: unknown option %r\n\n%s" % (flag, __doc__))
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    paths = sorted(glob.glob(os.path.join(root, "docs", "apps", "*.yaml")))
    if apps:
        paths = [p for p in paths if os.path.splitext(os.path.basename(p))[0] in apps]
    made = {True: 0, False: 0}
    began = time.monotonic()
    for path in paths:
        for strategy in strategies:
            reduced = answer(binary, path, strategy, depth, extra, True)
            full = answer(binary, path, strategy, depth, extra, False)
            for a, b in zip(reduced, full):
                if comparable(a) != comparable(b):
                    print("DIFFERENT: %s, %s on %s\n  reduced: %s\n  full:    %s"
                          % (os.path.basename(path), strategy, a["profile"], comparable(a), comparable(b)))
                    sys.exit(1)
                made[True] += a["schedules_made"]
                made[False] += b["schedules_made"]
            print("same: %-28s %-15s made %d of %d" % (
                os.path.basename(path), strategy, sum(r["schedules_made"] for r in reduced),
                sum(r["schedules_made"] for r in full)), flush=True)
    print("every answer the same; made %d of %d (%.0f %% left out) in %.0f s"
          % (made[True], made[False], 100 * (1 - made[True] / max(1, made[False])), time.monotonic() - began))


if __name__ == "__main__":
    main()
