/// Prefix sums over a list of non-negative integers, with point updates and searches in O(log n).
///
/// # Invariants
/// - `storage[i]` (1-based) holds the sum of the values in `(i - lowbit(i), i]`.
/// - Every value is non-negative, so prefix sums are monotonic and
///   ``index(containing:)`` can binary-search them.
struct FenwickTree {
    private var storage: [Int]
    /// The number of values.
    private(set) var count: Int
    /// The sum of all values, kept up to date: sizes and counts ask for it all the time.
    private(set) var total: Int

    /// Creates a tree over `values` in O(n).
    init<Values: Collection>(_ values: Values) where Values.Element == Int {
        count = values.count
        total = 0
        storage = [0]
        storage.reserveCapacity(count + 1)
        storage.append(contentsOf: values)
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { storage[parent] += storage[index] }
            index += 1
        }
        total = prefixSum(count)
    }

    /// A tree equal to this one that shares no storage with it (a copy shares it until either is changed).
    func detached() -> FenwickTree {
        var copy = self
        copy.storage = storage.withUnsafeBufferPointer { Array($0) }
        return copy
    }

    /// Adds `delta` to the value at `index` (0-based).
    mutating func add(_ delta: Int, at index: Int) {
        precondition(index >= 0 && index < count, "Fenwick index out of range")
        total += delta
        var position = index + 1
        while position <= count {
            storage[position] += delta
            position += position & -position
        }
    }

    /// The sum of the first `length` values.
    func prefixSum(_ length: Int) -> Int {
        precondition(length >= 0 && length <= count, "Fenwick prefix length out of range")
        var sum = 0
        var position = length
        while position > 0 {
            sum += storage[position]
            position -= position & -position
        }
        return sum
    }

    /// The index of the value whose span contains `target`, and the prefix sum before it.
    ///
    /// Returns the smallest index `i` with `prefixSum(i + 1) > target`; when
    /// `target >= total` it returns `count` and `total`.
    func index(containing target: Int) -> (index: Int, before: Int) {
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && storage[next] <= remaining {
                position = next
                remaining -= storage[next]
            }
            step /= 2
        }
        return (position, target - remaining)
    }
}
