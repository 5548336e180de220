import CX11
import TextAreaCore

/// Where the bytes of an outgoing transfer come from.
enum OutgoingData {
    /// Bytes made when the request arrived (small conversions).
    case bytes([UInt8])
    /// Text encoded a chunk at a time as the transfer goes, so serving a large selection never encodes it all in one turn.
    case text(TextStorage, SelectionTextEncoding)

    /// The length of the source: bytes, or the text's UTF-8 length.
    var sourceLength: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .text(let text, _): text.utf8Count
        }
    }

    /// A lower bound on the bytes sent, for the INCR announcement: exact for bytes and UTF-8; 0 for Latin-1, whose length is known only once encoded.
    var announcedLength: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .text(let text, .utf8): text.utf8Count
        case .text(_, .latin1): 0
        }
    }

    /// The source bytes per chunk: `threshold`, but at most 256 KiB of text to encode as Latin-1, which costs far more per byte than copying.
    func chunkSize(threshold: Int) -> Int {
        if case .text(_, .latin1) = self { return min(threshold, 1 << 18) }
        return threshold
    }

    /// The bytes of at most about `size` source bytes from `offset`, and the source offset after them.
    ///
    /// Latin-1 chunks end on character boundaries, as the encoding of a
    /// character depends on all of its scalars; a character longer than
    /// `size` goes out whole.
    func chunk(from offset: Int, size: Int) -> (bytes: ArraySlice<UInt8>, end: Int) {
        let limit = min(offset + size, sourceLength)
        switch self {
        case .bytes(let bytes):
            return (bytes[offset..<limit], limit)
        case .text(let text, let encoding):
            var end = limit
            if encoding == .latin1 {
                end = text.characterBoundary(atOrBefore: limit)
                if end <= offset && offset < sourceLength { end = text.characterBoundary(after: offset) }
            }
            return (encoding.bytes(of: text, in: offset..<end)[...], end)
        }
    }
}

/// One incremental (INCR) transfer this client serves to a requestor, chunk by chunk.
///
/// Each chunk goes out when the requestor deletes the property (PropertyNotify
/// with state Delete); after the last data chunk comes a zero-length one.
struct OutgoingTransfer {
    /// A transfer is named by the requestor's window and property.
    struct Key: Hashable {
        /// The requestor's window.
        var requestor: Window
        /// The property on that window.
        var property: Atom
    }

    /// The property type of the chunks (UTF8_STRING, STRING, ...).
    let type: Atom
    /// What is sent.
    let data: OutgoingData
    /// The largest chunk, in bytes.
    let chunkSize: Int
    /// How far into the source the chunks sent so far reach.
    var offset = 0
    /// When a requestor that stopped deleting the property is given up.
    var deadline: Double

    /// Whether every data chunk is out, so the next one is the zero-length end marker.
    var isDataComplete: Bool { offset >= data.sourceLength }
}
