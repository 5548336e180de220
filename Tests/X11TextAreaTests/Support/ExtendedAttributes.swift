import Glibc

/// Reading and setting extended attributes by path, through the C library (the Glibc module does not declare these calls).
enum ExtendedAttributes {
    private typealias Setter =
        @convention(c) (
            UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32
        ) -> Int32
    private typealias Getter =
        @convention(c) (
            UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int
        ) -> Int

    /// Sets attribute `name` of the file at `path` to `value`; returns whether it worked.
    static func set(_ name: String, to value: [UInt8], on path: String) -> Bool {
        guard let symbol = dlsym(nil, "setxattr") else { return false }
        return unsafeBitCast(symbol, to: Setter.self)(path, name, value, value.count, 0) == 0
    }

    /// The value of attribute `name` of the file at `path`, or nil when it has none.
    static func value(of name: String, on path: String) -> [UInt8]? {
        guard let symbol = dlsym(nil, "getxattr") else { return nil }
        let get = unsafeBitCast(symbol, to: Getter.self)
        let size = get(path, name, nil, 0)
        guard size >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: max(size, 1))
        let read = get(path, name, &value, size)
        return read >= 0 ? Array(value[0..<read]) : nil
    }
}
