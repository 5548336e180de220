/// A reference that does not keep its object alive, for lists of objects owned elsewhere.
struct WeakReference<Object: AnyObject> {
    /// The object, or nil once it is gone.
    weak var value: Object?

    /// A weak reference to `value`.
    init(_ value: Object) {
        self.value = value
    }
}
