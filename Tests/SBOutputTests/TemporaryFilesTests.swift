import Foundation
import SBOutput
import Testing

/// The run's temporaries: sbrender's temporary names, exclusive creation, discarding, and the
/// leftovers of killed runs.
@Suite("temporary files")
struct TemporaryFilesTests {
    @Test("the process id is read only from names of sbrender's form")
    func processIDs() {
        #expect(TemporaryFiles.processID(inTemporaryName: ".a.png.sbrender-123.tmp") == 123)
        #expect(TemporaryFiles.processID(inTemporaryName: ".a.png.sbrender-123-2.tmp") == 123)
        #expect(TemporaryFiles.processID(inTemporaryName: "a.png") == nil)
        #expect(TemporaryFiles.processID(inTemporaryName: ".a.png.sbrender-.tmp") == nil)
        #expect(TemporaryFiles.processID(inTemporaryName: ".a.png.sbrender-12x.tmp") == nil)
        // The marker right after the dot leaves no output name: not sbrender's.
        #expect(TemporaryFiles.processID(inTemporaryName: ".sbrender-12.tmp") == nil)
    }

    @Test("create is exclusive and registers the file; discard removes it")
    func createAndDiscard() throws {
        let folder = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = TemporaryFiles()
        let path = folder + "/.a.png.sbrender-1.tmp"
        let fd = try files.create(path)
        close(fd)
        #expect(files.registered == [path])
        #expect(throws: OutputError("cannot create \(path): File exists")) { try files.create(path) }
        files.discard(path)
        #expect(files.registered.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a killed run's temporaries are removed, a live process's and other files stay")
    func abandoned() throws {
        let folder = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // pid_t is 32 bits and Linux's pid_max is at most 2^22 = 4,194,304: 2,000,000,000 is no process.
        let dead = ".a.png.sbrender-2000000000.tmp"
        let mine = ".a.png.sbrender-\(getpid()).tmp"
        for name in [dead, mine, "a.png", "notes.txt"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([1])))
        }
        #expect(TemporaryFiles.removeAbandoned(in: folder) == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [mine, "a.png", "notes.txt"].sorted())
    }
}
