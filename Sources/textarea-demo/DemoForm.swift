import TextAreaCore
import TextAreaICU
import X11TextArea

/// The demo's text areas and labels, and where they go for a window size.
///
/// The standard form has six labelled areas in a grid of two columns and three
/// rows: an English placeholder long enough to wrap, a Chinese one, a
/// Japanese one in its own colour and font, an Arabic and a Hebrew one that
/// run right to left against the right edge, and one that hides while
/// editing, with a maximum length and a live counter. `--single` shows one
/// area filling the window; `--chat` one chat-style area at the bottom that
/// grows with its text.
@MainActor
final class DemoForm {
    /// The areas' views, in focus order; the first is the one options and `--file` apply to.
    let views: [TextAreaView]
    private let captions: [TextLabel]
    private let counter: TextLabel?
    private let hint: TextLabel?
    private let measurer: XftMeasurer
    private var counterToken: ObservationToken?

    /// The most lines the `--chat` area grows to before it scrolls.
    static let chatMaximumLines = 5
    /// The chat area's distance from the window's left, right and bottom edges.
    static let chatMargin = 10.0

    /// The maximum length of the fourth area, in characters.
    static let shortNoteLimit = 40
    /// The font of the captions and the hint.
    static let labelFont = TextAreaCore.Font(family: "sans-serif", size: 9)
    /// The default text font.
    static let textFont = TextAreaCore.Font(family: "sans-serif", size: 11)
    /// The colour and font of the Japanese placeholder.
    static let japanesePlaceholderColor = Color(red8: 0x1E, green8: 0x8A, blue8: 0x6E)
    static let japanesePlaceholderFont = TextAreaCore.Font(family: "serif", size: 12)

    /// The Arabic placeholder: "Write your notes here… the text runs from right to left."
    static let arabicPlaceholder = "اكتب ملاحظاتك هنا… يُكتب النص من اليمين إلى اليسار."
    /// The Hebrew placeholder: "Write a comment (up to 3 lines)".
    static let hebrewPlaceholder = "כתבו הערה (עד 3 שורות)"

    static let englishPlaceholder =
        "Tell us what happened. This placeholder is long on purpose: it wraps over "
        + "several lines exactly where typed text would wrap, and it disappears with the first character you type."

    /// Builds the areas and labels for `options`, measuring labels with `measurer`.
    init(options: DemoOptions, measurer: XftMeasurer) {
        self.measurer = measurer
        if options.chat {
            let chat = Self.makeArea(placeholder: "Write a message…")
            chat.growsToFit = true
            chat.minimumLineCount = 1
            chat.maximumLineCount = Self.chatMaximumLines
            let chatView = TextAreaView(textArea: chat)
            chatView.unscaledTextContainerInset = EdgeInsets(top: 6, left: 4, bottom: 6, right: 4)
            views = [chatView]
            captions = []
            counter = nil
            hint = nil
        } else if options.single {
            views = [TextAreaView(textArea: Self.makeArea(placeholder: Self.englishPlaceholder))]
            views[0].accessibilityLabel = "Notes"
            captions = []
            counter = nil
            hint = nil
        } else {
            let english = Self.makeArea(placeholder: Self.englishPlaceholder)
            let chinese = Self.makeArea(placeholder: "请输入备注…占位文字会像正文一样自动换行，输入第一个字后就会消失。")
            let japanese = Self.makeArea(
                placeholder: "ここにメッセージを入力してください。"
                    + "プレースホルダーは独自の色とフォントで表示されます。")
            japanese.placeholderColor = Self.japanesePlaceholderColor
            japanese.placeholderFont = Self.japanesePlaceholderFont
            let arabic = Self.makeArea(placeholder: Self.arabicPlaceholder)
            let hebrew = Self.makeArea(placeholder: Self.hebrewPlaceholder)
            let shortNote = Self.makeArea(
                placeholder: "Up to \(Self.shortNoteLimit) characters; "
                    + "this placeholder hides while you edit")
            shortNote.placeholderVisibility = .whenEmptyAndNotEditing
            shortNote.maxLength = Self.shortNoteLimit
            views = [english, chinese, japanese, arabic, hebrew, shortNote].map { TextAreaView(textArea: $0) }
            captions = [
                "Notes", "备注 · Remarks", "メッセージ · Message", "ملاحظات · Arabic", "הערה · Hebrew",
                "Short note",
            ].map { TextLabel(text: $0, font: Self.labelFont) }
            // Screen readers name each area by its caption.
            for (view, caption) in zip(views, captions) { view.accessibilityLabel = caption.text }
            counter = TextLabel(text: "", font: Self.labelFont, alignment: .right)
            hint = TextLabel(
                text: "Tab: next area    Esc: stop editing    Ctrl+Z: undo", font: Self.labelFont,
                color: Color(red8: 0x70, green8: 0x70, blue8: 0x70))
        }
        apply(options)
    }

