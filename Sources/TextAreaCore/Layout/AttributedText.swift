/// How a stretch of text is underlined.
public enum UnderlineStyle: Hashable, Sendable {
    /// One thin line below the baseline.
    case single
}

/// The look of a stretch of attributed text: its colour, weight, slant and underline, in the family and size of the
/// font it is laid out in.
public struct TextAttributes: Hashable, Sendable {
    /// The colour; nil draws it in the colour of its surroundings (a placeholder's ``TextArea/placeholderColor``).
    public var color: Color?
    /// The weight.
    public var weight: Font.Weight
    /// Whether it is drawn in the family's italic face.
    public var isItalic: Bool
    /// The underline, or nil for none.
    public var underline: UnderlineStyle?

    /// Creates attributes; the defaults draw plain text.
    public init(
        color: Color? = nil, weight: Font.Weight = .regular, isItalic: Bool = false, underline: UnderlineStyle? = nil
    ) {
        self.color = color
        self.weight = weight
        self.isItalic = isItalic
        self.underline = underline
    }

    /// No attribute: the font as it is, the surrounding colour, no underline.
    public static let plain = TextAttributes()

    /// `base`'s family and size with these attributes' weight and slant: the font this stretch is measured and drawn in.
    public func font(basedOn base: Font) -> Font {
        Font(family: base.family, size: base.size, weight: weight, isItalic: isItalic)
    }
}

/// Text in runs, each with its own ``TextAttributes``: what an attributed placeholder shows, measured with
/// `boundingRect(of:constrainedTo:font:measurer:baseDirection:segmenter:maximumLineCount:)`.
///
/// A grapheme cluster split between two runs (a combining mark starting a
/// run) takes the attributes of the run its first character is in.
public struct AttributedText: Hashable, Sendable {
    /// A stretch of text with one set of attributes.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var text: String
        /// How it looks.
        public var attributes: TextAttributes

        /// Creates a run of `text` with `attributes`.
        public init(_ text: String, attributes: TextAttributes = .plain) {
            self.text = text
            self.attributes = attributes
        }

        /// Creates a run of `text` with the attributes given one by one.
        public init(
            _ text: String, color: Color? = nil, weight: Font.Weight = .regular, isItalic: Bool = false,
            underline: UnderlineStyle? = nil
        ) {
            self.init(
                text, attributes: TextAttributes(color: color, weight: weight, isItalic: isItalic, underline: underline)
            )
        }
    }

    /// The runs, in reading (logical) order.
    public var runs: [Run]

    /// Creates attributed text from its runs.
    public init(_ runs: [Run]) {
        self.runs = runs
    }

    /// Creates attributed text of one run: `string` with `attributes`.
    public init(_ string: String, attributes: TextAttributes = .plain) {
        self.runs = [Run(string, attributes: attributes)]
    }

    /// The text without attributes: the runs' texts joined.
    public var string: String { runs.map(\.text).joined() }

    /// Whether it holds no text.
    public var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

    /// The runs as byte ranges of ``string``'s UTF-8 with their attributes, empty runs left out and neighbours with
    /// equal attributes merged.
    public var byteRuns: [(range: Range<Int>, attributes: TextAttributes)] {
        var result: [(range: Range<Int>, attributes: TextAttributes)] = []
        var offset = 0
        for run in runs {
            let count = run.text.utf8.count
            guard count > 0 else { continue }
            if let last = result.last, last.attributes == run.attributes, last.range.upperBound == offset {
                result[result.count - 1].range = last.range.lowerBound..<(offset + count)
            } else {
                result.append((offset..<(offset + count), run.attributes))
            }
            offset += count
        }
        return result
    }
}

/// A run of laid-out text to draw with its attributes: the piece of a line in one direction, one shaping unit and
/// one set of attributes.
public struct AttributedTextRun: Hashable, Sendable {
    /// The bytes, where the piece goes and its direction.
    public var run: TextRun
    /// How it looks; ``TextAttributes/plain`` for text without attributes.
    public var attributes: TextAttributes
    /// Its advance as laid out: how far an underline under it reaches from ``TextRun/x``.
    public var width: Double

    /// Creates a run to draw.
    public init(run: TextRun, attributes: TextAttributes, width: Double) {
        self.run = run
        self.attributes = attributes
        self.width = width
    }
}
