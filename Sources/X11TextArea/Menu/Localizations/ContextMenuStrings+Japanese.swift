extension ContextMenuStrings {
    /// The context menu in Japanese (`ja`).
    public static let japanese = ContextMenuStrings(
        language: "ja", isRightToLeft: false,
        labels: [
            .undo: "元に戻す",
            .redo: "やり直す",
            .cut: "切り取り",
            .copy: "コピー",
            .paste: "貼り付け",
            .delete: "削除",
            .selectAll: "すべて選択",
            .insertControlCharacter: "Unicode 制御文字を挿入",
            .noSuggestions: "(候補なし)",
            .ignoreAll: "すべて無視",
            .addToDictionary: "辞書に追加",
            .controlCharacter(.leftToRightMark): "左から右へのマーク",
            .controlCharacter(.rightToLeftMark): "右から左へのマーク",
            .controlCharacter(.zeroWidthJoiner): "ゼロ幅接合子",
            .controlCharacter(.zeroWidthNonJoiner): "ゼロ幅非接合子",
            .controlCharacter(.zeroWidthSpace): "ゼロ幅スペース",
            .controlCharacter(.leftToRightEmbedding): "左から右への埋め込みの開始",
            .controlCharacter(.rightToLeftEmbedding): "右から左への埋め込みの開始",
            .controlCharacter(.leftToRightOverride): "左から右への上書きの開始",
            .controlCharacter(.rightToLeftOverride): "右から左への上書きの開始",
            .controlCharacter(.popDirectionalFormatting): "方向書式の終了",
            .controlCharacter(.leftToRightIsolate): "左から右への分離",
            .controlCharacter(.rightToLeftIsolate): "右から左への分離",
            .controlCharacter(.firstStrongIsolate): "最初の強い文字による分離",
            .controlCharacter(.popDirectionalIsolate): "方向分離の終了",
        ])
}
