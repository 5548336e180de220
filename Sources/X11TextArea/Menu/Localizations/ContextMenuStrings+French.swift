extension ContextMenuStrings {
    /// The context menu in French (`fr`).
    public static let french = ContextMenuStrings(
        language: "fr", isRightToLeft: false,
        labels: [
            .undo: "Annuler",
            .redo: "Rétablir",
            .cut: "Couper",
            .copy: "Copier",
            .paste: "Coller",
            .delete: "Supprimer",
            .selectAll: "Tout sélectionner",
            .insertControlCharacter: "Insérer un caractère de contrôle Unicode",
            .noSuggestions: "(Aucune suggestion)",
            .ignoreAll: "Tout ignorer",
            .addToDictionary: "Ajouter au dictionnaire",
            .controlCharacter(.leftToRightMark): "Marque gauche à droite",
            .controlCharacter(.rightToLeftMark): "Marque droite à gauche",
            .controlCharacter(.zeroWidthJoiner): "Liant sans chasse",
            .controlCharacter(.zeroWidthNonJoiner): "Antiliant sans chasse",
            .controlCharacter(.zeroWidthSpace): "Espace sans chasse",
            .controlCharacter(.leftToRightEmbedding): "Début d’enchâssement gauche à droite",
            .controlCharacter(.rightToLeftEmbedding): "Début d’enchâssement droite à gauche",
            .controlCharacter(.leftToRightOverride): "Début de forçage gauche à droite",
            .controlCharacter(.rightToLeftOverride): "Début de forçage droite à gauche",
            .controlCharacter(.popDirectionalFormatting): "Fin de formatage directionnel",
            .controlCharacter(.leftToRightIsolate): "Isolat gauche à droite",
            .controlCharacter(.rightToLeftIsolate): "Isolat droite à gauche",
            .controlCharacter(.firstStrongIsolate): "Isolat selon le premier caractère fort",
            .controlCharacter(.popDirectionalIsolate): "Fin d’isolat directionnel",
        ])
}
