extension ContextMenuStrings {
    /// The context menu in Russian (`ru`).
    public static let russian = ContextMenuStrings(
        language: "ru", isRightToLeft: false,
        labels: [
            .undo: "Отменить",
            .redo: "Повторить",
            .cut: "Вырезать",
            .copy: "Копировать",
            .paste: "Вставить",
            .delete: "Удалить",
            .selectAll: "Выделить всё",
            .insertControlCharacter: "Вставить управляющий символ Юникода",
            .noSuggestions: "(Нет вариантов)",
            .ignoreAll: "Пропустить все",
            .addToDictionary: "Добавить в словарь",
            .controlCharacter(.leftToRightMark): "Знак направления слева направо",
            .controlCharacter(.rightToLeftMark): "Знак направления справа налево",
            .controlCharacter(.zeroWidthJoiner): "Соединитель нулевой ширины",
            .controlCharacter(.zeroWidthNonJoiner): "Разъединитель нулевой ширины",
            .controlCharacter(.zeroWidthSpace): "Пробел нулевой ширины",
            .controlCharacter(.leftToRightEmbedding): "Начало встраивания слева направо",
            .controlCharacter(.rightToLeftEmbedding): "Начало встраивания справа налево",
            .controlCharacter(.leftToRightOverride): "Начало переопределения слева направо",
            .controlCharacter(.rightToLeftOverride): "Начало переопределения справа налево",
            .controlCharacter(.popDirectionalFormatting): "Конец направленного форматирования",
            .controlCharacter(.leftToRightIsolate): "Изоляция слева направо",
            .controlCharacter(.rightToLeftIsolate): "Изоляция справа налево",
            .controlCharacter(.firstStrongIsolate): "Изоляция по первому сильному символу",
            .controlCharacter(.popDirectionalIsolate): "Конец направленной изоляции",
        ])
}
