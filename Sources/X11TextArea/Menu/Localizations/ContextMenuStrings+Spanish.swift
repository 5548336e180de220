extension ContextMenuStrings {
    /// The context menu in Spanish (`es`).
    public static let spanish = ContextMenuStrings(
        language: "es", isRightToLeft: false,
        labels: [
            .undo: "Deshacer",
            .redo: "Rehacer",
            .cut: "Cortar",
            .copy: "Copiar",
            .paste: "Pegar",
            .delete: "Eliminar",
            .selectAll: "Seleccionar todo",
            .insertControlCharacter: "Insertar carácter de control Unicode",
            .noSuggestions: "(Sin sugerencias)",
            .ignoreAll: "Ignorar todo",
            .addToDictionary: "Añadir al diccionario",
            .controlCharacter(.leftToRightMark): "Marca de izquierda a derecha",
            .controlCharacter(.rightToLeftMark): "Marca de derecha a izquierda",
            .controlCharacter(.zeroWidthJoiner): "Unión de ancho cero",
            .controlCharacter(.zeroWidthNonJoiner): "No unión de ancho cero",
            .controlCharacter(.zeroWidthSpace): "Espacio de ancho cero",
            .controlCharacter(.leftToRightEmbedding): "Inicio de incrustación de izquierda a derecha",
            .controlCharacter(.rightToLeftEmbedding): "Inicio de incrustación de derecha a izquierda",
            .controlCharacter(.leftToRightOverride): "Inicio de anulación de izquierda a derecha",
            .controlCharacter(.rightToLeftOverride): "Inicio de anulación de derecha a izquierda",
            .controlCharacter(.popDirectionalFormatting): "Fin de formato direccional",
            .controlCharacter(.leftToRightIsolate): "Aislamiento de izquierda a derecha",
            .controlCharacter(.rightToLeftIsolate): "Aislamiento de derecha a izquierda",
            .controlCharacter(.firstStrongIsolate): "Aislamiento según el primer carácter fuerte",
            .controlCharacter(.popDirectionalIsolate): "Fin de aislamiento direccional",
        ])
}
