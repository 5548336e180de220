import Glibc

/// Giving a file that replaces another the other's owner, group, permissions and extended attributes.
enum FileMetadata {
    /// The extended attributes copied: the user's own, security labels, and the access control list.
    private static let copiedPrefixes = ["user.", "security.", "system.posix_acl_access"]

    /// Gives the open file `destination` the owner, group, permissions and extended attributes of the open file `source` (described by `status`); returns whether the owner and group could be kept.
    ///
    /// Changing the owner needs privileges, and a group only one's own groups;
    /// the permissions are set after, since a change of owner clears the
    /// set-user-ID bit. Attributes that cannot be copied (no support, no
    /// privilege) are left out.
    static func copy(from source: Int32, status: stat, to destination: Int32) -> Bool {
        var current = stat()
        if fstat(destination, &current) == 0 && (current.st_uid != status.st_uid || current.st_gid != status.st_gid) {
            if fchown(destination, status.st_uid, status.st_gid) != 0 {
                _ = fchown(destination, uid_t.max, status.st_gid)
            }
            fstat(destination, &current)
        }
        fchmod(destination, status.st_mode & 0o7777)
        copyExtendedAttributes(from: source, to: destination)
        return current.st_uid == status.st_uid && current.st_gid == status.st_gid
    }

    /// The C library's `flistxattr`, `fgetxattr` and `fsetxattr`, which the Glibc module does not declare; nil when the library has none.
    private static let calls:
        (
            list: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int,
            get: @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int,
            set: @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
        )? = {
            guard let list = dlsym(nil, "flistxattr"), let get = dlsym(nil, "fgetxattr"),
                let set = dlsym(nil, "fsetxattr")
            else { return nil }
            return (
                unsafeBitCast(list, to: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int).self),
                unsafeBitCast(
                    get, to: (@convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int).self),
                unsafeBitCast(
                    set, to: (@convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32).self)
            )
        }()

    /// Copies the extended attributes ``copiedPrefixes`` name from `source` to `destination`, ignoring failures.
    private static func copyExtendedAttributes(from source: Int32, to destination: Int32) {
        guard let (flistxattr, fgetxattr, fsetxattr) = calls else { return }
        let listSize = flistxattr(source, nil, 0)
        guard listSize > 0 else { return }
        var list = [CChar](repeating: 0, count: listSize)
        let listed = flistxattr(source, &list, list.count)
        guard listed > 0 else { return }
        let names = list[0..<listed].split(separator: 0).map {
            String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        for name in names where copiedPrefixes.contains(where: { name.hasPrefix($0) }) {
            let size = fgetxattr(source, name, nil, 0)
            guard size >= 0 else { continue }
            var value = [UInt8](repeating: 0, count: max(size, 1))
            let read = fgetxattr(source, name, &value, size)
            guard read >= 0 else { continue }
            _ = fsetxattr(destination, name, value, read, 0)
        }
    }
}
