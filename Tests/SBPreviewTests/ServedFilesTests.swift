#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBPreview
import Testing

@Suite struct ServedFilesTests {
    /// A folder with a scene, an image beside it, an image in a subfolder, a file the scene does
    /// not use, a symbolic link out of the folder and one to the image.
    private func folder() throws -> (root: String, served: ServedFiles) {
        let root = FileManager.default.temporaryDirectory.path + "/sbpreview-files-\(UInt32.random(in: 0...UInt32.max))"
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "-outside", withIntermediateDirectories: true)
        for name in ["scene.json", "wall.png", "icons/a.png", "notes.txt"] {
            #expect(fm.createFile(atPath: root + "/" + name, contents: Data("x".utf8)))
        }
        #expect(fm.createFile(atPath: root + "-outside/b.png", contents: Data("x".utf8)))
        try fm.createSymbolicLink(atPath: root + "/etc.png", withDestinationPath: "/etc/passwd")
        try fm.createSymbolicLink(atPath: root + "/wall-link.png", withDestinationPath: root + "/wall.png")
        let served = ServedFiles(folder: root, files: [root + "/scene.json", root + "/wall.png", root + "/icons/a.png",
                                                      root + "-outside/b.png", "/etc/passwd"])
        return (root, served)
    }

    @Test func theScenesOwnFiles() throws {
        let (root, served) = try folder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: root + "-outside") }
        #expect(served.resolve("scene.json") != nil)
        #expect(served.resolve("icons/a.png")?.hasSuffix("/icons/a.png") == true)
        // A link inside the folder to one of the scene's files resolves to that file.
        #expect(served.resolve("wall-link.png")?.hasSuffix("/wall.png") == true)
        // Files used from outside the folder are not served, even when the scene names them.
        #expect(served.files.count == 3)
    }

    @Test func refusals() throws {
        let (root, served) = try folder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: root + "-outside") }
        let refused = [
            "notes.txt",                       // in the folder, but not the scene's
            "etc.png",                         // a link out of the folder
            "../" + root.split(separator: "/").last! + "-outside/b.png",
            "icons/../wall.png", "./wall.png", "icons//a.png", "/etc/passwd", "../../../../etc/passwd",
            "%2e%2e/%2e%2e/etc/passwd",        // encoded twice: still holds a percent sign
            "..%2fetc%2fpasswd", "icons\\..\\wall.png", "wall.png\0.txt", "", "missing.png",
            String(repeating: "a/", count: 3000) + "x",
        ]
        for path in refused {
            #expect(served.resolve(path) == nil, "\(path)")
        }
    }
}
