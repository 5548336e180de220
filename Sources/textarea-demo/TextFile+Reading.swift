import Glibc
import TextAreaCore

/// The file as the demo read it.
struct LoadedFile {
    /// The text shown: UTF-8 (invalid bytes repaired), CR LF line ends made LF when the file uses them throughout.
    let text: TextStorage
    /// The bytes as read when they were not valid UTF-8 (the text has U+FFFD in their place), nil otherwise.
    let original: [UInt8]?
    /// How the file ends its lines.
    let lineEnding: LineEnding
    /// The file as it was read, to notice other programs' changes before saving.
    let state: DiskState
}

extension TextFile {
    /// The largest file the demo opens: 256 MiB. The whole text is held in memory, a second time while a save writes it.
    static let maximumSize = 256 << 20

    /// Reads the file; nil when it does not exist yet. Only regular files of up to ``maximumSize`` bytes are read.
    ///
    /// The file is opened without blocking (a FIFO would wait for a writer)
    /// and only then examined, so what is checked is what is read. The bytes
    /// go into the storage's chunks a piece at a time (see
    /// `TextStorageBuilder`): no `String` of the whole text is made.
    func read() throws -> LoadedFile? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            let reason = Self.reason()
            // Opening a socket fails with ENXIO: say what it is rather than "no such device or address".
            var status = stat()
            if stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG { throw notRegular(status.st_mode) }
            throw FileError(description: "cannot read '\(path)': \(reason)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileError(description: "cannot read '\(path)': \(Self.reason())")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw notRegular(status.st_mode) }
        guard status.st_size <= Self.maximumSize else { throw tooLarge(Int(status.st_size)) }
        var bytes = try readAll(descriptor, expecting: Int(status.st_size))
        let hash = ContentHash(of: bytes)
        let lineEnding = LineEnding.detect(bytes)
        if lineEnding == .crlf { LineEnding.removeCarriageReturns(&bytes) }
        var builder = TextStorageBuilder()
        bytes.withUnsafeBufferPointer { builder.appendRepairingUTF8($0) }
        let text = builder.finish()
        let repaired = !bytes.withUnsafeBufferPointer { text.hasBytes($0, in: 0..<text.utf8Count) }
        // The file may have changed while it was read: the times taken now cover everything read.
        fstat(descriptor, &status)
        return LoadedFile(
            text: text, original: repaired ? lineEnding.encoded(bytes) : nil, lineEnding: lineEnding,
            state: DiskState(status, hash: hash))
    }

    /// Reads `descriptor` to its end, refusing more than ``maximumSize`` bytes (the file may grow while it is read).
    private func readAll(_ descriptor: Int32, expecting size: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        if size > 0 { bytes.reserveCapacity(size) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(description: "cannot read '\(path)': \(Self.reason())")
            }
            if count == 0 { return bytes }
            if bytes.count + count > Self.maximumSize { throw tooLarge(bytes.count + count) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The error for a path that names something other than a regular file.
    private func notRegular(_ mode: mode_t) -> FileError {
        FileError(
            description: "cannot open '\(path)': it is \(Self.kind(mode)), not a regular file; "
                + "only regular files can be edited")
    }

    /// The error for a file of more than ``maximumSize`` bytes (`size` bytes, or at least that many).
    private func tooLarge(_ size: Int) -> FileError {
        FileError(
            description: "cannot open '\(path)': it holds \(Self.mebibytes(size)) or more; "
                + "files of up to \(Self.mebibytes(Self.maximumSize)) can be edited")
    }

    /// `bytes` in MiB, for messages.
    static func mebibytes(_ bytes: Int) -> String {
        bytes.isMultiple(of: 1 << 20) ? "\(bytes >> 20) MiB" : "\(bytes >> 20).\((bytes & 0xFFFFF) * 10 >> 20) MiB"
    }
}
