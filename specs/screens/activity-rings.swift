// An activity summary: three concentric rings, each a faint full track and an arc trimmed to
// the day's progress, turned −90° to start at twelve o'clock, with round caps; the outer ring's
// arc is an AngularGradient stroke from red at twelve o'clock (−90°) to pink where the arc ends
// (−90° + 288° = 198°): the gradient's angles are the frame's, not turned with the path. Beside them, three rows of label and value. In
// `.fixedLayout(width: 360, height: 220)`.
// Arithmetic: the rings are 140 × 140 with lines 14 wide; each inner ring is inset by 18 more
// (`inset(by:)`, the ring's own path in its frame inset on every side): radii 70 − 7 = 63,
// 63 − 18 = 45 and 27 to the lines' centres (the stroke is centred on the inset circle). Move
// 0.8 of the ring (288°), Exercise 0.55 (198°), Stand 0.9 (324°).
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct Ring: View {
    let inset: Double
    let progress: Double
    let color: Color

    var body: some View {
        ZStack {
            Circle()
                .inset(by: inset + 7)
                .stroke(color.opacity(0.2), lineWidth: 14)
            Circle()
                .inset(by: inset + 7)
                .trim(from: 0, to: progress)
                .rotation(.degrees(-90))
                .stroke(color, style: StrokeStyle(lineWidth: 14, lineCap: .round))
        }
    }
}

struct ActivitySummary: View {
    var body: some View {
        HStack(spacing: 24) {
            ZStack {
                Circle()
                    .inset(by: 7)
                    .stroke(Color.red.opacity(0.2), lineWidth: 14)
                Circle()
                    .inset(by: 7)
                    .trim(from: 0, to: 0.8)
                    .rotation(.degrees(-90))
                    .stroke(AngularGradient(colors: [.red, .pink], center: .center, startAngle: .degrees(-90), endAngle: .degrees(198)), lineWidth: 14)
                Ring(inset: 18, progress: 0.55, color: .green)
                Ring(inset: 36, progress: 0.9, color: .cyan)
            }
            .frame(width: 140, height: 140)
            VStack(alignment: .leading, spacing: 10) {
                stat("Move", "384/480 kcal", .red)
                stat("Exercise", "17/30 min", .green)
                stat("Stand", "9/10 hr", .cyan)
            }
        }
        .padding()
        .background(Color.black, in: RoundedRectangle(cornerRadius: 20))
        .padding()
    }

    func stat(_ title: String, _ value: String, _ color: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.subheadline)
                .foregroundStyle(.white)
            Text(value)
                .font(.headline)
                .foregroundStyle(color)
        }
    }
}

#Preview("Activity", traits: .fixedLayout(width: 360, height: 220)) {
    ActivitySummary()
}
