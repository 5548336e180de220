#!/usr/bin/env bash
# Wraps the same multilingual document with real fonts in TextArea (textarea-measure, release build)
# and in Pango (Scripts/pango-wrap.py), on the current display, and prints both times and the ratio.
# usage: DISPLAY=:N Scripts/wrap-vs-pango.sh [SIZE_MB] [WIDTH]   (defaults 10 and 600)
# needs python3-gi and gir1.2-pango-1.0 (not needed by the tests), and an X display for Xft.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-10}
width=${2:-600}
document=$(mktemp --suffix=.txt)
trap 'rm -f "$document"' EXIT
swift build -c release --product textarea-measure >/dev/null
swift build -c release --product textarea-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
"$bin/textarea-bench" --corpus multilingual "$size" >"$document"
measure=$bin/textarea-measure
start=$(date +%s.%N)
lines=$("$measure" --font "DejaVu Sans:size=12" --width "$width" <"$document" | wc -l)
end=$(date +%s.%N)
ours=$(/usr/bin/python3 -c "print(round($end - $start, 3))")
bytes=$(stat -c %s "$document")
echo "{\"peer\":\"textarea\",\"bytes\":$bytes,\"lines\":$lines,\"seconds\":$ours}"
pango=$(/usr/bin/python3 Scripts/pango-wrap.py "$document" "$width" "DejaVu Sans 12")
echo "$pango"
pango_seconds=$(echo "$pango" | sed 's/.*"seconds": \([0-9.]*\).*/\1/')
echo "ratio (Pango time / TextArea time, whole process for TextArea): $(/usr/bin/python3 -c "print(round($pango_seconds / $ours, 1))")"
