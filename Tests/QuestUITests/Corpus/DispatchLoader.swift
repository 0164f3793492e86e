import SwiftUI

class ImageLoader: ObservableObject {
    @Published var isLoading = false
    @Published var message = "Idle"
    static var cache: [String: String] = [:]

    func load(_ name: String) {
        isLoading = true
        if let cached = ImageLoader.cache[name] {
            message = cached
            isLoading = false
            return
        }
        DispatchQueue.global().async {
            let result = "Loaded \(name)"
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                ImageLoader.cache[name] = result
                self.message = result
                self.isLoading = false
            }
        }
    }
}

struct LoaderView: View {
    @ObservedObject var loader = ImageLoader()
    @State private var name = "cat"
    @State private var showDetails = false

    var body: some View {
        NavigationView {
            VStack {
                if loader.isLoading {
                    ProgressView()
                } else {
                    Text(loader.message)
                }
                TextField("Name", text: $name)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    .padding()
                Button("Load") { loader.load(name) }
                NavigationLink(destination: Text("Details for \(name)"), isActive: $showDetails) {
                    EmptyView()
                }
            }
            .navigationBarTitle("Loader")
            .onAppear { loader.load(name) }
            .onChange(of: name) { newValue in
                if newValue.count > 3 { showDetails = true }
            }
        }
    }
}
