import CCairo
#if canImport(Glibc)
import Glibc
#endif

/// Which code draws in this process: the GNU build IDs of the executable (or library) holding
/// SBCairo and of the loaded cairo and pixman, as text; nil when one has none (or elsewhere than
/// Linux). ``SurfacePixelCache`` keeps pixels only for the code that drew them.
///
/// The IDs are read from the objects' notes as ld.so mapped them (`dl_iterate_phdr`): no file is
/// opened. Finding the files in `/proc/self/maps` and reading their identities cost a one shot
/// 0.6 ms of kernel time (the kernel writes a line per mapping, over 200 of them).
enum CodeIdentity {
    static let current: String? = {
        #if os(Linux)
        var search = Search(address: UInt(bitPattern: unsafeBitCast(Search.probe, to: Int.self)))
        _ = withUnsafeMutablePointer(to: &search) { pointer in
            dl_iterate_phdr({ info, _, context in
                guard let info, let context else { return 0 }
                context.assumingMemoryBound(to: Search.self).pointee.visit(info.pointee)
                return 0
            }, pointer)
        }
        guard let own = search.own, let cairo = search.cairo, let pixman = search.pixman else { return nil }
        return [own, cairo, pixman].joined(separator: "\t")
        #else
        return nil
        #endif
    }()

    /// The build ID in an object's note bytes (a sequence of ELF notes, each its name and
    /// description padded to 4 bytes), in hex; nil when there is no GNU build ID note.
    static func buildID(inNotes notes: UnsafeRawBufferPointer) -> String? {
        var offset = 0
        while offset + 12 <= notes.count {
            let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let descriptionSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
            let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let name = offset + 12
            let description = name + (nameSize + 3) / 4 * 4
            let end = description + (descriptionSize + 3) / 4 * 4
            guard nameSize <= notes.count, descriptionSize <= notes.count, end <= notes.count else { return nil }
            // NT_GNU_BUILD_ID (3), owner "GNU\0".
            if type == 3, nameSize == 4, notes[name] == 0x47, notes[name + 1] == 0x4E, notes[name + 2] == 0x55,
               notes[name + 3] == 0, descriptionSize > 0 {
                return notes[description..<(description + descriptionSize)]
                    .map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            }
            offset = end
        }
        return nil
    }

    #if os(Linux)
    /// What `dl_iterate_phdr` finds: the build IDs of the object holding `address` (this module's
    /// code), of cairo and of pixman.
    private struct Search {
        /// A function of this module: its address tells which loaded object holds SBCairo.
        static let probe: @convention(c) () -> Void = {}
        let address: UInt
        var own: String?
        var cairo: String?
        var pixman: String?

        mutating func visit(_ info: sbrender_dl_phdr_info) {
            guard let headers = info.dlpi_phdr else { return }
            let base = UInt(info.dlpi_addr)
            var holdsAddress = false
            var id: String?
            for i in 0..<Int(info.dlpi_phnum) {
                let header = headers[i]
                let start = base &+ UInt(header.p_vaddr)
                if header.p_type == UInt32(PT_LOAD), start <= address, address < start &+ UInt(header.p_memsz) {
                    holdsAddress = true
                } else if header.p_type == UInt32(PT_NOTE), id == nil, let notes = UnsafeRawPointer(bitPattern: start) {
                    id = CodeIdentity.buildID(inNotes: UnsafeRawBufferPointer(start: notes, count: Int(header.p_memsz)))
                }
            }
            if holdsAddress { own = id }
            // strstr on the C string: String's contains(_:) costs tens of thousands of
            // instructions a call, and there are over 40 objects.
            if let name = info.dlpi_name {
                if strstr(name, "/libcairo.so") != nil { cairo = id }
                if strstr(name, "/libpixman-1.so") != nil { pixman = id }
            }
        }
    }
    #endif
}
