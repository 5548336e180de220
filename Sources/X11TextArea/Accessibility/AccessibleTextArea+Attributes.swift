import CATKShim
import TextAreaCore

extension AccessibleTextArea {
    /// The run of code points holding `offset` (negative: the whole text's defaults) and its attributes: a misspelled word is a run of its own with `invalid=spelling`; the text between such words is one run.
    func attributeRun(at offset: Int32) -> (start: Int32, end: Int32, attributes: String) {
        guard let view, let area, offset >= 0, !area.isSecureTextEntry, view.spellChecker != nil else {
            return (0, area.map { codePointOffset($0.utf8Count) } ?? 0, runAttributes)
        }
        let position = min(utf8Offset(offset), area.utf8Count)
        let run = view.spellingSchedule.misspellingRun(around: position, length: area.utf8Count)
        let attributes = run.isMisspelled ? runAttributes + "\ninvalid=spelling" : runAttributes
        return (codePointOffset(run.range.lowerBound), codePointOffset(run.range.upperBound), attributes)
    }

    /// Tells screen readers the run attributes changed: spell checking marked or cleared words.
    func spellingDidChange() {
        guard let object else { return }
        ta_a11y_text_attributes_changed(object)
    }

    /// The text's attributes as ATK names them, one `name=value` a line, in the area's font and colours.
    ///
    /// Colours are three 16-bit channels, as GTK gives them; the size is in
    /// points.
    var runAttributes: String {
        guard let view, let area else { return "" }
        let font = area.font
        let size = font.size == font.size.rounded() ? String(Int(font.size)) : String(font.size)
        return [
            "family-name=\(font.family)",
            "size=\(size)",
            "weight=\(font.weight == .bold ? 700 : 400)",
            "style=normal",
            "fg-color=\(Self.channels(area.textColor))",
            "bg-color=\(Self.channels(view.style.background))",
            "editable=\(area.isEditable)",
            "invisible=false",
        ].joined(separator: "\n")
    }

    /// A colour as ATK's "red,green,blue" in 16-bit channels.
    static func channels(_ color: Color) -> String {
        [color.red, color.green, color.blue].map { String(Int((min(max($0, 0), 1) * 65535).rounded())) }
            .joined(separator: ",")
    }
}
