/// The version `navsandbox --version` prints, and the one place it is
/// written: bumped with each release, which CHANGELOG.md describes and the
/// `v`-prefixed git tag names (packaging/homebrew/navsandbox.rb builds that
/// tag's source tarball).
enum NavSandboxVersion {
    static let current = "0.4.0"
}
