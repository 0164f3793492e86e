import SwiftUI

struct NewTripForm: View {
    @State private var name = ""
    @State private var days = 3
    @State private var saved: String?

    var body: some View {
        NavigationStack {
            Form {
                Text("Plan a new trip")
            }
            .navigationTitle("New Trip")
        }
    }
}
