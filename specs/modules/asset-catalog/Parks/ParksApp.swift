import SwiftUI

@main
struct ParksApp: App {
    var body: some Scene {
        WindowGroup {
            ParkDetail()
        }
    }
}
