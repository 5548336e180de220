"""What the Unicode table generators share: reading UCD property files, and writing a property of every code
point as a compact two-stage table of printable string literals (a stage-one index of block numbers, two base-64
digits each, and the deduplicated blocks, one byte per code point), as the Swift readers of
Sources/TextAreaCore/Unicode expect."""

import os

CODE_POINT_COUNT = 0x110000
# Stored bytes are biased into printable ASCII; block numbers are two base-64 digits.
BIAS = 0x20
INDEX_DIGIT_BITS = 6


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


def unicode_data(ucd):
    """Yields (code point, fields) for each code point UnicodeData.txt in the directory `ucd` assigns, its
    First/Last ranges expanded (every point of a range gets the range's fields)."""
    range_start = None
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split(";")
            code = int(fields[0], 16)
            name = fields[1]
            if name.endswith(", First>"):
                range_start = code
                continue
            if name.endswith(", Last>"):
                for point in range(range_start, code + 1):
                    yield point, fields
                range_start = None
                continue
            yield code, fields


def general_categories(ucd):
    """Returns the General_Category of every code point ("Cn" where unassigned)."""
    categories = ["Cn"] * CODE_POINT_COUNT
    for point, fields in unicode_data(ucd):
        categories[point] = fields[2]
    return categories


def write_source(path, source):
    """Writes a generated Swift file, making its directory if needed, and says so."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(source)
    print(f"wrote {path} ({len(source)} bytes)")


def code_points_with(path, wanted):
    """Returns the set of code points whose value in a UCD file is in `wanted`."""
    result = set()
    for first, last, value in parse_ranges(path):
        if value in wanted:
            result.update(range(first, last + 1))
    return result


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
