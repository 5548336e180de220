import Glibc

/// What the file on disk was when the demo last read or wrote it: its identity, size and times, and a hash of its bytes.
///
/// Before each save the file is looked at again: if another program changed
/// it meanwhile, the save must not replace that program's text (see
/// `FileAutosave`).
struct DiskState: Sendable {
    /// The device and inode: a file replaced by a rename gets a new inode.
    let device: UInt64
    let inode: UInt64
    /// The size in bytes: a different size is a different text.
    let size: Int64
    /// The modification and status-change times, in nanoseconds since 1970.
    let modified: Int64
    let changed: Int64
    /// The hash of the bytes the file held.
    let hash: ContentHash
    /// When this was recorded, in nanoseconds since 1970 (the real-time clock, which file times follow).
    let recordedAt: Int64

    /// The longest time, in nanoseconds, a file system may round its times to: a change that soon after the times were taken may leave them as they were.
    static let timeGranularity: Int64 = 2_000_000_000

    /// The state of the file `status` describes, holding bytes whose hash is `hash`, as of now.
    init(_ status: stat, hash: ContentHash) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Self.nanoseconds(status.st_mtim)
        changed = Self.nanoseconds(status.st_ctim)
        self.hash = hash
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        recordedAt = Self.nanoseconds(now)
    }

    /// Whether `status` shows the very same file, unchanged as far as its metadata can tell.
    func hasSameMetadata(as status: stat) -> Bool {
        device == UInt64(status.st_dev) && inode == UInt64(status.st_ino) && size == Int64(status.st_size)
            && modified == Self.nanoseconds(status.st_mtim) && changed == Self.nanoseconds(status.st_ctim)
    }

    /// Whether the times were taken so soon after the file's last change that a later change might not have moved them: then only the bytes can tell.
    var isRacy: Bool {
        recordedAt - max(modified, changed) < Self.timeGranularity
    }

    /// Whether the open file `descriptor` (described by `status`) still holds what this state recorded; its bytes are read only when its metadata leaves a doubt.
    func isUnchanged(_ descriptor: Int32, status: stat) throws -> Bool {
        if size != Int64(status.st_size) { return false }
        if hasSameMetadata(as: status) && !isRacy { return true }
        return try ContentHash.ofFile(descriptor) == hash
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
