"""The command line both explore benchmarks take: their own options, then
`--` and options handed to every `explore` they run."""


def split(argv):
    """(own options, extra explore options) from argv without the program name."""
    if "--" in argv:
        return argv[:argv.index("--")], argv[argv.index("--") + 1:]
    return list(argv), []
