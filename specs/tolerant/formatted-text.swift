// Formatted text as Foundation prints it in en_US, dates in UTC, "now" the fixed instant
// 2026-01-15T09:41:00Z (or `--now`): docs/text.md, "Formatted values".
//   $1,234.50            .currency(code: "USD"): symbol first, two fraction digits
//   -€1,234.57           a negative amount: "-" before the symbol; 1234.567 rounds up
//   1,234,567            .number of an Int, grouped by threes
//   2.34 / 2.68          .fractionLength(2) rounds the shortest decimal half to even: 2.345 → 2.34,
//                        2.675 → 2.68 (printf's "%.2f" of the same double shows 2.67)
//   25.6% / 42%          .percent: a Double × 100, an Int as it is
//   January 15, 2026     Text(_:style: .date), the long date
//   9:41 AM              Text(_:style: .time) and `.hour().minute()`, U+202F before AM (CLDR 42)
//   Jan 15               .dateTime.day().month()
//   Nov 14, 2023, 10:13 PM    Date.FormatStyle(date: .abbreviated, time: .shortened) of
//                        Date(timeIntervalSince1970: 1_700_000_000)
//   2 hours, 23 minutes  .relative of a date 8,580 s from now; a timer 152 s away shows 2:32
//   $1,234.50 / November 14, 2023 / 1,234,567 / 1/15/2026, 9:41 AM    the same through
//                        `formatted(_:)`, `formatted(date:time:)` and `formatted()`
// Not modelled, so assumed (an error under --strict) and measured as a stand-in of realistic
// width rather than the "<assumed …>" text (docs/text.md, "Stand-ins"): a currency code
// outside the table (the stand-in 1,234.5), `.offset` (SwiftUI's example "+2 hours"), and a
// name read from an assumed value (two words, "Sample text"). specs/diagnostics/unmodelled-format.ui
// is the same under --strict.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: later --tree --now 2026-07-04T18:30:00Z
import SwiftUI

struct OrderSummary: View {
    let total = 1234.5
    let refund = -1234.567
    let count = 1_234_567
    let share = 0.256
    let shipped = Date(timeIntervalSince1970: 1_700_000_000)
    let product = Catalogue.featured

    var body: some View {
        VStack(alignment: .leading) {
            Text(total, format: .currency(code: "USD"))
            Text(refund, format: .currency(code: "EUR"))
            Text(count, format: .number)
            Text(2.345, format: .number.precision(.fractionLength(2)))
            Text("Rate \(2.675, format: .number.precision(.fractionLength(2)))")
            Text(share, format: .percent)
            Text(42, format: .percent)
            Text(Date(), style: .date)
            Text(Date.now, style: .time)
            Text(.now, format: .dateTime.day().month())
            Text(Date.now, format: .dateTime.hour().minute())
            Text(shipped, format: Date.FormatStyle(date: .abbreviated, time: .shortened))
            Text(Date().addingTimeInterval(-8580), style: .relative)
            Text(Date.now.addingTimeInterval(152), style: .timer)
            Text(9.99, format: .currency(code: "XYZ"))
            Text(shipped, style: .offset)
            Text(total.formatted(.currency(code: "USD")))
            Text(shipped.formatted(date: .long, time: .omitted))
            Text(count.formatted())
            Text(Date().formatted())
            Text(product.name)
        }
    }
}

#Preview { OrderSummary() }
