import SwiftUI

func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}

struct Fibonacci: View {
    var body: some View {
        Text("\(fib(40))")
    }
}

struct Powers: View {
    var p0: Int { 1 }
    var p1: Int { p0 + p0 }
    var p2: Int { p1 + p1 }
    var p3: Int { p2 + p2 }
    var p4: Int { p3 + p3 }
    var p5: Int { p4 + p4 }
    var p6: Int { p5 + p5 }
    var p7: Int { p6 + p6 }
    var p8: Int { p7 + p7 }
    var p9: Int { p8 + p8 }
    var p10: Int { p9 + p9 }
    var p11: Int { p10 + p10 }
    var p12: Int { p11 + p11 }
    var p13: Int { p12 + p12 }
    var p14: Int { p13 + p13 }
    var p15: Int { p14 + p14 }
    var p16: Int { p15 + p15 }
    var p17: Int { p16 + p16 }
    var p18: Int { p17 + p17 }
    var p19: Int { p18 + p18 }
    var p20: Int { p19 + p19 }
    var p21: Int { p20 + p20 }
    var p22: Int { p21 + p21 }
    var p23: Int { p22 + p22 }
    var p24: Int { p23 + p23 }
    var p25: Int { p24 + p24 }
    var p26: Int { p25 + p25 }
    var p27: Int { p26 + p26 }
    var p28: Int { p27 + p27 }
    var p29: Int { p28 + p28 }
    var p30: Int { p29 + p29 }
    var p31: Int { p30 + p30 }
    var p32: Int { p31 + p31 }
    var p33: Int { p32 + p32 }
    var p34: Int { p33 + p33 }
    var p35: Int { p34 + p34 }
    var p36: Int { p35 + p35 }
    var p37: Int { p36 + p36 }
    var p38: Int { p37 + p37 }
    var p39: Int { p38 + p38 }
    var p40: Int { p39 + p39 }
    var body: some View {
        Text("\(p40)")
    }
}

let numbers = Array(0..<10000)

struct Sums: View {
    var body: some View {
        Text("\(numbers.map { a in numbers.map { b in a + b }.count }.last ?? 0)")
    }
}

struct ContentView: View {
    var body: some View {
        VStack { Fibonacci(); Powers(); Sums() }
    }
}

