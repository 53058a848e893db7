// A profile header as apps write it: a `.linearGradient` banner behind an avatar circle with a
// white border and a shadow, the name and handle, and three counters. The banner's gradient runs
// from the top leading corner to the bottom trailing one; the avatar is `Color.indigo.gradient`
// (an AnyGradient: top to bottom, docs/svg.md). The follow button's `.borderedProminent` capsule
// is the tint. Arithmetic: the banner is 160 high across the 393-point window; the avatar (96)
// is pulled up by half its height (offset y −48), which moves its drawing, not its frame.
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct ProfileHeader: View {
    let name = "Avery Quinn"
    let handle = "@avery"
    let counts = [("Posts", 128), ("Followers", 2048), ("Following", 311)]

    var body: some View {
        VStack(spacing: 12) {
            Rectangle()
                .fill(.linearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 160)
                .overlay(alignment: .bottom) {
                    Circle()
                        .fill(Color.indigo.gradient)
                        .frame(width: 96, height: 96)
                        .overlay(Circle().stroke(.white, lineWidth: 4))
                        .shadow(radius: 6)
                        .offset(y: 48)
                }
            Spacer().frame(height: 40)
            Text(name)
                .font(.title2.bold())
            Text(handle)
                .foregroundStyle(.secondary)
            HStack(spacing: 32) {
                ForEach(counts, id: \.0) { label, value in
                    VStack {
                        Text("\(value)").font(.headline)
                        Text(label).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            Button("Follow") {}
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
            Spacer()
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    ProfileHeader()
}
