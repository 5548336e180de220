extension ContextMenuStrings {
    /// The context menu in Chinese in Traditional characters (`zh_TW`).
    public static let traditionalChinese = ContextMenuStrings(
        language: "zh_TW", isRightToLeft: false,
        labels: [
            .undo: "復原",
            .redo: "重做",
            .cut: "剪下",
            .copy: "複製",
            .paste: "貼上",
            .delete: "刪除",
            .selectAll: "全選",
            .insertControlCharacter: "插入 Unicode 控制字元",
            .noSuggestions: "(沒有建議)",
            .ignoreAll: "全部忽略",
            .addToDictionary: "加入字典",
            .controlCharacter(.leftToRightMark): "由左至右標記",
            .controlCharacter(.rightToLeftMark): "由右至左標記",
            .controlCharacter(.zeroWidthJoiner): "零寬連接符",
            .controlCharacter(.zeroWidthNonJoiner): "零寬不連接符",
            .controlCharacter(.zeroWidthSpace): "零寬空格",
            .controlCharacter(.leftToRightEmbedding): "開始由左至右內嵌",
            .controlCharacter(.rightToLeftEmbedding): "開始由右至左內嵌",
            .controlCharacter(.leftToRightOverride): "開始由左至右覆寫",
            .controlCharacter(.rightToLeftOverride): "開始由右至左覆寫",
            .controlCharacter(.popDirectionalFormatting): "結束方向格式",
            .controlCharacter(.leftToRightIsolate): "由左至右隔離",
            .controlCharacter(.rightToLeftIsolate): "由右至左隔離",
            .controlCharacter(.firstStrongIsolate): "首個強字元隔離",
            .controlCharacter(.popDirectionalIsolate): "結束方向隔離",
        ])
}
