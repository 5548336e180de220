import Testing
import TextAreaCore

@testable import X11TextArea

/// Builds `_XSETTINGS_SETTINGS` bytes by hand, in either byte order, as a manager writes them.
struct XSettingsBytes {
    var isBigEndian = false
    var bytes: [UInt8] = []

    init(isBigEndian: Bool = false, serial: UInt32 = 7, count: UInt32) {
        self.isBigEndian = isBigEndian
        bytes = [isBigEndian ? 1 : 0, 0, 0, 0]
        card32(serial)
        card32(count)
    }

    mutating func card16(_ value: UInt16) {
        let pair = [UInt8(value & 0xFF), UInt8(value >> 8)]
        bytes += isBigEndian ? pair.reversed() : pair
    }

    mutating func card32(_ value: UInt32) {
        let four = (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
        bytes += isBigEndian ? four.reversed() : four
    }

    mutating func padded(_ data: [UInt8]) {
        bytes += data
        bytes += Array(repeating: 0, count: (4 - data.count % 4) % 4)
    }

    mutating func header(type: UInt8, name: String) {
        bytes += [type, 0]
        card16(UInt16(name.utf8.count))
        padded(Array(name.utf8))
        card32(3)
    }

    mutating func integer(_ name: String, _ value: Int32) {
        header(type: 0, name: name)
        card32(UInt32(bitPattern: value))
    }

    mutating func string(_ name: String, _ value: String) {
        header(type: 1, name: name)
        card32(UInt32(value.utf8.count))
        padded(Array(value.utf8))
    }

    mutating func color(_ name: String, red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        header(type: 2, name: name)
        for channel in [red, blue, green, alpha] { card16(channel) }
    }
}

/// The XSETTINGS property's parser and the settings the window takes from it, on hand-built and hostile bytes.
@Suite struct XSettingsParserTests {
    private func desktopBytes(isBigEndian: Bool) -> [UInt8] {
        var built = XSettingsBytes(isBigEndian: isBigEndian, serial: 42, count: 5)
        built.integer("Net/CursorBlink", 0)
        built.string("Net/ThemeName", "Adwaita-dark")
        built.integer("Xft/DPI", 147456)
        built.color("Gtk/Color", red: 0x1234, green: 0x5678, blue: 0x9ABC, alpha: 0xFFFF)
        built.string("Gtk/FontName", "DejaVu Sans Bold 11")
        return built.bytes
    }

    @Test(arguments: [false, true]) func readsEveryTypeInBothByteOrders(isBigEndian: Bool) throws {
        let snapshot = try #require(XSettingsParser.parse(desktopBytes(isBigEndian: isBigEndian)))
        #expect(snapshot.serial == 42)
        #expect(snapshot.values.count == 5)
        #expect(snapshot.values["Net/CursorBlink"] == .integer(0))
        #expect(snapshot.values["Net/ThemeName"] == .string("Adwaita-dark"))
        #expect(snapshot.values["Xft/DPI"] == .integer(147456))
        #expect(snapshot.values["Gtk/Color"] == .color(red: 0x1234, green: 0x5678, blue: 0x9ABC, alpha: 0xFFFF))
        let settings = DesktopSettings(snapshot)
        #expect(settings.caretBlinks == false)
        #expect(settings.prefersDark)
        #expect(settings.dpi == 144)
        #expect(settings.font == Font(family: "DejaVu Sans", size: 11, weight: .bold))
    }

    @Test func everyTruncationIsRejected() {
        let bytes = desktopBytes(isBigEndian: false)
        for length in 0..<bytes.count {
            #expect(XSettingsParser.parse(Array(bytes[0..<length])) == nil, "cut at \(length) bytes")
        }
    }