    private static func makeArea(placeholder: String) -> TextArea {
        let area = TextArea()
        area.placeholder = placeholder
        area.font = textFont
        // ICU's dictionaries split Thai, Lao, Khmer and Myanmar lines, and words of those and of Chinese and Japanese.
        area.segmenter = ICUSegmenter()
        return area
    }

    /// Applies the options: text, placeholder and its colour to the first area; text colour, font and alignment to all.
    private func apply(_ options: DemoOptions) {
        let first = views[0].textArea
        first.isSecureTextEntry = options.secure
        if let text = options.text { first.text = text }
        if let placeholder = options.placeholder { first.placeholder = placeholder }
        if let color = options.placeholderColor { first.placeholderColor = color }
        for view in views {
            if let color = options.textColor { view.textArea.textColor = color }
            if let color = options.caretColor { view.textArea.caretColor = color }
            if let font = options.font { view.textArea.font = font }
            view.textArea.alignment = options.alignment
            view.textArea.acceptsTab = options.acceptsTab
        }
    }

    /// Adds the views and labels to `window`, keeps the counter live, and installs the layout.
    func install(in window: TextAreaWindow) {
        for view in views { window.add(view) }
        for label in captions + [counter, hint].compactMap({ $0 }) { window.add(label) }
        if let counter, let area = views.last?.textArea {
            let update: (TextArea) -> Void = { area in
                counter.text = "\(area.characterCount) / \(Self.shortNoteLimit)"
            }
            update(area)
            counterToken = area.addObserver(for: .didChange, using: update)
        }
        window.layout = { [weak self] window, size in self?.place(in: size, scale: window.scale) }
    }

    /// Places everything for a window of `size`, on whole pixels, with the grid's gaps at `scale` (the labels' height follows their font, which the scale sizes).
    private func place(in size: Size, scale: Double) {
        if let chat = views.first, chat.textArea.growsToFit {
            // Anchored to the bottom: as the area grows, its top moves up.
            let margin = (Self.chatMargin * scale).rounded()
            let width = max(size.width - 2 * margin, 0)
            let height = chat.textArea.fittingHeight(forWidth: width)
            chat.frame = Rect(x: margin, y: size.height - margin - height, width: width, height: height)
            return
        }
        if captions.isEmpty {
            views[0].frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return
        }
        let margin = (16 * scale).rounded()
        let columnGap = (16 * scale).rounded()
        let rowGap = (14 * scale).rounded()
        let captionGap = (4 * scale).rounded()
        let caption = measurer.metrics(for: Self.labelFont).lineHeight.rounded(.up)
        let columnWidth = max(((size.width - 2 * margin - columnGap) / 2).rounded(.down), 0)
        let hintTop = size.height - margin - caption
        let rows = Double((views.count + 1) / 2)
        let fieldsHeight =
            hintTop - (10 * scale).rounded() - margin - rows * (caption + captionGap) - (rows - 1) * rowGap
        let fieldHeight = max((fieldsHeight / rows).rounded(.down), 0)
        for (index, view) in views.enumerated() {
            let column = Double(index % 2)
            let row = Double(index / 2)
            let x = margin + column * (columnWidth + columnGap)
            let top = margin + row * (caption + captionGap + fieldHeight + rowGap)
            captions[index].frame = Rect(x: x, y: top, width: columnWidth, height: caption)
            view.frame = Rect(x: x, y: top + caption + captionGap, width: columnWidth, height: fieldHeight)
        }
        counter?.frame = captions[captions.count - 1].frame
        hint?.frame = Rect(x: margin, y: hintTop, width: max(size.width - 2 * margin, 0), height: caption)
    }
}
