#!/usr/bin/env python3
"""Generates Sources/TextAreaCore/Unicode/UnicodeTables.generated.swift.

Reads the Unicode Character Database shipped by Debian's `unicode-data`
package (LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt and
emoji/emoji-data.txt) and writes two compact two-stage lookup tables:

* the line-break property code of every code point: its UAX #14 Line_Break
  class, or one of a few variant codes that carry the extra facts the
  algorithm needs (East Asian width of OP and CP for LB30, Extended_Pictographic
  unassigned ID for LB30b, general category Mn/Mc of SA for LB1);
* the terminal cell width (0, 1 or 2) of every code point.

Each table is a stage-one index of blocks (two printable bytes per block
number) and a stage-two list of deduplicated blocks (one printable byte per
code point). Both are emitted as string literals, so they live in the binary's
constant data, need no initialisation at run time and compile quickly.

Usage: Scripts/generate-unicode-tables.py [UCD directory] [output file]
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the scripts
from ucd_tables import (  # noqa: E402
    CODE_POINT_COUNT, best_two_stage, general_categories, index_bytes, literal, parse_ranges, write_source)

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    ROOT, "Sources", "TextAreaCore", "Unicode", "UnicodeTables.generated.swift")


# Line_Break classes in the order of `LineBreakClass`'s raw values
# (Sources/TextAreaCore/Unicode/LineBreakClass.swift); keep the two in step.
LINE_BREAK_CLASSES = [
    "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL",
    "BA", "HY", "NS", "BB", "B2", "CB", "CL", "CP", "EX", "IS",
    "SY", "OP", "QU", "IN", "PR", "PO", "NU", "AL", "HL", "ID",
    "EB", "EM", "H2", "H3", "JL", "JV", "JT", "RI", "AI", "SG",
    "XX", "SA", "CJ",
]
CLASS_CODE = {name: code for code, name in enumerate(LINE_BREAK_CLASSES)}

# Variant codes after the plain classes; keep in step with
# `LineBreakPropertyCode` (Sources/TextAreaCore/Unicode/LineBreakPropertyCode.swift).
CODE_OPEN_EAST_ASIAN = len(LINE_BREAK_CLASSES)            # OP with East_Asian_Width F, W or H
CODE_CLOSE_PARENTHESIS_EAST_ASIAN = CODE_OPEN_EAST_ASIAN + 1  # CP with East_Asian_Width F, W or H
CODE_PICTOGRAPHIC_UNASSIGNED = CODE_OPEN_EAST_ASIAN + 2   # ID, Extended_Pictographic and unassigned
CODE_COMPLEX_CONTEXT_MARK = CODE_OPEN_EAST_ASIAN + 3      # SA with General_Category Mn or Mc


def east_asian_widths():
    """Returns the East_Asian_Width of every code point, with the documented defaults."""
    widths = ["N"] * CODE_POINT_COUNT
    # Defaults stated in the header of EastAsianWidth.txt: unassigned code
    # points in these ranges are Wide.
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for point in range(first, last + 1):
            widths[point] = "W"
    for first, last, value in parse_ranges(os.path.join(UCD, "EastAsianWidth.txt")):
        for point in range(first, last + 1):
            widths[point] = value
    return widths


def line_break_classes():
    """Returns the Line_Break class of every code point, with the documented defaults."""
    classes = ["XX"] * CODE_POINT_COUNT
    # Defaults stated in the header of LineBreak.txt (LB1 input): unassigned
    # code points in these ranges are ID, or PR in Currency Symbols.
    for first, last, value in [(0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"),
                               (0xF900, 0xFAFF, "ID"), (0x20000, 0x2FFFD, "ID"),
                               (0x30000, 0x3FFFD, "ID"), (0x1F000, 0x1FAFF, "ID"),
                               (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR")]:
        for point in range(first, last + 1):
            classes[point] = value
    for first, last, value in parse_ranges(os.path.join(UCD, "LineBreak.txt")):
        for point in range(first, last + 1):
            classes[point] = value
    return classes


def extended_pictographic():
    """Returns the set of Extended_Pictographic code points."""
    result = set()
    path = os.path.join(UCD, "emoji", "emoji-data.txt")
    for first, last, value in parse_ranges(path):
        if value == "Extended_Pictographic":
            result.update(range(first, last + 1))
    return result


def line_break_codes(classes, categories, widths, pictographic):
    """Returns the property code of every code point."""
    codes = bytearray(CODE_POINT_COUNT)
    for point in range(CODE_POINT_COUNT):
        name = classes[point]
        code = CLASS_CODE[name]
        if name == "OP" and widths[point] in ("F", "W", "H"):
            code = CODE_OPEN_EAST_ASIAN
        elif name == "CP" and widths[point] in ("F", "W", "H"):
            code = CODE_CLOSE_PARENTHESIS_EAST_ASIAN
        elif name == "SA" and categories[point] in ("Mn", "Mc"):
            code = CODE_COMPLEX_CONTEXT_MARK
        elif point in pictographic and categories[point] == "Cn":
            if name != "ID":
                raise SystemExit(f"U+{point:04X}: unassigned pictographic but not ID")
            code = CODE_PICTOGRAPHIC_UNASSIGNED
        codes[point] = code
    return codes


def cell_widths(categories, widths):
    """Returns the terminal cell width (0, 1 or 2) of every code point."""
    cells = bytearray(CODE_POINT_COUNT)
    for point in range(CODE_POINT_COUNT):
        category = categories[point]
        if point == 0x00AD:
            cells[point] = 1  # SOFT HYPHEN shows as a hyphen when a line breaks there.
        elif category in ("Mn", "Me", "Cf", "Cc"):
            cells[point] = 0
        elif 0x1160 <= point <= 0x11FF or 0xD7B0 <= point <= 0xD7FF:
            cells[point] = 0  # Hangul medial vowels and final consonants join the syllable.
        elif widths[point] in ("W", "F"):
            cells[point] = 2
        else:
            cells[point] = 1
    return cells


def table_source(name, summary, values):
    shift, index, leaves = best_two_stage(values)
    return f'''
    /// {summary}: the number of the block of 2^{shift} code points that holds each code point.
    ///
    /// Two printable bytes per block, each a base-64 digit biased by 0x20, most significant first.
    static var {name}Index: StaticString {{
        """
{literal(index_bytes(index))}
"""
    }}

    /// {summary}: the deduplicated blocks, one byte biased by 0x20 per code point.
    static var {name}Leaves: StaticString {{
        """
{literal(leaves)}
"""
    }}

    /// log2 of the block size of ``{name}Index``.
    static var {name}BlockShift: UInt32 {{ {shift} }}
''', len(index), len(leaves) // (1 << shift)


def main():
    categories = general_categories(UCD)
    widths = east_asian_widths()
    classes = line_break_classes()
    pictographic = extended_pictographic()
    codes = line_break_codes(classes, categories, widths, pictographic)
    cells = cell_widths(categories, widths)
    line_break, _, line_break_blocks = table_source(
        "lineBreak", "Line-break property codes", codes)
    width, _, width_blocks = table_source("cellWidth", "Cell widths", cells)
    source = f'''// swift-format-ignore-file
// (The tables are string literals, whose content formatting would change.)
// Generated by Scripts/generate-unicode-tables.py from the Unicode 15.0
// Character Database (LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt,
// emoji/emoji-data.txt). Do not edit; run the script to regenerate.
// Line-break blocks: {line_break_blocks}; cell-width blocks: {width_blocks}.

extension UnicodeTables {{{line_break}{width}}}
'''
    write_source(OUTPUT, source)


if __name__ == "__main__":
    main()
