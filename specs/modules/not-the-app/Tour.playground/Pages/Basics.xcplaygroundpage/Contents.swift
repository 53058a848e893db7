import SwiftUI

struct Basket {
  var fruits: [Fruit] = []
}

var basket = Basket()
basket.fruits.append(Fruit(name: "Apple", grams: 180))
print(basket.fruits.count)

struct BasketView: View {
  var body: some View {
    Text("\(Fruit(name: "Pear", grams: 150).name)")
  }
}