    @Test func hostileHeadersAreRejected() {
        // A byte order other than 0 or 1.
        var bytes = desktopBytes(isBigEndian: false)
        bytes[0] = 2
        #expect(XSettingsParser.parse(bytes) == nil)
        // A count of settings far beyond what the bytes hold.
        var lying = XSettingsBytes(count: 0xFFFF_FFFF)
        lying.integer("Net/CursorBlink", 1)
        #expect(XSettingsParser.parse(lying.bytes) == nil)
        // An unknown type.
        var unknown = XSettingsBytes(count: 1)
        unknown.header(type: 3, name: "Net/CursorBlink")
        unknown.card32(1)
        #expect(XSettingsParser.parse(unknown.bytes) == nil)
    }

    @Test func hostileLengthsAreRejected() {
        // A string length near 4 GiB with a few bytes behind it.
        var huge = XSettingsBytes(count: 1)
        huge.header(type: 1, name: "Net/ThemeName")
        huge.card32(0xFFFF_FFFC)
        huge.bytes += Array(repeating: 0x41, count: 16)
        #expect(XSettingsParser.parse(huge.bytes) == nil)
        // A name length past the end, and an empty name.
        var longName = XSettingsBytes(count: 1)
        longName.bytes += [0, 0]
        longName.card16(0xFFFF)
        longName.bytes += Array(repeating: 0x41, count: 64)
        #expect(XSettingsParser.parse(longName.bytes) == nil)
        var emptyName = XSettingsBytes(count: 1)
        emptyName.header(type: 0, name: "")
        emptyName.card32(1)
        #expect(XSettingsParser.parse(emptyName.bytes) == nil)
        // A name with a character the specification does not allow.
        var badName = XSettingsBytes(count: 1)
        badName.integer("Net/Cursor\u{0}Blink", 1)
        #expect(XSettingsParser.parse(badName.bytes) == nil)
    }

    @Test func aRepeatedNameKeepsItsFirstValueAndBadUTF8IsRepaired() throws {
        var built = XSettingsBytes(count: 3)
        built.integer("Net/CursorBlink", 1)
        built.integer("Net/CursorBlink", 0)
        built.header(type: 1, name: "Net/ThemeName")
        built.card32(3)
        built.padded([0x41, 0xFF, 0x42])
        let snapshot = try #require(XSettingsParser.parse(built.bytes))
        #expect(snapshot.values["Net/CursorBlink"] == .integer(1))
        #expect(snapshot.values["Net/ThemeName"] == .string("A\u{FFFD}B"))
    }

