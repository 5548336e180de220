import CX11

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
    /// All the bytes to send, copied when the request arrived.
    let data: [UInt8]
    /// The largest chunk, in bytes.
    let chunkSize: Int
    /// How many bytes were sent so far.
    var offset = 0
    /// When a requestor that stopped deleting the property is given up.
    var deadline: Double

    /// Whether every data chunk is out, so the next one is the zero-length end marker.
    var isDataComplete: Bool { offset >= data.count }
}
