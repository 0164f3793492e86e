import SwiftUI

struct EventDetailView: View {
    let title = "WWDC Watch Party"
    let start = Date().addingTimeInterval(3600 * 5)
    let price = 12.5
    let attendees = 42
    @State private var note = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(title)
                    .font(.largeTitle)
                    .fontWeight(.heavy)
                    .fontDesign(.rounded)

                Text("Starts ") + Text(start, style: .relative).bold() + Text(" from now")

                Text("**\(attendees)** people are going — *don't miss it!*")

                Text(verbatim: "Use #wwdc-party on socials")
                    .font(.caption.monospaced())

                HStack {
                    Text(price, format: .currency(code: "GBP"))
                    Text("·")
                    Text(start.formatted(date: .abbreviated, time: .shortened))
                }
                .foregroundStyle(.secondary)

                Text("A long description of the event that goes on and on so that it needs more than two lines to fit on a phone screen.")
                    .lineLimit(2, reservesSpace: true)
                    .textSelection(.enabled)

                TextField("Add a note", text: $note, prompt: Text("Bring snacks?"))
                    .textFieldStyle(.roundedBorder)

                Label {
                    Text("Add to calendar")
                } icon: {
                    Image(systemName: "calendar.badge.plus")
                        .foregroundStyle(.green, .blue)
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(Color(red: 0.96, green: 0.96, blue: 0.98).ignoresSafeArea())
    }
}

#Preview {
    EventDetailView()
}
