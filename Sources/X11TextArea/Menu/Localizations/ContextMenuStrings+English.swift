extension ContextMenuStrings {
    /// The context menu in English (`en`), the language every other table falls back to.
    public static let english = ContextMenuStrings(
        language: "en", isRightToLeft: false,
        labels: [
            .undo: "Undo",
            .redo: "Redo",
            .cut: "Cut",
            .copy: "Copy",
            .paste: "Paste",
            .delete: "Delete",
            .selectAll: "Select All",
            .insertControlCharacter: "Insert Unicode control character",
            .noSuggestions: "(No Suggestions)",
            .ignoreAll: "Ignore All",
            .addToDictionary: "Add to Dictionary",
            .controlCharacter(.leftToRightMark): "Left-to-right mark",
            .controlCharacter(.rightToLeftMark): "Right-to-left mark",
            .controlCharacter(.zeroWidthJoiner): "Zero width joiner",
            .controlCharacter(.zeroWidthNonJoiner): "Zero width non-joiner",
            .controlCharacter(.zeroWidthSpace): "Zero width space",
            .controlCharacter(.leftToRightEmbedding): "Start of left-to-right embedding",
            .controlCharacter(.rightToLeftEmbedding): "Start of right-to-left embedding",
            .controlCharacter(.leftToRightOverride): "Start of left-to-right override",
            .controlCharacter(.rightToLeftOverride): "Start of right-to-left override",
            .controlCharacter(.popDirectionalFormatting): "Pop directional formatting",
            .controlCharacter(.leftToRightIsolate): "Left-to-right isolate",
            .controlCharacter(.rightToLeftIsolate): "Right-to-left isolate",
            .controlCharacter(.firstStrongIsolate): "First strong isolate",
            .controlCharacter(.popDirectionalIsolate): "Pop directional isolate",
        ])
}
