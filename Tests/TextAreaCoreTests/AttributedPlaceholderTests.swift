import Testing

@testable import TextAreaCore

/// The attributed placeholder: one value with the plain one, each run measured in its own face, its pieces in the
/// frame with their attributes, and `boundingRect` with attributes measuring what the area lays out.
///
/// The measurer is an 8 px grid whose bold cells are 1.5 times as wide and italic ones 1.25 times (bold italic
/// 1.875): bold "cd" is 24 px, italic "ef" 20 px.
@Suite struct AttributedPlaceholderTests {
    static let red = Color(red8: 0xFF, green8: 0, blue8: 0)
    static let styled = AttributedText([
        .init("ab"), .init("cd", weight: .bold), .init("ef", color: red, isItalic: true, underline: .single),
    ])

    func area(width: Double = 320, measurer: StyledCellMeasurer = StyledCellMeasurer()) -> TextArea {
        let area = TextArea()
        area.measurer = measurer
        area.size = Size(width: width, height: 120)
        return area
    }

    @Test func settingTheAttributedPlaceholderSetsThePlainOneAndBack() {
        let area = area()
        area.attributedPlaceholder = Self.styled
        #expect(area.placeholder == "abcdef")
        #expect(area.attributedPlaceholder == Self.styled)
        area.placeholder = "plain"
        #expect(area.attributedPlaceholder == AttributedText("plain"))
        #expect(area.attributedPlaceholder?.runs.map(\.attributes) == [.plain])
        // The same string set plainly drops the attributes too, as UIKit does.
        area.attributedPlaceholder = Self.styled
        area.placeholder = "abcdef"
        #expect(area.attributedPlaceholder == AttributedText("abcdef"))
        #expect(area.placeholderLines.first?.attributedRuns.map(\.attributes) == [.plain])
        area.attributedPlaceholder = nil
        #expect(area.placeholder == nil)
        #expect(area.placeholderLines.isEmpty)
    }

    @Test func eachRunIsMeasuredInItsOwnFace() throws {
        let measurer = StyledCellMeasurer()
        let area = area(measurer: measurer)
        area.attributedPlaceholder = Self.styled
        let line = try #require(area.placeholderLines.first)
        // 2 regular cells, 2 bold (×1.5), 2 italic (×1.25).
        #expect(line.width == 16 + 24 + 20)
        #expect(area.placeholderFrame.width == 60)
        #expect(line.attributedRuns.map(\.run.x) == [0, 16, 40])
        #expect(line.attributedRuns.map(\.run.range) == [0..<2, 2..<4, 4..<6])
        #expect(line.attributedRuns.map(\.attributes.weight) == [.regular, .bold, .regular])
        #expect(line.attributedRuns.map(\.attributes.color) == [nil, nil, Self.red])
        #expect(line.attributedRuns.map(\.attributes.underline) == [nil, nil, .single])
        let family = area.effectivePlaceholderFont
        #expect(measurer.fontsMeasured.contains(family.withWeight(.bold)))
        #expect(measurer.fontsMeasured.contains(Font(family: family.family, size: family.size, isItalic: true)))
    }

    @Test func aBoldRunWrapsWhereTheSameTextRegularFits() {
        // "aaaa bbbb" is 9 cells, 72 px, within the 80 px wrap width; with "bbbb" bold it is 40 + 48 = 88 px.
        let area = area(width: 90)
        area.placeholder = "aaaa bbbb"
        #expect(area.placeholderTexts == ["aaaa bbbb"])
        area.attributedPlaceholder = AttributedText([.init("aaaa "), .init("bbbb", weight: .bold)])
        #expect(area.placeholderTexts == ["aaaa ", "bbbb"])
        #expect(area.placeholderFrame.size == Size(width: 48, height: 32))
    }

    @Test func theFrameCarriesThePiecesWithTheirAttributes() throws {
        let area = area()
        area.attributedPlaceholder = Self.styled
        let placeholder = try #require(area.makeFrame().placeholder)
        #expect(placeholder.lines.map(\.attributedRuns) == area.placeholderLines.map(\.attributedRuns))
        #expect(placeholder.lines.first?.attributedRuns.count == 3)
        // A colour change alone redraws the placeholder but lays nothing out: the frame says nil for the area's colour.
        area.placeholderColor = Self.red
        #expect(area.makeFrame().placeholder?.lines.first?.attributedRuns.first?.attributes.color == nil)
    }

