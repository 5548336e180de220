/// One value of an XSETTINGS setting: an integer, a UTF-8 string or a colour of four 16-bit channels.
package enum XSettingValue: Hashable, Sendable {
    /// A signed 32-bit integer (booleans are 0 and 1).
    case integer(Int32)
    /// A string, its invalid UTF-8 replaced by U+FFFD.
    case string(String)
    /// A colour, each channel 0…65535.
    case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
}

/// The settings an XSETTINGS manager publishes: the `_XSETTINGS_SETTINGS` property's serial and its settings by name.
package struct XSettingsSnapshot: Equatable, Sendable {
    /// The serial the manager increments with each change.
    package var serial: UInt32
    /// The settings by name, such as `Net/ThemeName`.
    package var values: [String: XSettingValue]

    /// Creates a snapshot from a serial and settings.
    package init(serial: UInt32, values: [String: XSettingValue]) {
        self.serial = serial
        self.values = values
    }
}

/// Reading the `_XSETTINGS_SETTINGS` property (freedesktop XSETTINGS, version 0.5) from its bytes.
///
/// The property is written by another program, so nothing in it is
/// trusted: every length is checked against the bytes that remain before it
/// is used, the count of settings is held to ``maximumSettingCount``, a name
/// must be non-empty and made of the characters the specification allows
/// (letters, digits, `_` and `/`), and data that ends early, an unknown type
/// or a byte order other than 0 and 1 rejects the whole property (nil), as
/// GTK does. A name that appears twice keeps its first value.
package enum XSettingsParser {
    /// The most settings read from one property; a desktop publishes about a hundred.
    package static let maximumSettingCount = 4096
    /// The longest name kept, in bytes; longer names reject the property.
    package static let maximumNameLength = 1024

    /// The settings in `bytes`, or nil when they are malformed or truncated.
    package static func parse(_ bytes: [UInt8]) -> XSettingsSnapshot? {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order == 0 || order == 1, reader.skip(3) else { return nil }
        reader.isBigEndian = order == 1
        guard let serial = reader.card32(), let count = reader.card32() else { return nil }
        // Each setting takes at least 12 bytes; a count beyond what the bytes can hold is a lie.
        guard Int(count) <= min(maximumSettingCount, reader.remaining / 12) else { return nil }
        var values: [String: XSettingValue] = [:]
        for _ in 0..<Int(count) {
            guard let (name, value) = setting(&reader) else { return nil }
            if values[name] == nil { values[name] = value }
        }
        return XSettingsSnapshot(serial: serial, values: values)
    }

    /// Reads one setting: type, name, last-change serial, value.
    private static func setting(_ reader: inout Reader) -> (String, XSettingValue)? {
        guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
            nameLength > 0, Int(nameLength) <= maximumNameLength,
            let nameBytes = reader.bytes(Int(nameLength)), reader.skipPadding(of: Int(nameLength)),
            nameBytes.allSatisfy(isNameByte), reader.card32() != nil
        else { return nil }
        let name = String(decoding: nameBytes, as: UTF8.self)
        switch type {
        case 0:
            guard let value = reader.card32() else { return nil }
            return (name, .integer(Int32(bitPattern: value)))
        case 1:
            guard let length = reader.card32(), let text = reader.bytes(Int(length)),
                reader.skipPadding(of: Int(length))
            else { return nil }
            return (name, .string(String(decoding: text, as: UTF8.self)))
        case 2:
            // The specification's order: red, blue, green, alpha.
            guard let red = reader.card16(), let blue = reader.card16(), let green = reader.card16(),
                let alpha = reader.card16()
            else { return nil }
            return (name, .color(red: red, green: green, blue: blue, alpha: alpha))
        default:
            return nil
        }
    }

    /// Whether `byte` may appear in a setting's name: ASCII letters, digits, `_` and `/`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2F: return true
        default: return false
        }
    }

    /// A cursor over the property's bytes that never reads past their end.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        var isBigEndian = false

        var remaining: Int { bytes.count - position }

        mutating func byte() -> UInt8? {
            guard remaining >= 1 else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, remaining >= count else { return false }
            position += count
            return true
        }

        /// Skips the padding that brings `length` bytes to a multiple of four.
        mutating func skipPadding(of length: Int) -> Bool {
            skip((4 - length % 4) % 4)
        }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, remaining >= count else { return nil }
            defer { position += count }
            return bytes[position..<(position + count)]
        }

        mutating func card16() -> UInt16? {
            guard let raw = bytes(2) else { return nil }
            let first = UInt16(raw[raw.startIndex])
            let second = UInt16(raw[raw.startIndex + 1])
            return isBigEndian ? first << 8 | second : second << 8 | first
        }

        mutating func card32() -> UInt32? {
            guard let raw = bytes(4) else { return nil }
            let values = raw.map(UInt32.init)
            return isBigEndian
                ? values[0] << 24 | values[1] << 16 | values[2] << 8 | values[3]
                : values[3] << 24 | values[2] << 16 | values[1] << 8 | values[0]
        }
    }
}
