/// A size on disk as people read it: `0 bytes`, `912 bytes`, `48 KB`, `3.1 MB`.
package struct FileSizeFormatter: Sendable {
  package init() {}

  package func text(forBytes bytes: Int64) -> String {
    let units = ["KB", "MB", "GB", "TB"]
    guard bytes >= 1000 else { return bytes == 1 ? "1 byte" : "\(max(0, bytes)) bytes" }
    var value = Double(bytes)
    var unit = -1
    while value >= 1000, unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
    let number = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return "\(number) \(units[unit])"
  }
}
