#!/usr/bin/env bash
# Instructions and allocations per keystroke inside textarea-demo, counted by
# valgrind's callgrind while `textarea-bench --typometer` types into the demo
# on a private Xvfb: the same figures on every run of the same build, where
# key-to-pixels latencies drift by tens of microseconds from run to run.
#
#   swift build -c release
#   Scripts/key-instructions.sh [--keys N] [--quiet MS] [--settle S] [--file TEXT] [-- DEMO OPTIONS...]
#
# The demo runs with --single --caret middle on TEXT (default: the 20 KB of
# paragraphs of typometer.sh's 20k scenario). Only the event loop's handling
# of queued events is counted (the key, its edit and its frame), from after
# the first frame. Prints, per key: instructions in all of that, in the edit
# (the key binding), the frame step, the drawn state (the frame step
# included) and drawing, and the Swift objects allocated (swift_allocObject; callgrind counts calls
# outside the counted span too, so idle work while the keys come, such as spell checking, adds to
# that figure, where it adds no instructions to the others). Under valgrind the demo
# runs some fifty times slower, so keys come 300 ms apart (--quiet), and
# counting starts S seconds after the window shows (--settle, default 8;
# 40 lets the spell checking of a 30 KB text finish first, as it does
# before the first key outside valgrind).
# Needs valgrind, Xvfb, xdotool and python3; binutils' strip (valgrind 3.19
# cannot read the DWARF 5 the Swift toolchain writes, so a copy of the demo
# without it runs). TEXTAREA_BIN names the directory of the built executables
# (default .build/release); TEXTAREA_SCREEN the private Xvfb's screen (default
# 1920x1080x24; 4096x2160x24 for -- --geometry 4000x2000).
set -euo pipefail
cd "$(dirname "$0")/.."

script=key-instructions.sh
keys=40
quiet=300
settle=8
help_lines=2,26
source Scripts/key-harness.sh
harness_parse "$@"
bin="${TEXTAREA_BIN:-.build/release}"
for tool in valgrind callgrind_annotate callgrind_control Xvfb xdotool python3 strip; do
    command -v "$tool" >/dev/null || { echo "key-instructions.sh: $tool is missing (apt-get install valgrind xvfb xdotool python3 binutils)" >&2; exit 2; }
done
[[ -x "$bin/textarea-demo" && -x "$bin/textarea-bench" ]] || { echo "key-instructions.sh: build first: swift build -c release" >&2; exit 2; }

harness_work_directory key-instructions
harness_document
cp "$bin/textarea-demo" "$work/textarea-demo"
strip --strip-debug "$work/textarea-demo"

harness_start_xvfb "${TEXTAREA_SCREEN:-1920x1080x24}"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --collect-atstart=no \
    '--toggle-collect=*handleQueuedEvents*' \
    "$work/textarea-demo" --single --file "$work/document.txt" --caret middle "${demo_options[@]}" >"$work/demo.log" 2>&1 &
app_pid=$!
timeout 300 xdotool search --sync --onlyvisible --name '^TextArea demo$' >/dev/null
# Let the first frames and the idle work settle, then count from zero.
sleep "$settle"
callgrind_control -z "$app_pid" >/dev/null 2>&1
"$bin/textarea-bench" --typometer --window "TextArea demo" --keys "$keys" --timeout 10 --quiet "$quiet" --json >"$work/typometer.json"
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""

callgrind_annotate --inclusive=yes --threshold=100 "$work/callgrind.out" 2>/dev/null | swift demangle --simplified >"$work/inclusive.txt"
callgrind_annotate --tree=caller --threshold=100 "$work/callgrind.out" 2>/dev/null | swift demangle --simplified >"$work/callers.txt"
python3 - "$work/inclusive.txt" "$work/callers.txt" "$keys" <<'PYTHON'
import re, sys
inclusive, callers, keys = open(sys.argv[1]).read(), open(sys.argv[2]).read(), int(sys.argv[3])
def cost(pattern):
    best = 0
    for line in inclusive.splitlines():
        match = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+\S+?:(.*) \[", line)
        if match and pattern in match.group(2):
            best = max(best, int(match.group(1).replace(",", "")))
    return best
allocations = 0
for block in callers.split("\n\n"):
    if "*  ???:swift_allocObject [" in block:
        allocations += sum(int(n.replace(",", "")) for n in re.findall(r"< .*\(([\d,]+)x\)", block))
print(f"{'per key':<28} {'instructions':>12}")
for label, pattern in (("handling events", "TextAreaWindow.handleQueuedEvents()"),
                       ("edit", "TextArea.performKeyBinding(for:)"),
                       ("frame step", "TextViewport.makeFrame()"),
                       ("drawn state", "TextAreaView.drawnState(now:"),
                       ("drawing", "TextAreaView.draw(_:on:within:)")):
    print(f"{label:<28} {cost(pattern) / keys:>12,.0f}")
print(f"{'Swift objects allocated':<28} {allocations / keys:>12.1f}  (idle work between keys included)")
PYTHON
