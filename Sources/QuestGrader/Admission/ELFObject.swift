import CElf
import Foundation

/// The symbols and sections of a relocatable object, read with Debian's libelf (the one file that imports CElf):
/// what `ObjectAudit` holds learner objects to before they are linked. Reading in process costs well under a
/// millisecond an object, where `llvm-nm` would cost a process.
struct ELFObject: Sendable {
    /// A symbol of the object's symbol table.
    struct Symbol: Hashable, Sendable {
        enum Binding: Hashable, Sendable { case local, global, weak, unique, other }
        enum Visibility: Hashable, Sendable { case `default`, `internal`, hidden, protected }

        var name: String
        var binding: Binding
        var visibility: Visibility
        /// False for a reference to a symbol another object defines.
        var isDefined: Bool
    }

    /// A section: its name and ELF type (`SHT_INIT_ARRAY` is 14).
    struct Section: Hashable, Sendable {
        var name: String
        var type: UInt32
    }

    var symbols: [Symbol] = []
    var sections: [Section] = []

    /// Why an object could not be read.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// An object of exactly these symbols and sections.
    init(symbols: [Symbol] = [], sections: [Section] = []) {
        self.symbols = symbols
        self.sections = sections
    }

    /// Reads the object at `path`.
    init(path: String) throws {
        guard elf_version(UInt32(EV_CURRENT)) != UInt32(EV_NONE) else { throw ReadError(description: "libelf is too old") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        guard let elf = elf_begin(descriptor, ELF_C_READ, nil) else { throw Self.libelfError(path) }
        defer { elf_end(elf) }
        guard elf_kind(elf) == ELF_K_ELF else { throw ReadError(description: "\(path) is not an ELF object") }
        var namesIndex = 0
        guard elf_getshdrstrndx(elf, &namesIndex) == 0 else { throw Self.libelfError(path) }
        var scn: OpaquePointer? = nil
        while let section = elf_nextscn(elf, scn) {
            scn = section
            var header = GElf_Shdr()
            guard gelf_getshdr(section, &header) != nil else { throw Self.libelfError(path) }
            let name = elf_strptr(elf, namesIndex, Int(header.sh_name)).map { String(cString: $0) } ?? ""
            sections.append(Section(name: name, type: header.sh_type))
            guard header.sh_type == UInt32(SHT_SYMTAB), header.sh_entsize > 0 else { continue }
            guard let data = elf_getdata(section, nil) else { throw Self.libelfError(path) }
            for index in 0..<Int32(header.sh_size / header.sh_entsize) {
                var symbol = GElf_Sym()
                guard gelf_getsym(data, index, &symbol) != nil else { throw Self.libelfError(path) }
                let symbolName = elf_strptr(elf, Int(header.sh_link), Int(symbol.st_name)).map { String(cString: $0) } ?? ""
                symbols.append(Symbol(
                    name: symbolName, binding: Self.binding(symbol.st_info >> 4),
                    visibility: Self.visibility(symbol.st_other & 0x3), isDefined: symbol.st_shndx != UInt16(SHN_UNDEF)
                ))
            }
        }
    }

    private static func binding(_ value: UInt8) -> Symbol.Binding {
        switch Int32(value) {
        case STB_LOCAL: .local
        case STB_GLOBAL: .global
        case STB_WEAK: .weak
        case STB_GNU_UNIQUE: .unique
        default: .other
        }
    }

    private static func visibility(_ value: UInt8) -> Symbol.Visibility {
        switch Int32(value) {
        case STV_INTERNAL: .internal
        case STV_HIDDEN: .hidden
        case STV_PROTECTED: .protected
        default: .default
        }
    }

    private static func libelfError(_ path: String) -> ReadError {
        ReadError(description: "cannot read \(path): " + (elf_errmsg(-1).map { String(cString: $0) } ?? "libelf failed"))
    }
}
