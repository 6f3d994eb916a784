/// sbrender's version, defined here only: `sbrender --version` prints it, and the man page and
/// `make install` take it from there.
enum Version {
    static let current = "0.1.0"
}
