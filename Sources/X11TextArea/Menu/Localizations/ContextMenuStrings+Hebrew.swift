extension ContextMenuStrings {
    /// The context menu in Hebrew (`he`), right to left.
    public static let hebrew = ContextMenuStrings(
        language: "he", isRightToLeft: true,
        labels: [
            .undo: "בטל",
            .redo: "בצע שוב",
            .cut: "גזור",
            .copy: "העתק",
            .paste: "הדבק",
            .delete: "מחק",
            .selectAll: "בחר הכול",
            .insertControlCharacter: "הוסף תו בקרה של יוניקוד",
            .noSuggestions: "(אין הצעות)",
            .ignoreAll: "התעלם מהכול",
            .addToDictionary: "הוסף למילון",
            .controlCharacter(.leftToRightMark): "סימן משמאל לימין",
            .controlCharacter(.rightToLeftMark): "סימן מימין לשמאל",
            .controlCharacter(.zeroWidthJoiner): "מחבר ברוחב אפס",
            .controlCharacter(.zeroWidthNonJoiner): "מפריד ברוחב אפס",
            .controlCharacter(.zeroWidthSpace): "רווח ברוחב אפס",
            .controlCharacter(.leftToRightEmbedding): "תחילת הטבעה משמאל לימין",
            .controlCharacter(.rightToLeftEmbedding): "תחילת הטבעה מימין לשמאל",
            .controlCharacter(.leftToRightOverride): "תחילת דריסה משמאל לימין",
            .controlCharacter(.rightToLeftOverride): "תחילת דריסה מימין לשמאל",
            .controlCharacter(.popDirectionalFormatting): "סיום עיצוב כיווני",
            .controlCharacter(.leftToRightIsolate): "בידוד משמאל לימין",
            .controlCharacter(.rightToLeftIsolate): "בידוד מימין לשמאל",
            .controlCharacter(.firstStrongIsolate): "בידוד לפי התו החזק הראשון",
            .controlCharacter(.popDirectionalIsolate): "סיום בידוד כיווני",
        ])
}
