import TextAreaCore

/// A line of static text in a window, such as the caption above a text area or a live character counter.
///
/// The text is drawn at the top of ``frame``, aligned within its width, and
/// is not wrapped. Changing any property redraws its line of the window.
@MainActor
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
        didSet {
            isFontSet = true
            if font != oldValue { window?.setNeedsDisplayOfChanges() }
        }
    }
    /// Whether the font was given or set; a label without one takes the window measurer's ``XftMeasurer/defaultFont`` when added.
    private(set) var isFontSet: Bool
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

    /// Creates a label; without a font it takes the ``XftMeasurer/defaultFont`` of the window it is added to.
    public init(
        text: String, frame: Rect = .zero, font: TextAreaCore.Font? = nil,
        color: Color = TextLabel.standardColor, alignment: TextAlignment = .natural
    ) {
        self.text = text
        self.frame = frame
        self.font = font ?? .standard
        isFontSet = font != nil
        self.color = color
        self.alignment = alignment
    }

    /// The label's text laid out as an area lays out its lines, kept while the text, font and measurer stay the same.
    private var laidOut:
        (text: String, font: TextAreaCore.Font, measurer: ObjectIdentifier, dpi: Double, layout: LaidOutText)?

    /// Draws the label: its lines laid out (`LaidOutText`) and aligned within the frame's width as an area's lines
    /// are, runs in visual order (a label in Arabic or Hebrew reads right to left), measured by `measurer`.
    func draw(on canvas: Canvas, measurer: XftMeasurer) {
        guard !text.isEmpty else { return }
        let layout = layout(measuredBy: measurer)
        for (index, line) in layout.lines.enumerated() {
            let x = frame.minX + layout.lineX(forWidth: line.width, in: frame.width, alignment: alignment)
            let baseline = frame.minY + Double(index) * layout.lineHeight + layout.ascent
            layout.utf8.withUnsafeBufferPointer { all in
                for run in line.runs {
                    canvas.draw(
                        run, bytes: UnsafeBufferPointer(rebasing: all[run.range]), font: font, x: x + run.x,
                        baseline: baseline, color: color)
                }
            }
        }
    }

    /// The text laid out in ``font`` by `measurer`, unwrapped: made again only when one of them (or its resolution)
    /// changed.
    func layout(measuredBy measurer: XftMeasurer) -> LaidOutText {
        let identity = ObjectIdentifier(measurer)
        if let laidOut, laidOut.text == text, laidOut.font == font, laidOut.measurer == identity,
            laidOut.dpi == measurer.dpi
        {
            return laidOut.layout
        }
        let layout = LaidOutText(text: text, font: font, width: .infinity, measurer: measurer)
        laidOut = (text, font, identity, measurer.dpi, layout)
        return layout
    }
}
