#!/usr/bin/env bash
# Builds and runs a libFuzzer target against the project's own code.
#
#   Fuzz/run.sh script-parser [libFuzzer options…]   # e.g. -max_total_time=60
#   Fuzz/run.sh input-decoder [libFuzzer options…]
#
# The libraries are compiled with coverage instrumentation
# (-sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp) and
# AddressSanitizer; the harness with -sanitize=fuzzer, which brings libFuzzer's
# main. Build products and the corpus live in .build-fuzz/ (ignored by git).
# Crashing inputs are written there as crash-<sha1>; replay one with
#   .build-fuzz/<target> .build-fuzz/crash-<sha1>
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

target=${1:-}
shift || true
out=.build-fuzz
coverage="-sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp"
mkdir -p "$out"

# One module of the project, as a static library with its .swiftmodule.
library() {
    local name=$1
    shift
    echo "==> $name"
    swiftc -O -parse-as-library -emit-library -static -emit-module -module-name "$name" \
        -sanitize=address "$coverage" -I "$out" \
        "$@" -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a"
}

sources() { find "$1" -name '*.swift' | sort; }

case "$target" in
script-parser)
    library NavSandboxCore $(sources Sources/NavSandboxCore)
    library NavSandboxScript $(sources Sources/NavSandboxScript)
    echo "==> harness"
    swiftc -O -parse-as-library -sanitize=fuzzer,address -I "$out" -L "$out" \
        -lNavSandboxScript -lNavSandboxCore Fuzz/ScriptParserFuzzer.swift -o "$out/script-parser"
    corpus="$out/corpus-script-parser"
    mkdir -p "$corpus"
    cp docs/scenarios/*.nss "$corpus/"
    ;;
input-decoder)
    library NavSandboxCore $(sources Sources/NavSandboxCore)
    library NavSandboxUI $(sources Sources/NavSandboxUI)
    echo "==> harness"
    # The decoder is compiled into the harness: its module also holds the
    # ncurses adapter, which a fuzzer has no use for.
    decoder=$(grep -l "EscapeSequenceDecoder\|MouseReport" Sources/NavSandboxTerminal/*.swift | grep -v "Terminal\.swift\|TerminalInput\.swift")
    swiftc -O -parse-as-library -sanitize=fuzzer,address "$coverage" -I "$out" -L "$out" \
        -lNavSandboxUI -lNavSandboxCore -module-name InputDecoderFuzzer \
        Fuzz/InputDecoderFuzzer.swift $decoder -o "$out/input-decoder"
    corpus="$out/corpus-input-decoder"
    mkdir -p "$corpus"
    printf '[<0;12;5M' > "$corpus/sgr-press"
    printf '[M #%%' > "$corpus/x10-press"
    printf '[A' > "$corpus/arrow"
    ;;
*)
    echo "usage: Fuzz/run.sh script-parser|input-decoder [libFuzzer options…]" >&2
    exit 64
    ;;
esac

echo "==> fuzzing $target (Ctrl-C stops; crashes go to $out/)"
exec "$out/$target" -artifact_prefix="$out/" "$@" "$corpus"
