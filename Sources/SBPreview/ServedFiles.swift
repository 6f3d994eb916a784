#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The only files the preview serves as they are: the scene file and the files it uses (images,
/// wallpaper), and of those only the ones inside the scene's folder. A request names a file by
/// its path relative to that folder; the path is refused when it climbs (`..`), is absolute,
/// holds a backslash or a NUL, or resolves (symbolic links followed) outside the folder or to
/// any file that is not one of the scene's.
package struct ServedFiles: Sendable, Hashable {
    /// The scene's folder, resolved (no symbolic links), without a trailing slash.
    package let folder: String
    /// The resolved paths of the files that may be served.
    package let files: Set<String>

    /// The files of a scene.
    /// - Parameters:
    ///   - folder: the scene file's folder.
    ///   - files: the scene file and the files it uses, as paths the process can open.
    package init(folder: String, files: [String]) {
        let root = ServedFiles.resolved(folder) ?? folder
        self.folder = root
        self.files = Set(files.compactMap(ServedFiles.resolved).filter { ServedFiles.isInside($0, root) })
    }

    /// The resolved path of the file `relative` names, if it may be served; nil otherwise.
    /// - Parameter relative: the path after `/files/` in the address, percent-decoded once.
    package func resolve(_ relative: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\\"), !relative.contains("\0"),
              relative.count <= 4096 else { return nil }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return nil }
        // A name still holding a percent sign was encoded twice: refused rather than guessed at.
        guard !relative.contains("%") else { return nil }
        guard let real = ServedFiles.resolved(folder + "/" + relative),
              ServedFiles.isInside(real, folder), files.contains(real) else { return nil }
        return real
    }

    /// Whether `path` is below `folder` (both resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path.hasPrefix("/") : path.hasPrefix(folder + "/")
    }

    /// `path` with symbolic links, `.` and `..` resolved; nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
