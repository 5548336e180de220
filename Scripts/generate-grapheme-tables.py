#!/usr/bin/env python3
"""Generates Sources/TextAreaCore/Unicode/Grapheme/GraphemeTables.generated.swift.

Reads the Unicode Character Database shipped by Debian's `unicode-data`
package (UnicodeData.txt, DerivedCoreProperties.txt, emoji/emoji-data.txt and
auxiliary/GraphemeBreakProperty.txt) and writes one compact two-stage lookup
table: the grapheme role of every code point, in the order of `GraphemeRole`'s
raw values (Sources/TextAreaCore/Unicode/Grapheme/GraphemeRole.swift):

0. simple: Grapheme_Cluster_Break Other or Control, and not continuing (below).
   Between two simple scalars UAX #29 always has a boundary (GB4, GB5, GB999:
   the rules that join need Extend, ZWJ, SpacingMark, Prepend, a Hangul jamo
   or syllable, or a regional indicator on one side).
1. continuing: what `Unicode.Scalar.continuesGraphemeCluster` has always
   answered true for: ZWJ, Grapheme_Extend, Emoji_Modifier, General_Category
   Spacing_Mark, U+0E33, U+0EB3 and the Hangul vowel and final jamo, except in
   the blocks it settles without a property lookup (see `continues_cluster()`).
2. special: everything else that is assigned (CR, LF, Prepend,
   Regional_Indicator, L, LV, LVT).
3. unassigned in this version: the caller asks the standard library.

The table is a stage-one index of blocks (two printable bytes per block
number) and a stage-two list of deduplicated blocks (one printable byte per
code point), both string literals, like the line-break table of
Scripts/generate-unicode-tables.py.

Usage: Scripts/generate-grapheme-tables.py [UCD directory] [output file]
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the scripts
from ucd_tables import (  # noqa: E402
    CODE_POINT_COUNT, parse_ranges, code_points_with, best_two_stage, literal, index_bytes)

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    ROOT, "Sources", "TextAreaCore", "Unicode", "Grapheme", "GraphemeTables.generated.swift")


# Raw values of `GraphemeRole`; keep the two in step.
SIMPLE, CONTINUING, SPECIAL, UNASSIGNED = 0, 1, 2, 3


def general_categories():
    """Returns the General_Category of every code point, None where unassigned (UnicodeData.txt, with its ranges)."""
    categories = [None] * CODE_POINT_COUNT
    range_start = None
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as handle:
        for line in handle:
            fields = line.split(";")
            point = int(fields[0], 16)
            name = fields[1]
            category = fields[2]
            if name.endswith(", First>"):
                range_start = point
                continue
            if name.endswith(", Last>"):
                for inside in range(range_start, point + 1):
                    categories[inside] = category
                range_start = None
                continue
            categories[point] = category
    return categories


def grapheme_break_values():
    """Returns the Grapheme_Cluster_Break value of every code point (Other by default)."""
    values = ["Other"] * CODE_POINT_COUNT
    for first, last, value in parse_ranges(os.path.join(UCD, "auxiliary", "GraphemeBreakProperty.txt")):
        for point in range(first, last + 1):
            values[point] = value
    return values


def continues_cluster(point, extend, modifier, category):
    """`Unicode.Scalar.continuesGraphemeCluster`, from the UCD instead of the standard library's properties."""
    if point < 0x300:
        return False
    if 0x3400 <= point <= 0x9FFF or 0xAC00 <= point <= 0xD7A3:
        return False
    if 0x3040 <= point <= 0x30FF:
        return point in (0x3099, 0x309A)
    if 0x1F000 <= point <= 0x1FAFF:
        return 0x1F3FB <= point <= 0x1F3FF
    return (point == 0x200D or point in extend or point in modifier or category == "Mc"
            or point in (0x0E33, 0x0EB3) or 0x1160 <= point <= 0x11FF or 0xD7B0 <= point <= 0xD7FF)


def roles():
    """Returns the role of every code point."""
    categories = general_categories()
    breaks = grapheme_break_values()
    extend = code_points_with(os.path.join(UCD, "DerivedCoreProperties.txt"), {"Grapheme_Extend"})
    modifier = code_points_with(os.path.join(UCD, "emoji", "emoji-data.txt"), {"Emoji_Modifier"})
    result = bytearray(CODE_POINT_COUNT)
    for point in range(CODE_POINT_COUNT):
        category = categories[point]
        if category is None or category == "Cs":
            result[point] = UNASSIGNED
        elif continues_cluster(point, extend, modifier, category):
            result[point] = CONTINUING
        elif breaks[point] in ("Other", "Control"):
            result[point] = SIMPLE
        else:
            result[point] = SPECIAL
    return result


def main():
    shift, index, leaves = best_two_stage(roles())
    source = f'''// swift-format-ignore-file
// (The tables are string literals, whose content formatting would change.)
// Generated by Scripts/generate-grapheme-tables.py from the Unicode 15.0
// Character Database (UnicodeData.txt, DerivedCoreProperties.txt,
// emoji/emoji-data.txt, auxiliary/GraphemeBreakProperty.txt). Do not edit;
// run the script to regenerate.
// Blocks: {len(leaves) >> shift}.

extension GraphemeTables {{
    /// Grapheme roles: the number of the block of 2^{shift} code points that holds each code point.
    ///
    /// Two printable bytes per block, each a base-64 digit biased by 0x20, most significant first.
    static var index: StaticString {{
        """
{literal(index_bytes(index))}
"""
    }}

    /// Grapheme roles: the deduplicated blocks, one byte biased by 0x20 per code point.
    static var leaves: StaticString {{
        """
{literal(leaves)}
"""
    }}

    /// log2 of the block size of ``index``.
    static var blockShift: UInt32 {{ {shift} }}
}}
'''
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(source)
    print(f"wrote {OUTPUT} ({len(source)} bytes)")


if __name__ == "__main__":
    main()
