import SwiftUI

struct FileNode: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileNode]?

    var icon: String {
        children == nil ? "doc" : "folder"
    }
}

struct FolderOutlineView: View {
    let root: [FileNode] = [
        FileNode(name: "Sources", children: [
            FileNode(name: "App.swift"),
            FileNode(name: "Views", children: [
                FileNode(name: "ContentView.swift"),
                FileNode(name: "DetailView.swift"),
            ]),
        ]),
        FileNode(name: "README.md"),
    ]
    @State private var showAdvanced = false
    @State private var verbose = false

    var body: some View {
        NavigationStack {
            List {
                Section("Files") {
                    OutlineGroup(root, children: \.children) { node in
                        Label(node.name, systemImage: node.icon)
                    }
                }
                Section {
                    DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                        Toggle("Verbose logging", isOn: $verbose)
                        Text("Build number 42")
                    }
                }
            }
            .navigationTitle("Project")
        }
    }
}

#Preview {
    FolderOutlineView()
}
