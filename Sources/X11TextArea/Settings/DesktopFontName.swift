import TextAreaCore

/// Reading a desktop font name in Pango's form (`Gtk/FontName`), such as `"DejaVu Sans Bold Italic 11"`, as a ``Font``.
///
/// The last word is the size in points when it is a number (held to
/// ``sizeRange``; 10 without one, as GTK's default); style words before it
/// (`Bold`, `Italic`, `Oblique` and the weights and stretches Pango knows,
/// which this font model has no place for) are taken off the end; what
/// remains is the family, or a comma-separated list of families.
enum DesktopFontName {
    /// The sizes kept, in points.
    static let sizeRange: ClosedRange<Double> = 1...400
    /// The size of a name without one, in points.
    static let defaultSize = 10.0

    /// Style words Pango reads, lower-cased; only bold and italic change the font.
    private static let styleWords: Set<String> = [
        "normal", "regular", "roman", "book", "italic", "oblique", "bold", "light", "medium", "heavy", "thin",
        "black", "semi-bold", "semibold", "demi-bold", "demibold", "ultra-bold", "ultrabold", "extra-bold",
        "extrabold", "ultra-light", "ultralight", "extra-light", "extralight", "semi-light", "semilight",
        "condensed", "semi-condensed", "ultra-condensed", "extra-condensed", "expanded", "semi-expanded",
        "ultra-expanded", "extra-expanded", "small-caps",
    ]

    /// The font `name` describes, or nil when it names no family.
    static func font(from name: String) -> TextAreaCore.Font? {
        var words = name.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var size = defaultSize
        if let last = words.last, let points = Double(last.hasSuffix("px") ? String(last.dropLast(2)) : last) {
            words.removeLast()
            // Pixels read as points at 96 dpi, as Font(pattern:) does with pixelsize.
            let inPoints = last.hasSuffix("px") ? points * 72 / 96 : points
            guard inPoints.isFinite else { return nil }
            if inPoints > 0 { size = min(max(inPoints, sizeRange.lowerBound), sizeRange.upperBound) }
        }
        var isBold = false
        var isItalic = false
        while let last = words.last, styleWords.contains(last.lowercased()) {
            let word = last.lowercased()
            if word == "bold" || word.hasSuffix("-bold") || word.hasSuffix("bold") || word == "heavy" || word == "black"
            {
                isBold = true
            }
            if word == "italic" || word == "oblique" { isItalic = true }
            words.removeLast()
        }
        let family = words.joined(separator: " ").trimmingCharacters(in: ",")
        guard !family.isEmpty else { return nil }
        return TextAreaCore.Font(family: family, size: size, weight: isBold ? .bold : .regular, isItalic: isItalic)
    }
}

extension String {
    /// The string without leading and trailing characters in `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        let drops: (Character) -> Bool = { set.contains($0) }
        return String(drop(while: drops).reversed().drop(while: drops).reversed())
    }
}
