import Testing

@testable import X11TextArea

extension X11Tests {
    /// `textarea-measure --font F --shape` against `hb-shape` (Debian `libharfbuzz-bin`) on the same font file: the same glyphs, for every script the area shapes.
    @Suite struct ShapingComparisonTests {
        let display: String

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// One glyph of the tool's JSON.
        struct Glyph {
            var file: String
            var glyph: Int
            var cluster: Int
            var xAdvance: Double
        }

        /// The font file and face index fontconfig matches for `family`, after checking it is that family (the package is named if not).
        func fontFile(_ family: String, package: String) throws -> (file: String, index: Int) {
            let result = try Subprocess.run("fc-match", ["-f", "%{family}|%{file}|%{index}", family])
            let fields = result.outputText.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 3, "fc-match said \(result.outputText)")
            try #require(
                fields[0].split(separator: ",").contains { $0 == family },
                "\(family) is missing (fc-match gives \(fields[0])): apt-get install \(package)")
            return (fields[1], Int(fields[2]) ?? 0)
        }

        /// The glyphs the tool gives for `text` in `family`.
        func toolGlyphs(_ text: String, family: String) throws -> [Glyph] {
            let path = try DemoProcess.executablePath().replacing("textarea-demo", with: "textarea-measure")
            let result = try Subprocess.run(
                path, ["--font", "\(family):size=12", "--shape"], display: display, input: Array(text.utf8))
            try #require(result.status == 0, "stderr: \(result.errorText)")
            let lines = result.outputText.split(separator: "\n")
            try #require(lines.count == 1)
            return try Self.parse(String(lines[0]))
        }

        /// The glyph ids `hb-shape` gives for `text` in the face.
        func hbShapeGlyphs(_ text: String, file: String, index: Int) throws -> [Int] {
            let result = try Subprocess.run(
                "hb-shape",
                ["--face-index=\(index)", "--no-glyph-names", "--no-positions", "--no-clusters", file, text])
            try #require(result.status == 0, "hb-shape failed: \(result.errorText); apt-get install libharfbuzz-bin")
            let list = result.outputText.trimmingSpacesAndNewlines.dropFirst().dropLast()
            return list.split(separator: "|").compactMap { Int($0) }
        }

        /// Parses the tool's JSON line (its own fixed layout) into glyphs.
        static func parse(_ line: String) throws -> [Glyph] {
            var glyphs: [Glyph] = []
            for object in line.split(separator: "{").dropFirst() {
                func field(_ name: String) -> Substring? {
                    guard let start = object.firstRange(of: "\"\(name)\":")?.upperBound else { return nil }
                    let rest = object[start...]
                    if rest.hasPrefix("\"") {
                        return rest.dropFirst().prefix { $0 != "\"" }
                    }
                    return rest.prefix { $0 != "," && $0 != "}" }
                }
                let glyph = try #require(field("glyph").flatMap { Int($0) })
                let cluster = try #require(field("cluster").flatMap { Int($0) })
                let advance = try #require(field("x_advance").flatMap { Double($0) })
                glyphs.append(
                    Glyph(file: String(field("file") ?? ""), glyph: glyph, cluster: cluster, xAdvance: advance))
            }
            return glyphs
        }

        /// Checks that the tool draws `text` with `family`'s file alone and the glyphs hb-shape gives; returns the tool's glyphs.
        @discardableResult
        func expectSameGlyphs(
            _ text: String, family: String, package: String, sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> [Glyph] {
            let face = try fontFile(family, package: package)
            let glyphs = try toolGlyphs(text, family: family)
            #expect(!glyphs.isEmpty, sourceLocation: sourceLocation)
            #expect(
                glyphs.allSatisfy { $0.file == face.file }, "files: \(Set(glyphs.map(\.file)))",
                sourceLocation: sourceLocation)
            let expected = try hbShapeGlyphs(text, file: face.file, index: face.index)
            #expect(glyphs.map(\.glyph) == expected, "\(text)", sourceLocation: sourceLocation)
            return glyphs
        }

        @Test func arabicJoins() throws {
            let glyphs = try expectSameGlyphs("مرحبا بالعالم", family: "Noto Sans Arabic", package: "fonts-noto-core")
            // Right to left: the first letter's glyph is drawn last, at the right.
            let first = try #require(glyphs.first).cluster
            let last = try #require(glyphs.last).cluster
            #expect(first > last)
        }

        @Test func hebrewWithPointsPlacesItsMarks() throws {
            try expectSameGlyphs("עִבְרִית", family: "Noto Sans Hebrew", package: "fonts-noto-core")
        }

        @Test func devanagariFormsConjuncts() throws {
            let text = "क्षत्रिय नमस्ते"
            let glyphs = try expectSameGlyphs(text, family: "Noto Sans Devanagari", package: "fonts-noto-core")
            let characters: Int = text.unicodeScalars.count
            #expect(glyphs.count < characters, "conjuncts take fewer glyphs than characters")
        }

        @Test func bengaliTamilThaiKhmerAndMyanmar() throws {
            try expectSameGlyphs("বাংলা ভাষা", family: "Noto Sans Bengali", package: "fonts-noto-core")
            try expectSameGlyphs("தமிழ் மொழி", family: "Noto Sans Tamil", package: "fonts-noto-core")
            try expectSameGlyphs("ภาษาไทย กำลัง", family: "Noto Sans Thai", package: "fonts-noto-core")
            try expectSameGlyphs("ភាសាខ្មែរ", family: "Noto Sans Khmer", package: "fonts-noto-core")
            try expectSameGlyphs("မြန်မာဘာသာ", family: "Noto Sans Myanmar", package: "fonts-noto-core")
        }

        @Test func koreanHangul() throws {
            try expectSameGlyphs("한국어 텍스트", family: "Noto Sans CJK KR", package: "fonts-noto-cjk")
        }

        @Test func latinKernsAndLigates() throws {
            let glyphs = try expectSameGlyphs("office AVATAR", family: "Noto Sans", package: "fonts-noto-core")
            let characters: Int = "office AVATAR".count
            #expect(glyphs.count == characters - 2, "ffi is one glyph")
            // Kerning: A and V together are narrower than their own advances.
            let kerned: Double = try toolGlyphs("AV", family: "Noto Sans").map(\.xAdvance).reduce(0, +)
            let a: Double = try toolGlyphs("A", family: "Noto Sans")[0].xAdvance
            let v: Double = try toolGlyphs("V", family: "Noto Sans")[0].xAdvance
            #expect(kerned < a + v)
        }

        @Test func emojiSequencesAreSingleGlyphs() throws {
            let glyphs = try expectSameGlyphs(
                "👩‍👩‍👧‍👦🇯🇵👍🏽", family: "Noto Color Emoji", package: "fonts-noto-color-emoji")
            #expect(glyphs.count == 3, "a family, a flag and a toned thumb")
        }

        @Test func aKeycapInTextComesWholeFromTheEmojiFont() throws {
            _ = try fontFile("Noto Color Emoji", package: "fonts-noto-color-emoji")
            let glyphs = try toolGlyphs("1\u{FE0F}\u{20E3}", family: "Noto Sans")
            #expect(glyphs.count == 1, "\(glyphs.map(\.glyph))")
            #expect(glyphs.first?.file.contains("NotoColorEmoji") == true)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and line breaks.
    fileprivate var trimmingSpacesAndNewlines: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
