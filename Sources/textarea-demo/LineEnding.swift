/// How the file ends its lines, and so how line breaks typed in the window are saved.
///
/// A file whose every line break is CR LF is shown with bare LF (the area's
/// line break) and saved with CR LF again, typed breaks included. Any other
/// file (LF only, lone CR, or a mix) is shown and saved byte for byte: a line
/// break typed into it is a bare LF.
enum LineEnding: Sendable, Equatable {
    /// The bytes are saved as they are in the area.
    case asIs
    /// Every LF in the area is saved as CR LF.
    case crlf

    private static let carriageReturn: UInt8 = 0x0D
    private static let lineFeed: UInt8 = 0x0A

    /// `crlf` when `bytes` holds at least one CR LF and no CR or LF outside such a pair; `asIs` otherwise.
    static func detect(_ bytes: [UInt8]) -> LineEnding {
        var pairs = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == carriageReturn {
                guard byte == lineFeed else { return .asIs }
                pairs += 1
            } else if byte == lineFeed {
                return .asIs
            }
            previous = byte
        }
        return pairs > 0 && previous != carriageReturn ? .crlf : .asIs
    }

    /// Removes the CR of every CR LF pair, in place (for text `detect` found to be `crlf`).
    static func removeCarriageReturns(_ bytes: inout [UInt8]) {
        var kept = 0
        bytes.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let byte = buffer[index]
                if byte == carriageReturn && index + 1 < buffer.count && buffer[index + 1] == lineFeed { continue }
                buffer[kept] = byte
                kept += 1
            }
        }
        bytes.removeLast(bytes.count - kept)
    }

    /// The bytes of `bytes` as saved: for `crlf`, a CR before every LF (undoing `removeCarriageReturns`).
    func encoded(_ bytes: [UInt8]) -> [UInt8] {
        guard self == .crlf else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        var encoder = LineEndingEncoder(self)
        bytes.withUnsafeBufferPointer { encoder.encode($0) { result.append(contentsOf: $0) } }
        return result
    }
}

/// Turns the area's bytes into the file's, piece by piece: for `crlf`, an LF not already after a CR gets one.
struct LineEndingEncoder {
    /// The line ends the bytes are saved with.
    let lineEnding: LineEnding
    /// The last byte of the previous piece, so a CR LF split between two pieces is seen.
    private var previous: UInt8 = 0

    /// An encoder for `lineEnding`.
    init(_ lineEnding: LineEnding) {
        self.lineEnding = lineEnding
    }

    /// Passes the encoded bytes of `bytes` to `emit`, in order, in one or more pieces.
    mutating func encode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        guard !bytes.isEmpty else { return }
        guard lineEnding == .crlf else {
            try emit(bytes)
            return
        }
        var start = 0
        while start < bytes.count {
            guard let lineFeed = bytes[start...].firstIndex(of: 0x0A) else {
                try emit(UnsafeBufferPointer(rebasing: bytes[start...]))
                break
            }
            let before = lineFeed > start ? bytes[lineFeed - 1] : previous
            if before != 0x0D {
                try emit(UnsafeBufferPointer(rebasing: bytes[start..<lineFeed]))
                try Self.carriageReturnPiece.withUnsafeBufferPointer { try emit($0) }
                start = lineFeed
            }
            try emit(UnsafeBufferPointer(rebasing: bytes[start...lineFeed]))
            start = lineFeed + 1
        }
        previous = bytes[bytes.count - 1]
    }

    private static let carriageReturnPiece: [UInt8] = [0x0D]
}
