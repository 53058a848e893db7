import SwiftUI

struct FibonacciView: View {
    let n: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Fibonacci")
                .font(.headline)
            Text("fib(\(n)) = \(fibonacci(n))")
        }
    }
}

#Preview {
    FibonacciView(n: 40)
}
