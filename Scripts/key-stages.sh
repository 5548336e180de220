#!/usr/bin/env bash
# Where a keystroke's time goes inside textarea-demo: uprobes on the stages of
# a key press (input method and dispatch, the edit, the frame step, the drawn
# state, drawing, copy and flush), read while `textarea-bench --typometer`
# types into the demo on a private Xvfb; prints the median and mean of each.
#
#   swift build -c release
#   sudo Scripts/key-stages.sh [--keys N] [--quiet MS] [--settle S] [--file TEXT] [-- DEMO OPTIONS...]
#
# The demo runs with --single --caret middle on TEXT (default: the 20 KB of
# paragraphs of typometer.sh's 20k scenario, from Scripts/typometer-texts.py).
# Stages, in µs from the key's bytes being read off the socket:
#   recv -> key         reading the event, the input method's filter, dispatch
#   edit                TextArea.performKeyBinding: the edit, re-wrap, notifications
#   frame step          TextViewport.makeFrame (the core's frame)
#   drawn state         TextAreaView.drawnState (the frame step and the lines as drawn)
#   present             FramePresenter.present (drawn state, comparison, drawing)
#   draw                TextAreaView.draw (fills and glyphs into the back buffer)
#   copy -> flush       copying to the window until the request goes out
#   recv -> flush       the whole of the window's work for the key
# Each probe costs about a microsecond, so the figures run a little high;
# compare builds with the same script. Needs root (uprobes), perf
# (linux-perf), Xvfb, xdotool and python3.
# --quiet MS is the typometer's settling time before each key (default 100):
# with keys a few milliseconds apart the window's work runs warm, with 100 ms
# between them (as people type, and as Scripts/typometer.sh measures) cold.
# --settle S waits S seconds after the window shows before recording (default 0).
# TEXTAREA_BIN names the directory of the built executables (default .build/release).
set -euo pipefail
cd "$(dirname "$0")/.."

script=key-stages.sh
keys=200
quiet=100
settle=0
help_lines=2,28
source Scripts/key-harness.sh
harness_parse "$@"
bin="${TEXTAREA_BIN:-.build/release}"
demo="$bin/textarea-demo"
for tool in perf Xvfb xdotool python3 nm; do
    command -v "$tool" >/dev/null || { echo "key-stages.sh: $tool is missing" >&2; exit 2; }
done
[[ -x "$demo" && -x "$bin/textarea-bench" ]] || { echo "key-stages.sh: build first: swift build -c release" >&2; exit 2; }
[[ $(id -u) -eq 0 ]] || { echo "key-stages.sh: uprobes need root" >&2; exit 2; }

harness_more_cleanup() {
    perf probe -q -d 'textarea_stage:*' >/dev/null 2>&1 || true
}
harness_work_directory key-stages
harness_document

# The probes: an entry and a return probe on each stage's function, found by its demangled name.
symbols="$(nm "$demo" | grep ' [tT] ' | awk '{print $1, $3}')"
demangled="$(echo "$symbols" | awk '{print $2}' | swift demangle --compact)"
probe() {  # probe NAME DEMANGLED-PREFIX
    local line address
    line="$(paste -d' ' <(echo "$symbols" | awk '{print $1}') <(echo "$demangled") | grep -F " $2" | head -n 1)"
    [[ -n "$line" ]] || { echo "key-stages.sh: no function '$2' in $demo" >&2; exit 1; }
    address="0x${line%% *}"
    perf probe -q -x "$demo" -a "textarea_stage:$1=$address" >/dev/null
    perf probe -q -x "$demo" -a "textarea_stage:${1}_end=$address%return" >/dev/null
}
perf probe -q -d 'textarea_stage:*' >/dev/null 2>&1 || true
probe key "X11TextArea.KeyboardInput.handleKeyPress(_: inout"
probe edit "TextAreaCore.TextArea.performKeyBinding(for"
probe frame "TextAreaCore.TextViewport.makeFrame()"
probe state "X11TextArea.TextAreaView.drawnState(now"
probe present "X11TextArea.FramePresenter.present(views"
probe draw "X11TextArea.TextAreaView.draw(_: X11TextArea.DrawnViewState"
probe copy "X11TextArea.FramePresenter.copyToWindow()"

harness_start_xvfb 4096x2160x24
"$demo" --single --file "$work/document.txt" --caret middle "${demo_options[@]}" >"$work/demo.log" 2>&1 &
app_pid=$!
timeout 120 xdotool search --sync --onlyvisible --name '^TextArea demo$' >/dev/null
sleep "$settle"
perf record -q -e 'textarea_stage:*' -e syscalls:sys_exit_recvmsg -e syscalls:sys_exit_read \
    -e syscalls:sys_enter_writev -e syscalls:sys_enter_write -p "$app_pid" -o "$work/perf.data" >/dev/null 2>&1 &
recorder=$!
# Let the recorder attach before the first key.
sleep 0.5
"$bin/textarea-bench" --typometer --window "TextArea demo" --keys "$keys" --quiet "$quiet" --json
kill -INT "$recorder"
wait "$recorder" || true
perf script -i "$work/perf.data" -F tid,time,event 2>/dev/null >"$work/events.txt"

python3 - "$work/events.txt" <<'PYTHON'
import statistics, sys
events = []
for line in open(sys.argv[1]):
    fields = line.split()
    if len(fields) >= 3:
        events.append((int(fields[0]), float(fields[1].rstrip(":")) * 1e6, fields[2].rstrip(":").split(":")[-1]))
main = next((tid for tid, _, name in events if name == "key"), None)
if main is None:
    sys.exit("key-stages.sh: no key press was seen")
events = [event for event in events if event[0] == main]
stages = {}
def add(name, value):
    stages.setdefault(name, []).append(value)
for index, (_, time, name) in enumerate(events):
    if name != "key":
        continue
    received = None
    for _, earlier, earlier_name in reversed(events[max(index - 60, 0):index]):
        if earlier_name in ("sys_exit_recvmsg", "sys_exit_read"):
            received = earlier
            break
        if earlier_name == "key":
            break
    marks = {}
    for position in range(index + 1, min(index + 400, len(events))):
        _, later, later_name = events[position]
        if later_name == "key":
            break
        marks.setdefault(later_name, later)
        if later_name == "copy_end__return":
            for _, flush, flush_name in events[position + 1:position + 10]:
                if flush_name in ("sys_enter_writev", "sys_enter_write"):
                    marks["flush"] = flush
                    break
            break
    if received is None or "flush" not in marks:
        continue
    add("recv -> key", time - received)
    for label, name in (("edit", "edit"), ("frame step", "frame"), ("drawn state", "state"),
                        ("present", "present"), ("draw", "draw")):
        if name in marks and f"{name}_end__return" in marks:
            add(label, marks[f"{name}_end__return"] - marks[name])
    add("copy -> flush", marks["flush"] - marks["copy"])
    add("recv -> flush", marks["flush"] - received)
print(f"{'stage':<16} {'keys':>5} {'p50 µs':>8} {'mean µs':>8}")
for label, values in stages.items():
    print(f"{label:<16} {len(values):>5} {statistics.median(values):>8.1f} {statistics.mean(values):>8.1f}")
PYTHON
