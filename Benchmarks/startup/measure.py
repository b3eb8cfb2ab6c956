#!/usr/bin/env python3
"""Startup to first frame, in a real pty, for navsandbox and a plain C ncurses
program measured in the same run (docs/performance.md).

    python3 Benchmarks/startup/measure.py path/to/navsandbox [runs]

Builds Benchmarks/startup/plain.c with cc and -lncursesw, then alternates the
two programs: each is started in a 100x32 pty, timed until its first frame
has arrived (navsandbox: its header's "NavSandbox"; the baseline: "BASELINE"
and the frame's last cell), then sent `q` and reaped."""
import os, pty, select, statistics, subprocess, sys, tempfile, time, fcntl, termios, struct

def first_frame_ms(argv, marker):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 0, 0))
    start = time.perf_counter()
    seen = b""
    elapsed = None
    while elapsed is None:
        ready, _, _ = select.select([fd], [], [], 5)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        seen += chunk
        if marker in seen:
            elapsed = (time.perf_counter() - start) * 1000
    os.write(fd, b"q")
    deadline = time.time() + 3
    while time.time() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        try:
            os.read(fd, 65536)
        except OSError:
            pass
        time.sleep(0.01)
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    os.close(fd)
    return elapsed

def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary = sys.argv[1]
    # A path that cannot be run would "start" instantly: the child's own
    # error quotes this script, marker and all.
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        raise SystemExit("measure.py: %s is not an executable file (build it first: swift build -c release ...)" % binary)
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    here = os.path.dirname(os.path.abspath(__file__))
    baseline = os.path.join(tempfile.mkdtemp(), "plain")
    subprocess.check_call(["cc", "-O2", os.path.join(here, "plain.c"), "-o", baseline, "-lncursesw"])
    ours, theirs = [], []
    for _ in range(runs):
        theirs.append(first_frame_ms([baseline], b"BASELINE"))
        ours.append(first_frame_ms([binary], b"NavSandbox"))
    ours = [t for t in ours if t is not None]
    theirs = [t for t in theirs if t is not None]
    m_ours, m_theirs = statistics.median(ours), statistics.median(theirs)
    print(f"navsandbox: median {m_ours:.1f} ms (min {min(ours):.1f}, max {max(ours):.1f}, {len(ours)} runs)")
    print(f"plain C ncurses: median {m_theirs:.1f} ms (min {min(theirs):.1f}, max {max(theirs):.1f}, {len(theirs)} runs)")
    print(f"ratio: {m_ours / m_theirs:.2f}")

main()
