import TextAreaCore

extension AccessibleTextArea {
    /// The text's attributes as ATK names them, one `name=value` a line: the whole text is one run in the area's font and colours.
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
