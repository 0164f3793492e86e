import Foundation
import QuestGrader

/// Where quest's own files are, found through the running executable, so that `quest` works from any folder.
///
/// Two layouts (one place decides both; `Scripts/install.sh` writes the first, `swift build` gives the second):
///
///     <prefix>/bin/quest, <prefix>/bin/quest-sandbox          installed (Scripts/install.sh)
///     <prefix>/lib/quest/{Templates,NewCourse,Modules,…}
///
///     <package>/.build/<configuration>/quest                  a build folder of the quest package
///     <package>/{Templates,NewCourse}
struct QuestInstallation: Sendable, Equatable {
    /// The folder of quest's data files below an installed prefix, relative to `bin/`.
    static let libraryFolder = PrebuiltModules.installedFolder
    /// The default site templates, inside the data folder.
    static let templatesFolder = "Templates"
    /// What `quest init` copies, inside the data folder.
    static let newCourseFolder = "NewCourse"

    /// The folder holding `Templates/` and `NewCourse/`.
    var dataDirectory: String

    /// The default site templates.
    var templates: String { dataDirectory + "/" + Self.templatesFolder }
    /// The course `quest init` writes.
    var newCourse: String { dataDirectory + "/" + Self.newCourseFolder }

    init(dataDirectory: String) {
        self.dataDirectory = dataDirectory
    }

    /// The installation of the running `quest`, or nil when its data files are not where either layout puts them.
    static func locate(executableDirectory: String = PrebuiltModules.executableDirectory) -> QuestInstallation? {
        let installed = URL(fileURLWithPath: executableDirectory + "/" + libraryFolder).standardizedFileURL.path
        // .build/<configuration> may itself be a link (.build/debug → x86_64-unknown-linux-gnu/debug): walk up a few.
        var candidates = [installed]
        var folder = URL(fileURLWithPath: executableDirectory)
        for _ in 0..<4 {
            folder = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                candidates.append(folder.path)
                break
            }
        }
        return candidates.first { Self.holdsData($0) }.map(QuestInstallation.init(dataDirectory:))
    }

    private static func holdsData(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return [templatesFolder, newCourseFolder].allSatisfy {
            FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isFolder) && isFolder.boolValue
        }
    }
}