    @Test func rightToLeftRunsAreCutFromTheirRightEdge() throws {
        // Hebrew "שלום" (4 cells) regular then "עולם" bold: in visual order the bold word is left of the regular one.
        let area = area()
        area.attributedPlaceholder = AttributedText([.init("שלום "), .init("עולם", weight: .bold)])
        #expect(area.isPlaceholderRightToLeft)
        let line = try #require(area.placeholderLines.first)
        #expect(line.width == 5 * 8 + 4 * 12)
        let bold = try #require(line.attributedRuns.first { $0.attributes.weight == .bold })
        let regular = try #require(line.attributedRuns.first { $0.attributes.weight == .regular })
        #expect(bold.run.x == 0)
        #expect(regular.run.x == 48)
        #expect(bold.run.isRightToLeft && regular.run.isRightToLeft)
    }

    @Test func aShapingMeasurerMeasuresEachFaceApart() throws {
        // With ligatures the layout takes its shaped path: "fi" regular is one cell, "fi" bold one bold cell.
        let area = area(measurer: StyledCellMeasurer(ligatures: ["fi"]))
        area.attributedPlaceholder = AttributedText([.init("fifi"), .init("fi", weight: .bold)])
        let line = try #require(area.placeholderLines.first)
        #expect(line.width == 8 + 8 + 12)
        #expect(line.attributedRuns.map(\.run.x) == [0, 16])
    }

    @Test func boundingRectWithAttributesIsTheLaidOutSize() {
        let text = AttributedText([
            .init("Tell us "), .init("what", weight: .bold), .init(" you ", isItalic: true), .init("think"),
        ])
        let measurer = StyledCellMeasurer()
        for width in [40.0, 90, 100, 131, 400] {
            let area = area(width: width + 10, measurer: measurer)
            area.attributedPlaceholder = text
            let rect = boundingRect(
                of: text, constrainedTo: Size(width: width, height: .infinity), font: area.font, measurer: measurer)
            #expect(rect.size == area.placeholderFrame.size, "at \(width) px")
            #expect(rect.height == Double(area.placeholderLines.count) * 16)
            area.placeholderMaximumLineCount = 1
            let limited = boundingRect(
                of: text, constrainedTo: Size(width: width, height: .infinity), font: area.font, measurer: measurer,
                maximumLineCount: 1)
            #expect(limited.size == area.placeholderFrame.size, "at \(width) px, one line")
        }
    }

    @Test func plainAndAttributedBoundingRectsAgreeWithoutAttributes() {
        let measurer = MonospaceMeasurer()
        for text in ["Tell us what you think", "שלום עולם ומה שלומך", "a\nb\n", ""] {
            for width in [30.0, 90, .infinity] {
                let size = Size(width: width, height: .infinity)
                #expect(
                    boundingRect(of: AttributedText(text), constrainedTo: size, font: .standard, measurer: measurer)
                        == boundingRect(of: text, constrainedTo: size, font: .standard, measurer: measurer),
                    "\(text) at \(width)")
            }
        }
    }

    @Test func fontPatternsReadTheSlant() {
        #expect(Font(pattern: "DejaVu Sans:size=10:italic")?.isItalic == true)
        #expect(Font(pattern: "DejaVu Sans:slant=italic:bold")?.isItalic == true)
        #expect(Font(pattern: "DejaVu Sans:slant=oblique")?.isItalic == true)
        #expect(Font(pattern: "DejaVu Sans:size=10")?.isItalic == false)
        let font = Font(family: "Serif", size: 11, weight: .bold, isItalic: true)
        #expect(Font(pattern: font.pattern) == font)
        #expect(font.withSize(20).isItalic)
    }
}

extension Font {
    /// The same font at `weight`.
    func withWeight(_ weight: Weight) -> Font { Font(family: family, size: size, weight: weight, isItalic: isItalic) }
}
