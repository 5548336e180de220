#!/usr/bin/env python3
"""Generates Sources/TextAreaCore/Unicode/WordBreak/WordBreakTables.generated.swift.

Reads the Unicode Character Database shipped by Debian's `unicode-data`
package (auxiliary/WordBreakProperty.txt, emoji/emoji-data.txt, LineBreak.txt
and Scripts.txt) and writes one compact two-stage lookup table: the word-break
property code of every code point. A code packs

* the UAX #29 Word_Break value of the code point, and
* one variant: Extended_Pictographic (rule WB3c), or membership of a script
  that only a dictionary can split into words: Line_Break=SA (Thai, Lao,
  Khmer, Myanmar and their neighbours), or Han, Hiragana and Katakana.

as `value + CLASS_COUNT * variant`.

The table is a stage-one index of blocks (two printable bytes per block
number) and a stage-two list of deduplicated blocks (one printable byte per
code point), both string literals, like the line-break table of
Scripts/generate-unicode-tables.py.

Usage: Scripts/generate-word-break-tables.py [UCD directory] [output file]
"""

import os
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    ROOT, "Sources", "TextAreaCore", "Unicode", "WordBreak", "WordBreakTables.generated.swift")

CODE_POINT_COUNT = 0x110000

# Word_Break values in the order of `WordBreakProperty`'s raw values
# (Sources/TextAreaCore/Unicode/WordBreak/WordBreakProperty.swift); keep the two in step.
WORD_BREAK_VALUES = [
    "Other", "CR", "LF", "Newline", "Extend", "ZWJ", "Regional_Indicator", "Format",
    "Katakana", "Hebrew_Letter", "ALetter", "Single_Quote", "Double_Quote", "MidNumLet",
    "MidLetter", "MidNum", "Numeric", "ExtendNumLet", "WSegSpace",
]
VALUE_CODE = {name: code for code, name in enumerate(WORD_BREAK_VALUES)}
CLASS_COUNT = len(WORD_BREAK_VALUES)

# Variants; keep in step with `WordBreakPropertyCode`
# (Sources/TextAreaCore/Unicode/WordBreak/WordBreakPropertyCode.swift).
VARIANT_PLAIN = 0
VARIANT_PICTOGRAPHIC = 1      # Extended_Pictographic
VARIANT_COMPLEX_CONTEXT = 2   # Line_Break=SA: Thai, Lao, Khmer, Myanmar, ...
VARIANT_IDEOGRAPHIC = 3       # Script Han, Hiragana or Katakana, or Word_Break=Katakana

# Printable ASCII carries the table bytes: a value v is stored as chr(BIAS + v).
BIAS = 0x20
INDEX_DIGIT_BITS = 6
# Scripts Chinese and Japanese dictionaries split.
IDEOGRAPHIC_SCRIPTS = {"Han", "Hiragana", "Katakana"}


