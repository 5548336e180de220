extension ContextMenuStrings {
    /// The context menu in German (`de`).
    public static let german = ContextMenuStrings(
        language: "de", isRightToLeft: false,
        labels: [
            .undo: "Rückgängig",
            .redo: "Wiederholen",
            .cut: "Ausschneiden",
            .copy: "Kopieren",
            .paste: "Einfügen",
            .delete: "Löschen",
            .selectAll: "Alles auswählen",
            .insertControlCharacter: "Unicode-Steuerzeichen einfügen",
            .noSuggestions: "(Keine Vorschläge)",
            .ignoreAll: "Alle ignorieren",
            .addToDictionary: "Zum Wörterbuch hinzufügen",
            .controlCharacter(.leftToRightMark): "Links-nach-rechts-Markierung",
            .controlCharacter(.rightToLeftMark): "Rechts-nach-links-Markierung",
            .controlCharacter(.zeroWidthJoiner): "Breitenloser Verbinder",
            .controlCharacter(.zeroWidthNonJoiner): "Breitenloser Nichtverbinder",
            .controlCharacter(.zeroWidthSpace): "Breitenloses Leerzeichen",
            .controlCharacter(.leftToRightEmbedding): "Beginn einer Links-nach-rechts-Einbettung",
            .controlCharacter(.rightToLeftEmbedding): "Beginn einer Rechts-nach-links-Einbettung",
            .controlCharacter(.leftToRightOverride): "Beginn einer Links-nach-rechts-Überschreibung",
            .controlCharacter(.rightToLeftOverride): "Beginn einer Rechts-nach-links-Überschreibung",
            .controlCharacter(.popDirectionalFormatting): "Ende der Richtungsformatierung",
            .controlCharacter(.leftToRightIsolate): "Links-nach-rechts-Isolierung",
            .controlCharacter(.rightToLeftIsolate): "Rechts-nach-links-Isolierung",
            .controlCharacter(.firstStrongIsolate): "Isolierung nach dem ersten starken Zeichen",
            .controlCharacter(.popDirectionalIsolate): "Ende der Richtungsisolierung",
        ])
}
