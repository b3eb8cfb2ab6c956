public enum NavSandboxCoreVersion { public static let version = "0.1.0" }
