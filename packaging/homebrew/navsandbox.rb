# Homebrew formula for NavSandbox, built from the source tarball of a tag.
#
# TO FILL AT RELEASE (this file cannot install until both are done):
#   1. Tag the commit whose NavSandboxVersion.current is the version
#      (git tag v0.4.0 && git push origin v0.4.0), and put the repository's
#      real owner in `homepage` and `url` (REPLACE-WITH-OWNER below).
#   2. Replace the all-zero sha256 with the tarball's:
#        curl -sL "<url>" | shasum -a 256
#      (`brew fetch --build-from-source ./packaging/homebrew/navsandbox.rb`
#      prints it too, after refusing the placeholder.)
#   Then: brew install --build-from-source ./packaging/homebrew/navsandbox.rb
#         brew test navsandbox
class Navsandbox < Formula
  desc "Terminal sandbox for the races between taps and UIKit's animated transitions"
  homepage "https://github.com/REPLACE-WITH-OWNER/navsandbox"
  url "https://github.com/REPLACE-WITH-OWNER/navsandbox/archive/refs/tags/v0.4.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000" # PLACEHOLDER: fill at release (see above)
  license "MIT"

  depends_on xcode: ["16.3", :build] # Swift 6.1, the package's swift-tools-version
  depends_on "pkgconf" => :build
  depends_on macos: :sonoma
  # Wide characters and extended colour pairs: macOS's own curses (ncurses
  # 5.7) has neither the ncursesw headers nor the pairs (README, "macOS").
  depends_on "ncurses"

  uses_from_macos "swift" => :build

  def install
    # Homebrew's ncurses is keg-only; Package.swift finds it by pkg-config.
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["ncurses"].opt_lib/"pkgconfig"
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "navsandbox"
    bin.install ".build/release/navsandbox"
    # navsandbox --generate-completion-script bash|zsh|fish
    generate_completions_from_executable(bin/"navsandbox", "--generate-completion-script")
    # The man page from the command's own help (swift-argument-parser's
    # plugin, which chooses its own output folder). In release, so the plugin
    # reuses the build above instead of building everything again in debug.
    system "swift", "package", "--disable-sandbox", "generate-manual", "--configuration", "release"
    man1.install ".build/plugins/GenerateManual/outputs/navsandbox/navsandbox.1"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/navsandbox --version").strip
    (testpath/"double.nss").write <<~EOS
      at 0ms double-tap "Message 1"
      settle
      expect violation double-push = fired
    EOS
    assert_match "ok (script", shell_output("#{bin}/navsandbox check #{testpath}/double.nss")
    assert_match "1 of 1 expectation holds", shell_output("#{bin}/navsandbox run #{testpath}/double.nss")
  end
end
