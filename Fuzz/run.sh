#!/usr/bin/env bash
# Builds and runs a libFuzzer target against the project's own code.
#
#   Fuzz/run.sh script-parser [libFuzzer options…]   # e.g. -max_total_time=60
#   Fuzz/run.sh input-decoder [libFuzzer options…]
#   Fuzz/run.sh app-file [libFuzzer options…]
#   Fuzz/run.sh view-dump [libFuzzer options…]
#   Fuzz/run.sh storyboard [libFuzzer options…]
#   Fuzz/run.sh guard-file [libFuzzer options…]
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

# The instrumented libraries are reused by every later target while the
# sources they are built from are unchanged (CI builds six targets over the
# same libraries): a digest of those sources and this script, kept beside
# them, says when; any change rebuilds every library.
sources_digest() {
    {
        find Sources Fuzz -type f | sort
        [[ -d .build/checkouts/Yams/Sources ]] && find .build/checkouts/Yams/Sources -type f | sort
    } | while read -r file; do printf '%s\n' "$file"; cat "$file"; done | cksum
}
# The digest is written once the harness is built, so a build that failed
# or met sources changing under it is never reused.
digest=$(sources_digest)
if [[ ! -f $out/sources.digest || $(cat "$out/sources.digest") != "$digest" ]]; then
    rm -f "$out"/lib*.a "$out"/*.swiftmodule "$out/sources.digest"
fi

# Whether a library was already built from these sources.
fresh() { [[ -f $1 ]]; }

# One module of the project, as a static library with its .swiftmodule.
library() {
    local name=$1
    shift
    if fresh "$out/lib$name.a"; then
        echo "==> $name (up to date)"
        return
    fi
    echo "==> $name"
    swiftc -O -parse-as-library -emit-library -static -emit-module -module-name "$name" \
        -sanitize=address "$coverage" -I "$out" \
        "$@" -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a"
}

sources() { find "$1" -name '*.swift' | sort; }

# Yams (the YAML parser app files are read with) and its C core, libyaml,
# from the checkout SwiftPM resolved; instrumented like the project's code.
yams() {
    local root=.build/checkouts/Yams/Sources
    [[ -d $root ]] || swift package resolve
    if fresh "$out/libCYaml.a"; then
        echo "==> CYaml (up to date)"
    else
        echo "==> CYaml"
        mkdir -p "$out/cyaml"
        for c in "$root"/CYaml/src/*.c; do
            clang -O1 -fsanitize=address -fsanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
                -DYAML_DECLARE_STATIC -I "$root/CYaml/include" -c "$c" -o "$out/cyaml/$(basename "$c" .c).o"
        done
        ar rcs "$out/libCYaml.a" "$out"/cyaml/*.o
    fi
    # Yams imports CYaml only when built as a package.
    library Yams $(sources "$root/Yams") -D SWIFT_PACKAGE -I "$root/CYaml/include" -Xcc -DYAML_DECLARE_STATIC
    library NavSandboxApps $(sources Sources/NavSandboxApps) -I "$root/CYaml/include"
}

# Foundation, which Yams uses, for the harness's link line.
foundation="-lFoundation -lFoundationEssentials -lFoundationInternationalization -l_FoundationICU"

# A harness over NavSandboxApps alone (app files, view dumps, storyboards):
# Fuzz/<HARNESS>.swift, built as $target, its corpus seeded with the files
# given (the project's own examples of that format).
apps-harness() {
    local harness=$1
    shift
    library NavSandboxCore $(sources Sources/NavSandboxCore)
    yams
    echo "==> harness"
    swiftc -O -parse-as-library -sanitize=fuzzer,address -I "$out" -L "$out" \
        -lNavSandboxApps -lYams -lCYaml -lNavSandboxCore $foundation \
        -I .build/checkouts/Yams/Sources/CYaml/include "Fuzz/$harness.swift" -o "$out/$target"
    corpus="$out/corpus-$target"
    mkdir -p "$corpus"
    # Named by their path: two folders may hold files of one name.
    local seed
    for seed in "$@"; do cp "$seed" "$corpus/${seed//\//_}"; done
}

case "$target" in
script-parser)
    library NavSandboxCore $(sources Sources/NavSandboxCore)
    yams
    library NavSandboxScript $(sources Sources/NavSandboxScript) -I .build/checkouts/Yams/Sources/CYaml/include
    echo "==> harness"
    swiftc -O -parse-as-library -sanitize=fuzzer,address -I "$out" -L "$out" \
        -lNavSandboxScript -lNavSandboxApps -lYams -lCYaml -lNavSandboxCore $foundation \
        -I .build/checkouts/Yams/Sources/CYaml/include Fuzz/ScriptParserFuzzer.swift -o "$out/script-parser"
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
app-file) apps-harness AppFileFuzzer docs/apps/*.yaml ;;
view-dump) apps-harness ViewDumpFuzzer docs/import/*.txt ;;
storyboard) apps-harness StoryboardFuzzer docs/import/*.storyboard ;;
guard-file) apps-harness GuardFileFuzzer docs/guards/*.yaml docs/guards/library/*.yaml docs/guards/examples/*.yaml ;;
*)
    echo "usage: Fuzz/run.sh script-parser|input-decoder|app-file|view-dump|storyboard|guard-file [libFuzzer options…]" >&2
    exit 64
    ;;
esac

[[ $(sources_digest) == "$digest" ]] && printf '%s\n' "$digest" > "$out/sources.digest"

echo "==> fuzzing $target (Ctrl-C stops; crashes go to $out/)"
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
exec "$out/$target" -artifact_prefix="$out/" "$@" "$corpus"
