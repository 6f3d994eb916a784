/// Watches files by polling: each ``poll()`` takes every file's ``FileStamp`` and says whether
/// any differs from the previous poll. Polling works the same on every system and file system
/// (network folders and editors that save by renaming included); at the preview's interval of
/// 50 ms it costs one `stat` per file.
package struct FileWatcher: Sendable {
    /// The files watched, in the order given.
    package private(set) var paths: [String]
    private var stamps: [String: FileStamp]

    /// Watches `paths`, as they are now.
    package init(paths: [String]) {
        self.paths = []
        stamps = [:]
        watch(paths)
    }

    /// Looks at every file again.
    /// - Returns: true when a file was created, removed, replaced or written since the last look.
    package mutating func poll() -> Bool {
        var changed = false
        for path in paths {
            let stamp = FileStamp(path: path)
            if stamps[path] != stamp {
                stamps[path] = stamp
                changed = true
            }
        }
        return changed
    }

    /// Watches `paths` from now on: a file watched before keeps its last stamp (so a change
    /// made since the last poll is still seen), a new one is stamped as it is now.
    package mutating func watch(_ newPaths: [String]) {
        var seen = Set<String>()
        paths = newPaths.filter { seen.insert($0).inserted }
        var kept: [String: FileStamp] = [:]
        for path in paths {
            kept[path] = stamps[path] ?? FileStamp(path: path)
        }
        stamps = kept
    }
}
