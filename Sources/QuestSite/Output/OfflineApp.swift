public import Foundation

/// What makes a served site installable and usable offline: the web app manifest, and the service worker, which is
/// `Templates/sw.js` after one generated line naming the build (the input fingerprint) and the files to keep.
///
/// The fingerprint makes `sw.js` change with every build that changes anything, so a browser installs the new worker,
/// which fills a cache of that name and deletes the others. Both files are deterministic: sorted files, sorted keys.
public struct OfflineApp: Sendable, Equatable {
    public static let serviceWorkerName = "sw.js"
    public static let manifestName = "manifest.webmanifest"
    /// The icon the manifest names, copied from the templates like the other assets.
    public static let iconName = "icon.svg"

    /// The course's title, the manifest's name.
    public var title: String
    public var description: String
    public var language: String
    /// The build's input fingerprint.
    public var build: String
    /// The files a worker keeps for offline use: every file of the site but the Anki packages (`.apkg`: made for
    /// desktop Anki, and the course's package alone can be as large as the rest together) and the worker itself.
    public var files: [String]

    public init(site: SiteValues, build: String, siteFiles: [String]) {
        title = site.title
        description = site.description
        language = site.language
        self.build = build
        files = siteFiles.filter { !$0.hasSuffix(".apkg") && $0 != Self.serviceWorkerName }.sorted()
    }

    /// `sw.js`: the generated line, then the template's worker.
    public func serviceWorker(template: Data) throws -> Data {
        let build: String
        let files: String
        // Written directly when every string is plain (as `JSONEncoder` would write it: 12,000 names at 2,000
        // lessons, a test holds the two together); by `JSONEncoder` otherwise.
        if BuildManifest.isPlain(self.build), self.files.allSatisfy(BuildManifest.isPlain) {
            build = "\"" + self.build + "\""
            files = "[" + self.files.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]"
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            build = String(decoding: try encoder.encode(self.build), as: UTF8.self)
            files = String(decoding: try encoder.encode(self.files), as: UTF8.self)
        }
        let header = "/* Written by `quest build`: this build's fingerprint and the files kept offline. */\n"
            + "var QUEST_BUILD = \(build);\nvar QUEST_FILES = \(files);\n"
        return Data(header.utf8) + template
    }

    private struct Manifest: Encodable {
        struct Icon: Encodable {
            let src: String
            let sizes: String
            let type: String
            let purpose: String
        }

        let name: String
        let shortName: String
        let description: String
        let lang: String
        let startURL: String
        let scope: String
        let display: String
        let backgroundColor: String
        let themeColor: String
        let icons: [Icon]

        enum CodingKeys: String, CodingKey {
            case name, description, lang, scope, display, icons
            case shortName = "short_name", startURL = "start_url"
            case backgroundColor = "background_color", themeColor = "theme_color"
        }
    }

    /// `manifest.webmanifest`, every address relative to it, so the site installs under any path.
    public func manifest() throws -> Data {
        let manifest = Manifest(
            name: title, shortName: title, description: description, lang: language,
            startURL: "index.html", scope: "./", display: "standalone",
            backgroundColor: "#ffffff", themeColor: "#3646c9",
            icons: [.init(src: Self.iconName, sizes: "any", type: "image/svg+xml", purpose: "any")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(manifest)
        data.append(0x0a)
        return data
    }
}
