#!/usr/bin/python3
"""Wraps a UTF-8 file with Pango (python3-gi, gir1.2-pango-1.0) as a GtkTextView would, one layout
per paragraph at WIDTH pixels in FONT, word wrap, and prints the time and the line count as JSON.

usage: /usr/bin/python3 Scripts/pango-wrap.py FILE WIDTH [FONT]   (FONT defaults to "DejaVu Sans 12")"""
import json
import sys
import time

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402


def main():
    path, width = sys.argv[1], float(sys.argv[2])
    font = sys.argv[3] if len(sys.argv) > 3 else "DejaVu Sans 12"
    with open(path, encoding="utf-8") as handle:
        paragraphs = handle.read().split("\n")
    context = PangoCairo.FontMap.get_default().create_context()
    layout = Pango.Layout.new(context)
    layout.set_font_description(Pango.FontDescription.from_string(font))
    layout.set_width(int(width * Pango.SCALE))
    layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    start = time.monotonic()
    lines = 0
    for paragraph in paragraphs:
        layout.set_text(paragraph, -1)
        lines += layout.get_line_count()
    elapsed = time.monotonic() - start
    size = sum(len(p.encode("utf-8")) + 1 for p in paragraphs)
    print(json.dumps({"peer": "pango", "bytes": size, "lines": lines, "seconds": round(elapsed, 3),
                      "mb_per_s": round(size / elapsed / 1e6, 2)}))


main()
