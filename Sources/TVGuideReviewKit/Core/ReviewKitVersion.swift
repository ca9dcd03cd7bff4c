/// The version `tvguide-review --version` prints and SARIF names.
public enum ReviewKitVersion {
  public static let current = "2.0.0"
}
