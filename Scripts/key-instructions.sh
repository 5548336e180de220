#!/usr/bin/env bash
# Instructions and allocations per keystroke inside textarea-demo, counted by
# valgrind's callgrind while `textarea-bench --typometer` types into the demo
# on a private Xvfb: the same figures on every run of the same build, where
# key-to-pixels latencies drift by tens of microseconds from run to run.
#
#   swift build -c release
#   Scripts/key-instructions.sh [--keys N] [--file TEXT] [-- DEMO OPTIONS...]
#
# The demo runs with --single --caret middle on TEXT (default: the 20 KB of
# paragraphs of typometer.sh's 20k scenario). Only the event loop's handling
# of queued events is counted (the key, its edit and its frame), from after
# the first frame. Prints, per key: instructions in all of that, in the edit
# (the key binding), the frame step, the drawn state (the frame step
# included) and drawing, and the Swift objects allocated (swift_allocObject). Under valgrind the demo
# runs some fifty times slower, so keys come 300 ms apart.
# Needs valgrind, Xvfb, xdotool and python3; binutils' strip (valgrind 3.19
# cannot read the DWARF 5 the Swift toolchain writes, so a copy of the demo
# without it runs). TEXTAREA_BIN names the directory of the built executables
# (default .build/release).
set -euo pipefail
cd "$(dirname "$0")/.."

keys=40
file=""
while (($# > 0)); do
    case "$1" in
        --keys) keys="$2"; shift 2 ;;
        --file) file="$2"; shift 2 ;;
        --) shift; break ;;
        --help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "key-instructions.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
bin="${TEXTAREA_BIN:-.build/release}"
for tool in valgrind callgrind_annotate callgrind_control Xvfb xdotool python3 strip; do
    command -v "$tool" >/dev/null || { echo "key-instructions.sh: $tool is missing (apt-get install valgrind xvfb xdotool python3 binutils)" >&2; exit 2; }
done
[[ -x "$bin/textarea-demo" && -x "$bin/textarea-bench" ]] || { echo "key-instructions.sh: build first: swift build -c release" >&2; exit 2; }

work="$(mktemp -d /tmp/textarea-key-instructions-XXXXXX)"
xvfb_pid=""
app_pid=""
cleanup() {
    [[ -n "$app_pid" ]] && kill "$app_pid" 2>/dev/null || true
    [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

if [[ -z "$file" ]]; then
    python3 Scripts/typometer-texts.py "$work" text-20k.txt
    file="$work/text-20k.txt"
fi
cp "$file" "$work/document.txt"
cp "$bin/textarea-demo" "$work/textarea-demo"
strip --strip-debug "$work/textarea-demo"

exec 3>"$work/display-number"
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
exec 3>&-
for _ in $(seq 200); do [[ -s "$work/display-number" ]] && break; sleep 0.05; done
export DISPLAY=":$(head -n 1 "$work/display-number")"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --collect-atstart=no \
    '--toggle-collect=*handleQueuedEvents*' \
    "$work/textarea-demo" --single --file "$work/document.txt" --caret middle "$@" >"$work/demo.log" 2>&1 &
app_pid=$!
timeout 300 xdotool search --sync --onlyvisible --name '^TextArea demo$' >/dev/null
# Let the first frames and the idle layout settle, then count from zero.
sleep 8
callgrind_control -z "$app_pid" >/dev/null 2>&1
"$bin/textarea-bench" --typometer --window "TextArea demo" --keys "$keys" --timeout 10 --quiet 300 --json >"$work/typometer.json"
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
print(f"{'Swift objects allocated':<28} {allocations / keys:>12.1f}  (all the event handling counted)")
PYTHON
