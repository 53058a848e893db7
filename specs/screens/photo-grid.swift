// A photo grid: three flexible columns of square cells (`.aspectRatio(1, contentMode: .fill)`)
// 2 points apart, each a gradient placeholder with a heart badge, under a large title.
// Arithmetic: (393 − 2·2) / 3 = 129.667 per column, so each cell is 129.667 square; 12 photos
// make 4 rows: 4·129.667 + 3·2 = 524.667 high.
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let liked: Bool
}

struct PhotoGrid: View {
    let photos = (1...12).map { Photo(id: $0, liked: $0 % 4 == 0) }
    let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        Rectangle()
                            .fill(.linearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                            .aspectRatio(1, contentMode: .fill)
                            .overlay(alignment: .bottomTrailing) {
                                if photo.liked {
                                    Image(systemName: "heart.fill")
                                        .foregroundStyle(.white)
                                        .padding(6)
                                }
                            }
                    }
                }
            }
            .navigationTitle("Photos")
        }
    }
}

#Preview {
    PhotoGrid()
}
