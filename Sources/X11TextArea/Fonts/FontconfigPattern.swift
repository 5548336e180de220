import CX11
import TextAreaCore

/// Building and reading fontconfig patterns for ``Font`` values.
enum FontconfigPattern {
    /// Family names that stand for a kind of font rather than a font; not finding them by name is expected.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "ui-sans-serif",
        "ui-serif", "ui-monospace", "cursive", "fantasy", "emoji", "math",
    ]

    /// The families of `font`, in order, from its comma-separated ``Font/family``.
    static func families(of font: TextAreaCore.Font) -> [String] {
        font.family.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// The fontconfig name of `font`: ``Font/pattern`` with the characters fontconfig's name syntax reserves escaped in the family names.
    static func name(of font: TextAreaCore.Font) -> String {
        name(of: font, size: font.size)
    }

    /// The fontconfig name of `font` at `size` points.
    private static func name(of font: TextAreaCore.Font, size pointSize: Double) -> String {
        let escapedFamilies = families(of: font).map { family in
            var escaped = ""
            for character in family {
                if "\\-:,=".contains(character) { escaped.append("\\") }
                escaped.append(character)
            }
            return escaped
        }
        let size = ScaleLimits.format(pointSize)
        var name = escapedFamilies.joined(separator: ",") + ":size=" + size
        if font.weight == .bold { name += ":weight=bold" }
        if font.isItalic { name += ":slant=italic" }
        return name
    }

    /// Parses `font` with `FcNameParse` and sets its resolution; the caller destroys the pattern.
    ///
    /// The size is held to ``ScaleLimits/pixelSize`` pixels at `dpi`: a size
    /// from outside (`--font 'Sans:size=1e20'`) would otherwise reach
    /// fontconfig, Xft and HarfBuzz as a pixel size none of them can use.
    static func parse(_ font: TextAreaCore.Font, dpi: Double) -> OpaquePointer? {
        let size = ScaleLimits.clampedPointSize(font.size, dpi: dpi, name: font.family)
        let pattern = name(of: font, size: size).withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcNameParse($0) }
        }
        guard let pattern else { return nil }
        FcPatternDel(pattern, FC_DPI)
        FcPatternAddDouble(pattern, FC_DPI, dpi)
        return pattern
    }

    /// Every value of the string property `object` of `pattern` (a font may list several family names).
    static func strings(_ object: String, of pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>? = nil
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }

    /// The font file and face index of a matched pattern, identifying the face.
    static func faceKey(of pattern: OpaquePointer) -> String {
        var faceIndex: Int32 = 0
        FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
        return (strings(FC_FILE, of: pattern).first ?? "?") + "#" + String(faceIndex)
    }
}
