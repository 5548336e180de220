#!/usr/bin/env python3
"""Generates Sources/TextAreaCore/Unicode/Bidi/BidiTables.generated.swift.

Reads the Unicode Character Database shipped by Debian's `unicode-data`
package and writes the data of the Unicode Bidirectional Algorithm (UAX #9):

* the Bidi_Class of every code point, from extracted/DerivedBidiClass.txt,
  with the defaults of unassigned code points its @missing lines give (checked
  against field 4 of UnicodeData.txt for every assigned code point), as a
  two-stage table like the line-break table of generate-unicode-tables.py:
  a stage-one index of blocks (two printable bytes per block number) and a
  stage-two list of deduplicated blocks (one printable byte per code point);
* the paired brackets of BidiBrackets.txt (rule N0), as fixed-width records
  sorted by code point: the bracket, its canonical equivalent, the canonical
  equivalent of its pair (from the singleton canonical decompositions of
  UnicodeData.txt, so U+2329/U+232A pair with U+3008/U+3009), and `o` or `c`;
* the mirrored glyphs of BidiMirroring.txt (rule L4), as fixed-width records
  sorted by code point: the character and its mirror.

Records are hexadecimal, so the literals stay readable and need no escapes.

Usage: Scripts/generate-bidi-tables.py [UCD directory] [output file]
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the scripts
from ucd_tables import (  # noqa: E402
    CODE_POINT_COUNT, best_two_stage, index_bytes, literal, unicode_data, write_source)

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    ROOT, "Sources", "TextAreaCore", "Unicode", "Bidi", "BidiTables.generated.swift")


# Bidi_Class values in the order of `BidiClass`'s raw values
# (Sources/TextAreaCore/Unicode/Bidi/BidiClass.swift); keep the two in step.
BIDI_CLASSES = [
    "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S",
    "WS", "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
]
CLASS_CODE = {name: code for code, name in enumerate(BIDI_CLASSES)}

# The long names used by the @missing lines of DerivedBidiClass.txt.
LONG_NAMES = {
    "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
    "European_Number": "EN", "European_Separator": "ES",
    "European_Terminator": "ET", "Arabic_Number": "AN",
    "Common_Separator": "CS", "Nonspacing_Mark": "NSM",
    "Boundary_Neutral": "BN", "Paragraph_Separator": "B",
    "Segment_Separator": "S", "White_Space": "WS", "Other_Neutral": "ON",
    "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO",
    "Right_To_Left_Embedding": "RLE", "Right_To_Left_Override": "RLO",
    "Pop_Directional_Format": "PDF", "Left_To_Right_Isolate": "LRI",
    "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI",
    "Pop_Directional_Isolate": "PDI",
}

# Hexadecimal digits per code point in the record tables.
RECORD_DIGITS = 6


def parse_ranges(path, missing=False):
    """Yields (first, last, fields) for each data line, or each @missing line if `missing`."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if missing:
                if not line.startswith("# @missing:"):
                    continue
                data = line[len("# @missing:"):].strip()
            else:
                data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [field.strip() for field in data.split(";")]
            bounds = fields[0].split("..")
            yield int(bounds[0], 16), int(bounds[-1], 16), fields[1:]


def unicode_data_entries():
    """Returns {code point: (bidi class, decomposition)} of UnicodeData.txt, ranges expanded."""
    return {point: (fields[4], fields[5]) for point, fields in unicode_data(UCD)}


def bidi_classes(entries):
    """Returns the Bidi_Class code of every code point, defaults included."""
    path = os.path.join(UCD, "extracted", "DerivedBidiClass.txt")
    names = ["L"] * CODE_POINT_COUNT
    # The @missing lines come general first, specific later: apply them in order.
    for first, last, fields in parse_ranges(path, missing=True):
        value = LONG_NAMES[fields[0]]
        for point in range(first, last + 1):
            names[point] = value
    for first, last, fields in parse_ranges(path):
        for point in range(first, last + 1):
            names[point] = fields[0]
    for point, (bidi, _) in entries.items():
        if names[point] != bidi:
            raise SystemExit(f"U+{point:04X}: DerivedBidiClass says {names[point]}, UnicodeData {bidi}")
    return bytearray(CLASS_CODE[name] for name in names)


