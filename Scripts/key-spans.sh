#!/usr/bin/env bash
# How a keystroke's time splits between textarea-demo's own work and the
# rest (the X server, the event's trip, the typometer), at several pauses
# between keys: `textarea-bench --typometer` types into the demo on a private
# Xvfb while the demo traces each key's frame (TEXTAREA_TRACE's `key-frame`
# lines: from the key press leaving Xlib's queue to the flush, and the
# processor time of that span).
#
#   swift build -c release
#   Scripts/key-spans.sh [--keys N] [--quiets MS,MS,...] [--xterm] [--settle S] [--file TEXT] [-- DEMO OPTIONS...]
#
# For each pause (default 3,20,100 ms; 100 is what Scripts/typometer.sh
# uses; --quiet MS names one) it prints key to pixels from outside (p50, p99) and the demo's span
# and processor time (p50, p90), in µs. A window that waits longer between
# keys finds less of its code and data still in the processor's caches, so
# its span grows with the pause; --xterm also measures xterm showing the
# same text at each pause, for the ratio. The demo runs with --single
# --caret middle on TEXT (default: typometer.sh's 20 KB of paragraphs).
# Needs Xvfb, xdotool, python3 (and xterm with --xterm). TEXTAREA_BIN names
# the directory of the built executables (default .build/release).
set -euo pipefail
cd "$(dirname "$0")/.."

script=key-spans.sh
keys=100
quiet=""
settle=1
help_lines=2,20
quiets="3,20,100"
with_xterm=0
arguments=()
while (($# > 0)); do
    case "$1" in
        --quiets | --quiet) quiets="$2"; shift 2 ;;
        --xterm) with_xterm=1; shift ;;
        --) arguments+=("$@"); break ;;
        *) arguments+=("$1"); shift ;;
    esac
done
source Scripts/key-harness.sh
harness_parse "${arguments[@]+"${arguments[@]}"}"
bin="${TEXTAREA_BIN:-.build/release}"
for tool in Xvfb xdotool python3; do
    command -v "$tool" >/dev/null || { echo "key-spans.sh: $tool is missing (apt-get install xvfb xdotool python3)" >&2; exit 2; }
done
if ((with_xterm)) && ! command -v xterm >/dev/null; then echo "key-spans.sh: xterm is missing (apt-get install xterm)" >&2; exit 2; fi
[[ -x "$bin/textarea-demo" && -x "$bin/textarea-bench" ]] || { echo "key-spans.sh: build first: swift build -c release" >&2; exit 2; }

harness_work_directory key-spans
harness_document
harness_start_xvfb 1920x1080x24

# type TITLE QUIET: one typometer run into the window titled TITLE; prints its JSON line.
type_into() {
    "$bin/textarea-bench" --typometer --window "$1" --keys "$keys" --timeout 5 --quiet "$2" --json
}

TEXTAREA_TRACE=1 "$bin/textarea-demo" --single --file "$work/document.txt" --caret middle \
    "${demo_options[@]+"${demo_options[@]}"}" >/dev/null 2>"$work/trace.log" &
app_pid=$!
timeout 120 xdotool search --sync --onlyvisible --name '^TextArea demo$' >/dev/null
sleep "$settle"
: >"$work/runs.txt"
for pause in ${quiets//,/ }; do
    before=$(grep -c 'key-frame' "$work/trace.log" || true)
    line="$(type_into "TextArea demo" "$pause")"
    echo "demo $pause $before $line" >>"$work/runs.txt"
done
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""

if ((with_xterm)); then
    xterm -T "xterm peer" -geometry 106x36 -xrm 'XTerm*allowTitleOps: false' \
        -e sh -c "cat '$work/document.txt'; exec cat" &
    app_pid=$!
    timeout 120 xdotool search --sync --onlyvisible --name '^xterm peer$' >/dev/null
    sleep "$settle"
    for pause in ${quiets//,/ }; do
        echo "xterm $pause 0 $(type_into "xterm peer" "$pause")" >>"$work/runs.txt"
    done
fi

python3 - "$work/runs.txt" "$work/trace.log" <<'PYTHON'
import json, re, sys
runs = [line.split(" ", 3) for line in open(sys.argv[1]).read().splitlines()]
frames = [tuple(int(value) for value in match.groups())
          for match in re.finditer(r"key-frame received-to-flushed-us=(\d+) processor-us=(\d+)", open(sys.argv[2]).read())]
def quantile(values, q):
    values = sorted(values)
    return values[min(int(q * len(values)), len(values) - 1)] if values else float("nan")
outside = {}
print(f"{'program':<8} {'pause ms':>8} {'keys':>5} {'to pixels p50':>14} {'p99':>7} {'own span p50':>13} {'p90':>6} {'processor p50':>14}")
for index, (program, pause, before, line) in enumerate(runs):
    result = json.loads(line)
    outside[(program, pause)] = result["p50_us"]
    span = processor = []
    if program == "demo":
        after = int(runs[index + 1][2]) if index + 1 < len(runs) and runs[index + 1][0] == "demo" else len(frames)
        mine = frames[int(before):after]
        span, processor = [f[0] for f in mine], [f[1] for f in mine]
    own = f"{quantile(span, 0.5):>13.0f} {quantile(span, 0.9):>6.0f} {quantile(processor, 0.5):>14.0f}" if span else f"{'-':>13} {'-':>6} {'-':>14}"
    print(f"{program:<8} {pause:>8} {result['keys']:>5} {result['p50_us']:>14.0f} {result['p99_us']:>7.0f} {own}")
for (program, pause), value in outside.items():
    if program == "demo" and ("xterm", pause) in outside:
        print(f"pause {pause} ms: textarea-demo / xterm p50 = {value / outside[('xterm', pause)]:.2f}")
PYTHON