    @Test func corruptedBytesAreReadOrRejectedWithinTheirLength() {
        // A fixed xorshift sequence, so a failure repeats.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let valid = desktopBytes(isBigEndian: true)
        var accepted = 0
        for _ in 0..<5000 {
            var bytes = valid
            for _ in 0...next(6) { bytes[next(bytes.count)] = UInt8(next(256)) }
            guard let snapshot = XSettingsParser.parse(bytes) else { continue }
            accepted += 1
            // Whatever was accepted fits in the bytes: names and strings are no longer than the property.
            #expect(snapshot.values.count <= 5)
            for (name, value) in snapshot.values {
                #expect(name.utf8.count < bytes.count)
                if case .string(let text) = value { #expect(text.utf8.count <= bytes.count * 3) }
            }
            _ = DesktopSettings(snapshot)
        }
        #expect(accepted > 0, "some corruptions (of values, serials, padding) leave a readable property")
    }

    @Test func numbersFromOutsideAreHeldToTheirRanges() {
        func settings(_ values: [String: XSettingValue]) -> DesktopSettings {
            DesktopSettings(XSettingsSnapshot(serial: 0, values: values))
        }
        let fast = settings([
            "Net/CursorBlinkTime": .integer(1), "Gtk/CursorBlinkTimeout": .integer(Int32.max),
            "Xft/DPI": .integer(Int32.max),
        ])
        #expect(fast.caretBlinkTime == DesktopSettings.caretBlinkTimeRange.lowerBound)
        #expect(fast.caretBlinkTimeout == DesktopSettings.caretBlinkTimeoutRange.upperBound)
        #expect(fast.dpi == ScaleLimits.dpi.upperBound)
        let unset = settings([
            "Net/CursorBlinkTime": .integer(-5), "Gtk/CursorBlinkTimeout": .integer(0), "Xft/DPI": .integer(-1),
            "Net/CursorBlink": .string("yes"), "Xft/Antialias": .integer(-1),
        ])
        #expect(unset.caretBlinkTime == nil && unset.caretBlinkTimeout == nil && unset.dpi == nil)
        #expect(unset.caretBlinks == nil && unset.fontRendering == .unset)
        let slow = settings(["Net/CursorBlinkTime": .integer(Int32.max), "Xft/DPI": .integer(1)])
        #expect(slow.caretBlinkTime == DesktopSettings.caretBlinkTimeRange.upperBound)
        #expect(slow.dpi == ScaleLimits.dpi.lowerBound)
        let timing = CaretBlink.Timing(settings(["Net/CursorBlinkTime": .integer(800)]))
        #expect(timing.blinks && timing.halfPeriod == 0.4 && timing.idleLimit == CaretBlink.idleLimit)
    }

    @Test func renderingOptionsAndDarkPreference() {
        func settings(_ values: [String: XSettingValue]) -> DesktopSettings {
            DesktopSettings(XSettingsSnapshot(serial: 0, values: values))
        }
        let rendering = settings([
            "Xft/Antialias": .integer(0), "Xft/Hinting": .integer(1), "Xft/HintStyle": .string("hintslight"),
            "Xft/RGBA": .string("bgr"),
        ]).fontRendering
        #expect(
            rendering
                == FontRenderingOptions(antialias: false, hinting: true, hintStyle: .slight, subpixelOrder: .bgr))
        #expect(settings(["Xft/HintStyle": .string("hintsome"), "Xft/RGBA": .integer(1)]).fontRendering == .unset)
        #expect(settings(["Net/ThemeName": .string("Adwaita-dark")]).prefersDark)
        #expect(settings(["Net/ThemeName": .string("Arc:Dark")]).prefersDark)
        #expect(!settings(["Net/ThemeName": .string("Adwaita")]).prefersDark)
        #expect(!settings(["Net/ThemeName": .string("Darkness")]).prefersDark)
        #expect(
            settings(["Net/ThemeName": .string("Adwaita"), "Gtk/ApplicationPreferDarkTheme": .integer(1)]).prefersDark)
        #expect(!settings(["Gtk/ApplicationPreferDarkTheme": .integer(0)]).prefersDark)
        let long = String(repeating: "a", count: DesktopSettings.maximumStringLength) + "-dark"
        #expect(!settings(["Net/ThemeName": .string(long)]).prefersDark)
    }

    @Test func desktopFontNames() {
        #expect(DesktopFontName.font(from: "DejaVu Sans 11") == Font(family: "DejaVu Sans", size: 11))
        #expect(DesktopFontName.font(from: "Cantarell") == Font(family: "Cantarell", size: 10))
        #expect(
            DesktopFontName.font(from: "Noto Sans Semi-Bold Italic 9.5")
                == Font(family: "Noto Sans", size: 9.5, weight: .bold, isItalic: true))
        #expect(DesktopFontName.font(from: "Sans Light 12") == Font(family: "Sans", size: 12))
        #expect(DesktopFontName.font(from: "Monospace 16px") == Font(family: "Monospace", size: 12))
        #expect(DesktopFontName.font(from: "Sans 1e30")?.size == DesktopFontName.sizeRange.upperBound)
        #expect(DesktopFontName.font(from: "Sans 0.0001")?.size == DesktopFontName.sizeRange.lowerBound)
        #expect(DesktopFontName.font(from: "Sans -4")?.size == DesktopFontName.defaultSize)
        #expect(DesktopFontName.font(from: "Sans nan") == nil)
        #expect(DesktopFontName.font(from: "Bold 11") == nil)
        #expect(DesktopFontName.font(from: "   ") == nil)
        #expect(DesktopFontName.font(from: "Sans inf") == nil)
    }
}
