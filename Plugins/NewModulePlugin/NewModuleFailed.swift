/// `scripts/new-module` refused or failed; it has said why on standard error.
struct NewModuleFailed: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "scripts/new-module exited with status \(status)" }
}
