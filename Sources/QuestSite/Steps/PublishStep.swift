import Foundation

/// Copies the static files, writes the manifest, and swaps the finished tree in for the output folder.
struct PublishStep: BuildStep {
    let name = "Publishing"

    func headline(_ context: BuildContext) -> String {
        let folder = context.options.output.lastPathComponent
        return context.upToDate ? "\(name) \(folder)/ (up to date, nothing written)" : "\(name) \(folder)/"
    }

    func run(_ context: BuildContext) throws {
        guard !context.upToDate else {
            context.report.upToDate = true
            context.report.files = context.previous?.files.count ?? 0
            return
        }
        guard let tree = context.tree, let staging = context.staging, let templates = context.templates,
              let fingerprint = context.fingerprint else { return }
        for name in SiteTemplates.assets.sorted() {
            if let data = templates.assets[name] { try tree.write(data, to: name) }
        }
        let files = tree.files
        let manifest = BuildManifest(inputs: fingerprint.all, units: context.units, files: files)
        try tree.write(try manifest.encoded(), to: BuildManifest.fileName)
        try staging.commit()
        context.report.files = files.count
    }
}
