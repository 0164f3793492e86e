@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The plug-in executable the compiler runs to expand QuestUI's macros: it answers the compiler's messages on
/// standard input and output, as swift-syntax's `CompilerPlugin` does (that module is not among the toolchain's host
/// libraries; its message handling is, behind the `PluginMessage` SPI it is written against).
@main struct QuestMacrosPlugin {
    /// Finds a macro by the type name QuestUI's declaration gives (`#externalMacro(module: "QuestMacros", type: …)`).
    struct Provider: PluginProvider {
        struct UnknownMacro: Error, CustomStringConvertible {
            var description: String
        }

        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            switch typeName {
            case "EntryMacro": return EntryMacro.self
            default: throw UnknownMacro(description: "quest's macro plug-in has no macro \(moduleName).\(typeName)")
            }
        }

        var features: [PluginFeature] { [] }
    }

    static func main() throws {
        let listener = CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), provider: Provider())
        try listener.main()
    }
}
