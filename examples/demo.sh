#!/bin/sh
# `make demo`: the toolcalls command on the bundled examples.
#
#   sh examples/demo.sh [BIN_DIR]
#
# BIN_DIR holds the `toolcalls` console script (default: $TOOLCALLS_BIN, else .venv/bin).
# Every command's exit code is checked: 0 where calls are found, 1 for the broken outputs
# (examples/outputs/broken_*.txt), so the demo fails loudly if the command regresses.
set -u

BIN=${1:-${TOOLCALLS_BIN:-.venv/bin}}
TOOLCALLS="$BIN/toolcalls"
HERE=$(dirname "$0")
if [ ! -x "$TOOLCALLS" ]; then
    echo "demo: $TOOLCALLS not found (pass the bin directory of a venv with toolcalls installed)" >&2
    exit 2
fi

failed=0
show() {
    printf '\n$ toolcalls %s\n' "$*"
}
expect() {  # expect CODE ARGS...: run toolcalls ARGS, check its exit code
    want=$1
    shift
    "$TOOLCALLS" "$@"
    got=$?
    if [ "$got" -ne "$want" ]; then
        echo "demo: exit code $got, expected $want: toolcalls $*" >&2
        failed=1
    fi
}

show formats
expect 0 formats

for file in "$HERE"/outputs/*.txt; do
    printf '\n--- %s\n' "$file"
    sed 's/^/    /' "$file"
    show parse --compact "$file"
    case $(basename "$file") in
        broken_*) expect 1 parse --compact "$file" ;;
        *) expect 0 parse --compact "$file" ;;
    esac
done

show parse --openai --deterministic-ids "$HERE/outputs/hermes.txt"
expect 0 parse --openai --deterministic-ids "$HERE/outputs/hermes.txt"
show parse --lenient "$HERE/outputs/broken_trailing_comma.txt"
expect 1 parse --lenient "$HERE/outputs/broken_trailing_comma.txt"

show eval "$HERE/eval.jsonl" --by-format --errors --id-field id
expect 0 eval "$HERE/eval.jsonl" --by-format --errors --id-field id

if [ "$failed" -ne 0 ]; then
    echo "demo: FAILED" >&2
    exit 1
fi
