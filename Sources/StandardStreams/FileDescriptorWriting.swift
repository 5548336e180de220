import Glibc

/// Writes all of `text` to `descriptor`, retrying interrupted and short writes; gives up silently when the stream is closed.
///
/// A line short enough for a pipe goes out in one `write(2)`, so lines
/// written from different places (or threads) never interleave.
func writeWhole(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
