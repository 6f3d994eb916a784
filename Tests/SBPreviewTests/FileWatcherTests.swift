#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBPreview
import Testing

/// Polls `watcher`: whether a file changed since its last look.
private func changed(_ watcher: inout FileWatcher) -> Bool { watcher.poll() }

@Suite struct FileWatcherTests {
    private func scratch() throws -> String {
        let root = FileManager.default.temporaryDirectory.path + "/sbpreview-watch-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    @Test func seesWritesRenamesAndRemovals() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = root + "/scene.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: scene))
        var watcher = FileWatcher(paths: [scene])
        #expect(changed(&watcher) == false)

        // A longer file: the size changes.
        try Data("{\"layout\":\"circle\"}".utf8).write(to: URL(fileURLWithPath: scene))
        #expect(changed(&watcher))
        #expect(changed(&watcher) == false)

        // Saved by renaming a new file over it (as many editors do): a new inode.
        try Data("{\"layout\":\"grid\"}\n".utf8).write(to: URL(fileURLWithPath: root + "/new.json"))
        #expect(rename(root + "/new.json", scene) == 0)
        #expect(changed(&watcher))

        // The same size and a new modification time.
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, scene, &times, 0) == 0)
        #expect(changed(&watcher))

        try FileManager.default.removeItem(atPath: scene)
        #expect(changed(&watcher))
        #expect(changed(&watcher) == false)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: scene))
        #expect(changed(&watcher))
    }

    @Test func newFilesAreStampedAsTheyAre() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let a = root + "/a.png", b = root + "/b.png"
        try Data("a".utf8).write(to: URL(fileURLWithPath: a))
        try Data("b".utf8).write(to: URL(fileURLWithPath: b))
        var watcher = FileWatcher(paths: [a])
        // A change to a watched file before the set grows is still seen after.
        try Data("aa".utf8).write(to: URL(fileURLWithPath: a))
        watcher.watch([a, b, b])
        #expect(watcher.paths == [a, b])
        #expect(changed(&watcher))
        #expect(changed(&watcher) == false)
        #expect(FileStamp(path: root + "/missing").exists == false)
        #expect(FileStamp(path: a).size == 2)
    }
}
