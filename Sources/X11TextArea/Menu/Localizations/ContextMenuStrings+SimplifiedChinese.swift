extension ContextMenuStrings {
    /// The context menu in Chinese in Simplified characters (`zh_CN`).
    public static let simplifiedChinese = ContextMenuStrings(
        language: "zh_CN", isRightToLeft: false,
        labels: [
            .undo: "撤销",
            .redo: "重做",
            .cut: "剪切",
            .copy: "复制",
            .paste: "粘贴",
            .delete: "删除",
            .selectAll: "全选",
            .insertControlCharacter: "插入 Unicode 控制字符",
            .noSuggestions: "(无建议)",
            .ignoreAll: "全部忽略",
            .addToDictionary: "添加到词典",
            .controlCharacter(.leftToRightMark): "从左到右标记",
            .controlCharacter(.rightToLeftMark): "从右到左标记",
            .controlCharacter(.zeroWidthJoiner): "零宽连接符",
            .controlCharacter(.zeroWidthNonJoiner): "零宽非连接符",
            .controlCharacter(.zeroWidthSpace): "零宽空格",
            .controlCharacter(.leftToRightEmbedding): "开始从左到右嵌入",
            .controlCharacter(.rightToLeftEmbedding): "开始从右到左嵌入",
            .controlCharacter(.leftToRightOverride): "开始从左到右覆盖",
            .controlCharacter(.rightToLeftOverride): "开始从右到左覆盖",
            .controlCharacter(.popDirectionalFormatting): "结束方向格式",
            .controlCharacter(.leftToRightIsolate): "从左到右隔离",
            .controlCharacter(.rightToLeftIsolate): "从右到左隔离",
            .controlCharacter(.firstStrongIsolate): "首个强字符隔离",
            .controlCharacter(.popDirectionalIsolate): "结束方向隔离",
        ])
}