def canonical(point, entries):
    """Returns the singleton canonical decomposition of a code point, or the code point itself."""
    decomposition = entries.get(point, ("", ""))[1]
    if decomposition and not decomposition.startswith("<") and " " not in decomposition:
        return int(decomposition, 16)
    return point


def bracket_records(entries):
    """Returns the sorted bracket records: code point, canonical self, canonical pair, o/c."""
    records = []
    for first, last, fields in parse_ranges(os.path.join(UCD, "BidiBrackets.txt")):
        if first != last:
            raise SystemExit("BidiBrackets.txt lists a range")
        pair, kind = int(fields[0], 16), fields[1]
        if kind not in ("o", "c"):
            raise SystemExit(f"U+{first:04X}: unknown bracket type {kind}")
        records.append((first, canonical(first, entries), canonical(pair, entries), kind))
    records.sort()
    return records


def mirroring_records():
    """Returns the sorted (code point, mirrored glyph) pairs of BidiMirroring.txt."""
    records = []
    for first, last, fields in parse_ranges(os.path.join(UCD, "BidiMirroring.txt")):
        if first != last:
            raise SystemExit("BidiMirroring.txt lists a range")
        records.append((first, int(fields[0], 16)))
    records.sort()
    return records


def wrap(text, width=100):
    """Returns a Swift multi-line string literal body, lines joined by escaped newlines."""
    lines = [text[start:start + width] for start in range(0, len(text), width)] or [""]
    return "\\\n".join(lines)


def hex_field(point):
    if point >= 16 ** RECORD_DIGITS:
        raise SystemExit(f"U+{point:X} does not fit in {RECORD_DIGITS} digits")
    return f"{point:0{RECORD_DIGITS}X}"


def main():
    entries = unicode_data_entries()
    classes = bidi_classes(entries)
    shift, index, leaves = best_two_stage(classes)
    brackets = bracket_records(entries)
    mirrors = mirroring_records()
    bracket_text = "".join(hex_field(p) + hex_field(s) + hex_field(q) + k for p, s, q, k in brackets)
    mirror_text = "".join(hex_field(p) + hex_field(m) for p, m in mirrors)
    source = f'''// swift-format-ignore-file
// (The tables are string literals, whose content formatting would change.)
// Generated by Scripts/generate-bidi-tables.py from the Unicode 15.0
// Character Database (extracted/DerivedBidiClass.txt, UnicodeData.txt,
// BidiBrackets.txt, BidiMirroring.txt). Do not edit; run the script to regenerate.
// Bidi-class blocks: {len(leaves) >> shift}; brackets: {len(brackets)}; mirrored pairs: {len(mirrors)}.

extension BidiTables {{
    /// Bidi classes: the number of the block of 2^{shift} code points that holds each code point.
    ///
    /// Two printable bytes per block, each a base-64 digit biased by 0x20, most significant first.
    static var classIndex: StaticString {{
        """
{literal(index_bytes(index))}
"""
    }}

    /// Bidi classes: the deduplicated blocks, one byte per code point, the raw value of ``BidiClass`` biased by 0x20.
    static var classLeaves: StaticString {{
        """
{literal(leaves)}
"""
    }}

    /// log2 of the block size of ``classIndex``.
    static var classBlockShift: UInt32 {{ {shift} }}

    /// The number of hexadecimal digits of a code point in ``brackets`` and ``mirrors``.
    static var recordDigits: Int {{ {RECORD_DIGITS} }}

    /// Paired brackets sorted by code point: the bracket, its canonical equivalent,
    /// the canonical equivalent of its pair (each ``recordDigits`` hexadecimal digits)
    /// and `o` (opening) or `c` (closing).
    static var brackets: StaticString {{
        """
{wrap(bracket_text, 95)}
"""
    }}

    /// The number of records in ``brackets``.
    static var bracketCount: Int {{ {len(brackets)} }}

    /// Mirrored glyphs sorted by code point: the character and its mirror, each ``recordDigits`` hexadecimal digits.
    static var mirrors: StaticString {{
        """
{wrap(mirror_text, 96)}
"""
    }}

    /// The number of records in ``mirrors``.
    static var mirrorCount: Int {{ {len(mirrors)} }}
}}
'''
    write_source(OUTPUT, source)


if __name__ == "__main__":
    main()
