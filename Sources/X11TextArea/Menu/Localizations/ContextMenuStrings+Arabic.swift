extension ContextMenuStrings {
    /// The context menu in Arabic (`ar`), right to left.
    public static let arabic = ContextMenuStrings(
        language: "ar", isRightToLeft: true,
        labels: [
            .undo: "تراجع",
            .redo: "إعادة",
            .cut: "قص",
            .copy: "نسخ",
            .paste: "لصق",
            .delete: "حذف",
            .selectAll: "تحديد الكل",
            .insertControlCharacter: "إدراج حرف تحكم يونيكود",
            .noSuggestions: "(لا توجد اقتراحات)",
            .ignoreAll: "تجاهل الكل",
            .addToDictionary: "إضافة إلى القاموس",
            .controlCharacter(.leftToRightMark): "علامة من اليسار إلى اليمين",
            .controlCharacter(.rightToLeftMark): "علامة من اليمين إلى اليسار",
            .controlCharacter(.zeroWidthJoiner): "رابط بعرض صفري",
            .controlCharacter(.zeroWidthNonJoiner): "فاصل بعرض صفري",
            .controlCharacter(.zeroWidthSpace): "مسافة بعرض صفري",
            .controlCharacter(.leftToRightEmbedding): "بدء تضمين من اليسار إلى اليمين",
            .controlCharacter(.rightToLeftEmbedding): "بدء تضمين من اليمين إلى اليسار",
            .controlCharacter(.leftToRightOverride): "بدء تجاوز من اليسار إلى اليمين",
            .controlCharacter(.rightToLeftOverride): "بدء تجاوز من اليمين إلى اليسار",
            .controlCharacter(.popDirectionalFormatting): "إنهاء التنسيق الاتجاهي",
            .controlCharacter(.leftToRightIsolate): "عزل من اليسار إلى اليمين",
            .controlCharacter(.rightToLeftIsolate): "عزل من اليمين إلى اليسار",
            .controlCharacter(.firstStrongIsolate): "عزل حسب أول حرف قوي",
            .controlCharacter(.popDirectionalIsolate): "إنهاء العزل الاتجاهي",
        ])
}
