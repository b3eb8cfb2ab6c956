import Dispatch

/// `transform` over `items` on up to `jobs` threads, results in item order:
/// the same answer for any `jobs` (explore's frontier, compare's rows).
func parallelMap<T: Sendable, R: Sendable>(
    _ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R
) -> [R] {
    guard jobs > 1, items.count > 1 else { return items.map(transform) }
    let box = OrderedResults<R>(count: items.count)
    let next = Counter()
    let workers = min(jobs, items.count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = next.take(below: items.count) {
            box.set(index, transform(items[index]))
        }
    }
    return box.values
}

/// Results written by index from several threads.
final class OrderedResults<R>: @unchecked Sendable {
    private let lock = NSLockLike()
    private var slots: [R?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.locked { slots[index] = value }
    }

    var values: [R] { lock.locked { slots.map { $0! } } }
}

/// Hands out indices 0, 1, 2, … to whichever thread asks next.
final class Counter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.locked {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}

/// A mutex without Foundation (the script module does without it).
final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    func locked<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
