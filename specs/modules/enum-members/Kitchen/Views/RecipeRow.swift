import SwiftUI

struct RecipeRow: View {
  let recipe: Recipe
  var body: some View {
    HStack {
      Text(recipe.summary)
      Text(recipe.kind.rawValue).frame(width: recipe.kind.width)
      Text("\(recipe.scaled(by: 3))")
      switch recipe.state {
      case .ready: Text("ready")
      case .cooking(let minutes): Text("\(minutes) min")
      case .failed(let why): Text(why)
      }
      if recipe.isReady { Text("!") }
      ForEach(Tab.allCases) { tab in
        Image(systemName: tab.icon)
      }
      Text(Tab.initial.label(prefix: "i."))
      Text(Tab(rawValue: 3)?.icon ?? "none")
    }
  }
}

#Preview {
  RecipeRow(recipe: .sample)
}
