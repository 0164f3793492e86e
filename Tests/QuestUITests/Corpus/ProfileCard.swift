import SwiftUI

struct ProfileView: View {
    let name = "Taylor Swift"
    let handle = "@taylor"
    let followers = 1_204
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
                .foregroundColor(.gray)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 4))
                .shadow(radius: 7)

            Text(name)
                .font(.title)
                .fontWeight(.bold)
            Text(handle)
                .font(.subheadline)
                .foregroundStyle(.secondary)

            Divider()
                .padding(.horizontal, 40)

            HStack(spacing: 40) {
                Label("\(followers)", systemImage: "person.2")
                Label("Paris", systemImage: "mappin.and.ellipse")
            }
            .font(.callout)

            Link("Visit website", destination: URL(string: "https://example.com")!)

            Button(action: { isFollowing.toggle() }) {
                Text(isFollowing ? "Following" : "Follow")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(isFollowing ? Color.gray : Color.blue)
                    .foregroundColor(.white)
                    .cornerRadius(10)
            }
            .padding(.horizontal)
            Spacer()
        }
        .padding(.top, 40)
    }
}

#Preview {
    ProfileView()
}
