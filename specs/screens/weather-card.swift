// A weather card: a sky gradient card with rounded corners and a shadow, the city and the
// temperature, a humidity gauge (a grey track ring and the value's arc: a Circle trimmed to the
// humidity's fraction and turned −90° so that it starts at twelve o'clock) with the percentage
// inside, and an hourly row. In `.fixedLayout(width: 360, height: 300)`.
// Arithmetic: the card is 360 − 2·16 = 328 wide; inside its 20 padding the content is 288 wide.
// The gauge is 72 × 72; its arc is 0.64 of the ring, from twelve o'clock to about 7:40
// (0.64 · 360° = 230.4°, clockwise from the top).
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct HourForecast: Identifiable {
    let id: Int
    let hour: String
    let symbol: String
    let temperature: Int
}

struct HumidityGauge: View {
    let fraction: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.white.opacity(0.3), lineWidth: 8)
            Circle()
                .trim(from: 0, to: fraction)
                .rotation(.degrees(-90))
                .stroke(Color.white, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            VStack(spacing: 0) {
                Text("\(Int(fraction * 100))%")
                    .font(.headline)
                Text("Humidity")
                    .font(.caption2)
            }
            .foregroundStyle(.white)
        }
        .frame(width: 72, height: 72)
    }
}

struct WeatherCard: View {
    let city = "Lisbon"
    let temperature = 24
    let humidity = 0.64
    let hours = [
        HourForecast(id: 0, hour: "Now", symbol: "sun.max.fill", temperature: 24),
        HourForecast(id: 1, hour: "15", symbol: "cloud.sun.fill", temperature: 23),
        HourForecast(id: 2, hour: "16", symbol: "cloud.fill", temperature: 21),
        HourForecast(id: 3, hour: "17", symbol: "cloud.rain.fill", temperature: 19),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(city)
                        .font(.title2.bold())
                    Text("\(temperature)°")
                        .font(.system(size: 48, weight: .thin))
                }
                .foregroundStyle(.white)
                Spacer()
                HumidityGauge(fraction: humidity)
            }
            HStack {
                ForEach(hours) { hour in
                    VStack(spacing: 6) {
                        Text(hour.hour)
                            .font(.caption)
                        Image(systemName: hour.symbol)
                        Text("\(hour.temperature)°")
                            .font(.subheadline)
                    }
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(20)
        .background(
            RoundedRectangle(cornerRadius: 24)
                .fill(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
        )
        .shadow(color: .black.opacity(0.2), radius: 10, y: 4)
        .padding(16)
    }
}

#Preview("Weather", traits: .fixedLayout(width: 360, height: 300)) {
    WeatherCard()
}
