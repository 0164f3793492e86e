import SwiftUI

struct ColorMixerView: View {
    @State private var red = 0.5
    @State private var green = 0.5
    @State private var blue = 0.5
    @State private var favorite = Color.mint
    @State private var savedColors: [Color] = []

    var mixed: Color {
        Color(red: red, green: green, blue: blue)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(mixed)
                        .frame(height: 150)
                        .listRowInsets(EdgeInsets())
                }
                Section("Channels") {
                    slider("Red", value: $red, tint: .red)
                    slider("Green", value: $green, tint: .green)
                    slider("Blue", value: $blue, tint: .blue)
                }
                Section("Favourite") {
                    ColorPicker("Pick a favourite", selection: $favorite, supportsOpacity: false)
                }
                Section("Saved") {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(savedColors.indices, id: \.self) { index in
                                Circle()
                                    .fill(savedColors[index])
                                    .frame(width: 30, height: 30)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Mixer")
            .toolbar {
                Button("Save") {
                    savedColors.append(mixed)
                }
            }
        }
    }

    @ViewBuilder
    func slider(_ title: String, value: Binding<Double>, tint: Color) -> some View {
        HStack {
            Text(title)
                .frame(width: 60, alignment: .leading)
            Slider(value: value, in: 0...1)
                .tint(tint)
            Text("\(Int(value.wrappedValue * 255))")
                .frame(width: 40)
        }
    }
}

#Preview {
    ColorMixerView()
}
