import Foundation
import Testing
@testable import QuestGrader

@Suite("Admission: the symbols and sections a learner object may have")
struct ObjectAuditTests {
    typealias Symbol = ELFObject.Symbol

    /// What the compiler emits for learner files (measured on the corpus' objects).
    static let allowed: [Symbol] = [
        Symbol(name: "$s7Learner11ContentViewV4bodyQrvg", binding: .global, visibility: .hidden, isDefined: true),
        Symbol(name: "$s7Learner11ContentViewVMn", binding: .global, visibility: .default, isDefined: true),
        Symbol(name: "$s7QuestUI4ViewP7LearnerE9cardStyleQryF", binding: .global, visibility: .hidden, isDefined: true),
        Symbol(name: "$s10Foundation6BundleC7LearnerE6decodeyxSSSeRzSERzlF", binding: .global, visibility: .hidden, isDefined: true),
        Symbol(name: "$sSaySSGMa", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "$ss27_finalizeUninitializedArrayySayxGABnlF", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "symbolic _____ 7Learner4TripV", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "got.$s7QuestUI4TextVMn", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "__swift_memcpy16_8", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "__swift_reflection_version", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "dynamic_cast_existential_0_class_conditional", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "write", binding: .global, visibility: .default, isDefined: false),
    ]

    /// What only an explicit name (`@_cdecl`, `@c`, `@_silgen_name`) makes.
    static let refused: [Symbol] = [
        Symbol(name: "write", binding: .global, visibility: .default, isDefined: true),
        Symbol(name: "read", binding: .global, visibility: .hidden, isDefined: true),
        Symbol(name: "__libc_start_main", binding: .global, visibility: .default, isDefined: true),
        Symbol(name: "main", binding: .global, visibility: .default, isDefined: true),
        Symbol(name: "$s11QuestChecks7HarnessC5beginACyFZ", binding: .global, visibility: .hidden, isDefined: true),
        Symbol(name: "$ss11CommandLineO9argumentsSaySSGvgZ", binding: .global, visibility: .default, isDefined: true),
        Symbol(name: "__swift_memcpy16_8", binding: .global, visibility: .hidden, isDefined: true),
        Symbol(name: "dynamic_cast_existential_1_conditional", binding: .global, visibility: .default, isDefined: true),
        Symbol(name: "write", binding: .weak, visibility: .hidden, isDefined: true),
        Symbol(name: "$s11QuestChecks7HarnessC5beginACyFZ", binding: .weak, visibility: .default, isDefined: true),
    ]

    @Test("the compiler's own symbols for a learner file are allowed", arguments: allowed)
    func allowedSymbol(symbol: Symbol) {
        #expect(ObjectAudit.refusals(in: ELFObject(symbols: [symbol])).isEmpty)
    }

    @Test("a definition under another module's or a C name is refused", arguments: refused)
    func refusedSymbol(symbol: Symbol) throws {
        let message = try #require(ObjectAudit.refusals(in: ELFObject(symbols: [symbol])).first)
        #expect(message.contains("`\(symbol.name)`"))
        #expect(message.contains("would replace the grader's"))
    }

    @Test("sections that run code before or after main, or load libraries, are refused by name or type", arguments: [
        (".init_array", UInt32(1)), (".init_array.00100", 1), (".preinit_array", 16), (".fini_array", 15), (".ctors", 1),
        (".dtors", 1), (".rela.init_array", 4), (".deplibs", 0x6fff_4c04), ("swift5_startup", 14), (".note.mine", 7),
    ])
    func refusedSection(name: String, type: UInt32) throws {
        let message = try #require(ObjectAudit.refusals(in: ELFObject(sections: [.init(name: name, type: type)])).first)
        #expect(message.contains("`\(name)`"))
    }

    @Test("the sections the compiler emits for Swift code are allowed", arguments: [
        "", ".text", ".text.$s7Learner6RouterC9popToRootyyF", ".rodata.str1.1", ".data.rel.ro", ".bss", ".debug_info",
        ".rela.text", ".eh_frame", ".symtab", ".strtab", ".note.GNU-stack", ".swift_modhash", ".swift1_autolink_entries",
        ".linker-options", "swift5_typeref", "swift5_protocol_conformances", ".llvm_addrsig", ".group",
    ])
    func allowedSection(name: String) {
        #expect(ObjectAudit.refusals(in: ELFObject(sections: [.init(name: name, type: 1)])).isEmpty)
    }
}

@Suite("Admission: real objects from the toolchain, read with libelf")
struct CompiledObjectAuditTests {
    /// `source` compiled as module `Learner` to an object (the flags that matter here: module name, library mode).
    static func object(_ source: String) throws -> ELFObject {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-audit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try source.write(toFile: folder + "/Learner.swift", atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(try Toolchain.locate().swiftc, [
            "-c", "-module-name", "Learner", "-parse-as-library", "-Onone", folder + "/Learner.swift", "-o", folder + "/Learner.o",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        return try ELFObject(path: folder + "/Learner.o")
    }

    @Test("plain Swift, public declarations, generics and conformances included, defines only what is allowed")
    func plainSwift() throws {
        let object = try Self.object("""
            public struct Trip: Identifiable, Hashable, Codable { public var id: Int; var name: String }
            extension Array where Element == Trip { func names() -> [String] { map(\\.name) } }
            final class Store { var trips: [Trip] = []; func add(_ trip: Trip) { trips.append(trip) } }
            """)
        #expect(object.symbols.contains { $0.isDefined && $0.name.hasPrefix("$s7Learner4TripV") })
        #expect(ObjectAudit.refusals(in: object).isEmpty, "\(ObjectAudit.refusals(in: object))")
    }

    @Test("casts to AnyObject and to protocol existentials, and key paths, define only what is allowed")
    func castsAndKeyPaths() throws {
        let object = try Self.object("""
            protocol Named: AnyObject { var name: String { get } }
            protocol Tagged {}
            final class Trip: Named, Tagged { let name = "Lisbon" }
            struct Stop { var name = "Porto" }
            func count(_ values: [Any]) -> Int {
                var found = 0
                for value in values {
                    if value as? AnyObject != nil { found += 1 }
                    if let named = value as? any Named { found += named.name.count }
                    if value is any Tagged { found += 1 }
                    if value as? any (Named & Tagged) != nil { found += 1 }
                    if type(of: value) is AnyClass { found += 1 }
                }
                let trip: AnyObject = Trip()
                if trip as? any Tagged != nil { found += 1 }
                var stop = Stop()
                stop[keyPath: \\Stop.name] = "Faro"
                return found + stop.name.count
            }
            """)
        #expect(object.symbols.contains { $0.isDefined && $0.name.hasPrefix("dynamic_cast_existential_") })
        #expect(ObjectAudit.refusals(in: object).isEmpty, "\(ObjectAudit.refusals(in: object))")
    }

    @Test("a C name, another module's Swift name and a startup section are each refused, whatever spelt them")
    func explicitNames() throws {
        let object = try Self.object("""
            @_cdecl("write") public func write(_ descriptor: Int32) -> Int { 0 }
            @_silgen_name("$ss11CommandLineO9argumentsSaySSGvgZ") public func arguments() -> [String] { [] }
            @section(".init_array") @used let early: @convention(c) () -> Void = {}
            """)
        let refusals = ObjectAudit.refusals(in: object)
        #expect(refusals.contains { $0.contains("the C symbol `write`") })
        #expect(refusals.contains { $0.contains("`$ss11CommandLineO9argumentsSaySSGvgZ` of another module") })
        #expect(refusals.contains { $0.contains("`.init_array`") })
    }
}
