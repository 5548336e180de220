import TextAreaCore

/// A line of static text in a window, such as the caption above a text area or a live character counter.
///
/// The text is drawn at the top of ``frame``, aligned within its width, and
/// is not wrapped. Changing any property redraws the window.
public final class TextLabel {
    /// The text shown.
    public var text: String {
        didSet { if text != oldValue { window?.setNeedsDisplay() } }
    }
    /// Where the label sits in the window; the text's top is the frame's top.
    public var frame: Rect {
        didSet { if frame != oldValue { window?.setNeedsDisplay() } }
    }
    /// The font of the text.
    public var font: TextAreaCore.Font {
        didSet { if font != oldValue { window?.setNeedsDisplay() } }
    }
    /// The colour of the text.
    public var color: Color {
        didSet { if color != oldValue { window?.setNeedsDisplay() } }
    }
    /// How the text sits within the frame's width.
    public var alignment: TextAlignment {
        didSet { if alignment != oldValue { window?.setNeedsDisplay() } }
    }
    /// The window showing the label, once added to one.
    public internal(set) weak var window: TextAreaWindow?

    /// The default label colour: a dark grey.
    public static let standardColor = Color(red8: 0x3C, green8: 0x3C, blue8: 0x3C)

    /// Creates a label.
    public init(
        text: String, frame: Rect = .zero, font: TextAreaCore.Font = .standard,
        color: Color = TextLabel.standardColor, alignment: TextAlignment = .left
    ) {
        self.text = text
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
    }

    /// Draws the label, measuring with `measurer` for alignment.
    func draw(on canvas: Canvas, measurer: XftMeasurer) {
        guard !text.isEmpty else { return }
        let metrics = measurer.metrics(for: font)
        var x = frame.minX
        if alignment != .left {
            let width = measurer.width(of: text, font: font)
            x += alignment == .center ? ((frame.width - width) / 2).rounded(.down) : frame.width - width
        }
        canvas.drawText(text, font: font, x: x, baseline: frame.minY + metrics.ascent, color: color)
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension TextLabel: Sendable {}