def parse_ranges(path):
    """Yields (first, last, value) for each data line of a UCD property file."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [field.strip() for field in data.split(";")]
            bounds = fields[0].split("..")
            yield int(bounds[0], 16), int(bounds[-1], 16), fields[1]


def word_break_values():
    """Returns the Word_Break value of every code point (Other by default, as the file's @missing line says)."""
    values = ["Other"] * CODE_POINT_COUNT
    for first, last, value in parse_ranges(os.path.join(UCD, "auxiliary", "WordBreakProperty.txt")):
        if value not in VALUE_CODE:
            raise SystemExit(f"unknown Word_Break value {value}")
        for point in range(first, last + 1):
            values[point] = value
    return values


def code_points_with(path, wanted):
    """Returns the set of code points whose value in a UCD file is in `wanted`."""
    result = set()
    for first, last, value in parse_ranges(path):
        if value in wanted:
            result.update(range(first, last + 1))
    return result


def word_break_codes(values, pictographic, complex_context, ideographic):
    """Returns the property code of every code point."""
    codes = bytearray(CODE_POINT_COUNT)
    for point in range(CODE_POINT_COUNT):
        variants = []
        if point in pictographic:
            variants.append(VARIANT_PICTOGRAPHIC)
        if point in complex_context:
            variants.append(VARIANT_COMPLEX_CONTEXT)
        if point in ideographic:
            variants.append(VARIANT_IDEOGRAPHIC)
        if len(variants) > 1:
            raise SystemExit(f"U+{point:04X} has more than one variant: {variants}")
        codes[point] = VALUE_CODE[values[point]] + CLASS_COUNT * (variants[0] if variants else VARIANT_PLAIN)
    return codes


def two_stage(values, shift):
    """Splits values into deduplicated blocks of 2**shift; returns (index, leaves)."""
    size = 1 << shift
    blocks = {}
    index = []
    leaves = bytearray()
    for start in range(0, len(values), size):
        block = bytes(values[start:start + size])
        number = blocks.get(block)
        if number is None:
            number = len(blocks)
            blocks[block] = number
            leaves += block
        index.append(number)
    if len(blocks) >= 1 << (2 * INDEX_DIGIT_BITS):
        raise SystemExit("too many distinct blocks for a two-digit index")
    return index, leaves


def best_two_stage(values):
    """Returns (shift, index, leaves) with the smallest total size."""
    best = None
    # Blocks of at least 128 code points keep ASCII in the first 128 leaf bytes.
    for shift in range(7, 10):
        index, leaves = two_stage(values, shift)
        size = 2 * len(index) + len(leaves)
        if best is None or size < best[0]:
            best = (size, shift, index, leaves)
    return best[1], best[2], best[3]


def literal(data, width=100):
    """Returns the Swift multi-line string literal body of printable bytes, escaped."""
    lines = []
    line = ""
    for value in data:
        character = chr(BIAS + value)
        if not 0x20 <= ord(character) <= 0x7E:
            raise SystemExit(f"value {value} does not fit in printable ASCII")
        piece = "\\" + character if character in "\\\"" else character
        if len(line) + len(piece) > width:
            lines.append(line + "\\")
            line = ""
        line += piece
    lines.append(line)
    return "\n".join(lines)


def index_bytes(index):
    """Encodes block numbers as two base-64 digits each, most significant first."""
    data = bytearray()
    mask = (1 << INDEX_DIGIT_BITS) - 1
    for number in index:
        data.append(number >> INDEX_DIGIT_BITS)
        data.append(number & mask)
    return data


def main():
    values = word_break_values()
    pictographic = code_points_with(os.path.join(UCD, "emoji", "emoji-data.txt"), {"Extended_Pictographic"})
    complex_context = code_points_with(os.path.join(UCD, "LineBreak.txt"), {"SA"})
    ideographic = code_points_with(os.path.join(UCD, "Scripts.txt"), IDEOGRAPHIC_SCRIPTS)
    ideographic.update(point for point in range(CODE_POINT_COUNT) if values[point] == "Katakana")
    ideographic.add(0x3006)  # IDEOGRAPHIC CLOSING MARK (Common) is written inside Japanese words.
    codes = word_break_codes(values, pictographic, complex_context, ideographic)
    shift, index, leaves = best_two_stage(codes)
    source = f'''// swift-format-ignore-file
// (The tables are string literals, whose content formatting would change.)
// Generated by Scripts/generate-word-break-tables.py from the Unicode 15.0
// Character Database (auxiliary/WordBreakProperty.txt, emoji/emoji-data.txt,
// LineBreak.txt, Scripts.txt). Do not edit; run the script to regenerate.
// Blocks: {len(leaves) >> shift}.

extension WordBreakTables {{
    /// Word-break property codes: the number of the block of 2^{shift} code points that holds each code point.
    ///
    /// Two printable bytes per block, each a base-64 digit biased by 0x20, most significant first.
    static var index: StaticString {{
        """
{literal(index_bytes(index))}
"""
    }}

    /// Word-break property codes: the deduplicated blocks, one byte biased by 0x20 per code point.
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
