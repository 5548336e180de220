import TextAreaCore

/// A line of static text in a window, such as the caption above a text area or a live character counter.
///
/// The text is drawn at the top of ``frame``, aligned within its width, and
/// is not wrapped. Changing any property redraws its line of the window.
public final class TextLabel {
    /// The text shown.
    public var text: String {
        didSet { if text != oldValue { window?.setNeedsDisplayOfChanges() } }
    }
    /// Where the label sits in the window; the text's top is the frame's top.
    public var frame: Rect {
        didSet { if frame != oldValue { window?.setNeedsDisplayOfChanges() } }
    }
    /// The font of the text.
    public var font: TextAreaCore.Font {
        didSet { if font != oldValue { window?.setNeedsDisplayOfChanges() } }
    }
    /// The colour of the text.
    public var color: Color {
        didSet { if color != oldValue { window?.setNeedsDisplayOfChanges() } }
    }
    /// How the text sits within the frame's width.
    public var alignment: TextAlignment {
        didSet { if alignment != oldValue { window?.setNeedsDisplayOfChanges() } }
    }
    /// The window showing the label, once added to one.
    public internal(set) weak var window: TextAreaWindow?

    /// The default label colour: a dark grey.
    public static let standardColor = Color(red8: 0x3C, green8: 0x3C, blue8: 0x3C)

    /// Creates a label.
    public init(
        text: String, frame: Rect = .zero, font: TextAreaCore.Font = .standard,
        color: Color = TextLabel.standardColor, alignment: TextAlignment = .natural
    ) {
        self.text = text
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
    }

    /// Draws the label, its runs in visual order (a label in Arabic or Hebrew reads right to left), measuring with `measurer` for alignment.
    func draw(on canvas: Canvas, measurer: XftMeasurer) {
        guard !text.isEmpty else { return }
        let metrics = measurer.metrics(for: font)
        let utf8 = Array(text.utf8)
        let paragraph = BidiParagraph(text, baseDirection: .natural)
        let runs = paragraph.visualRuns(inLine: 0..<utf8.count)
        let width = measurer.width(of: text, font: font)
        var x = frame.minX
        switch alignment {
        case .left: break
        case .natural: if paragraph.direction == .rightToLeft { x += frame.width - width }
        case .center: x += ((frame.width - width) / 2).rounded(.down)
        case .right: x += frame.width - width
        }
        utf8.withUnsafeBufferPointer { all in
            for run in runs {
                let bytes = UnsafeBufferPointer(rebasing: all[run.byteRange])
                canvas.draw(
                    TextRun(range: run.byteRange, x: 0, isRightToLeft: run.isRightToLeft), bytes: bytes,
                    font: font, x: x, baseline: frame.minY + metrics.ascent, color: color)
                x += measurer.width(ofUTF8: bytes, font: font)
            }
        }
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension TextLabel: Sendable {}
