import Foundation

/// The n-th Fibonacci number, computed the slow way.
func fibonacci(_ n: Int) -> Int {
    guard n >= 2 else { return n }
    return fibonacci(n - 1) + fibonacci(n - 2)
}
