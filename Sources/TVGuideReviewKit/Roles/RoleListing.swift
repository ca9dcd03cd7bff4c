import Foundation

/// Every type the review read, with the role the project model gives it, the layer that role
/// puts it in and the evidence for both: what `tvguide-review PATH --roles` prints.
package struct RoleListing: Sendable, Encodable {
  /// One type.
  package struct Entry: Sendable, Encodable {
    package var name: String
    package var kind: String
    package var file: String
    package var line: Int
    package var role: Role
    /// How sure the role is: `high` when the type's lineage or code backs it.
    package var confidence: Confidence
    /// The type's layer in the order; `nil` when its role has none (an unknown type).
    package var layer: String?
    package var evidence: [Evidence]
  }

  /// One reason, with the role it points at and whether it counted.
  package struct Evidence: Sendable, Encodable {
    package var role: Role
    package var source: String
    package var reason: String
  }

  /// The order the layers were checked against, left to right.
  package var layers: [[String]]
  /// `configured` (the project's `.tvguide-review.yml`, or `--layers`) or `inferred`.
  package var layerOrder: String
  package var types: [Entry]

  init(types declarations: [TypeDeclaration], context: ReviewContext) {
    layers = context.layers?.layers ?? []
    layerOrder = context.layers?.isInferred == false ? "configured" : "inferred"
    types = declarations.compactMap { declaration in
      guard let assignment = context.roles.assignment(of: declaration.name, from: declaration.module) else {
        return nil
      }
      return Entry(
        name: declaration.name, kind: declaration.kind.rawValue, file: declaration.path,
        line: declaration.line,
        role: assignment.role, confidence: assignment.certainty, layer: context.layer(of: declaration),
        evidence: assignment.evidence.map {
          Evidence(role: $0.role, source: $0.source.name, reason: $0.reason)
        })
    }
  }

  /// One line per type, `file:line: Name (kind): role (confidence), layer L — reasons`, after
  /// a line giving the order.
  package var text: String {
    let order = layers.map { $0.count == 1 ? $0[0] : "{\($0.joined(separator: ", "))}" }
      .joined(separator: " ← ")
    var lines = ["Layer order (\(layerOrder)): \(order)"]
    for entry in types {
      let agreeing = entry.evidence.filter { $0.role == entry.role && $0.source != "overruled" }.map(\.reason)
      let other = entry.evidence.filter { $0.role != entry.role || $0.source == "overruled" }
        .map { "\($0.reason) → \($0.role.rawValue)" }
      var line =
        "\(entry.file):\(entry.line): \(entry.name) (\(entry.kind)): \(entry.role.rawValue) "
        + "(\(entry.confidence.rawValue)), layer \(entry.layer ?? "none")"
      line += agreeing.isEmpty ? " — nothing tells" : " — \(agreeing.joined(separator: "; "))"
      if !other.isEmpty { line += "; outweighed: \(other.joined(separator: "; "))" }
      lines.append(line.collapsingLines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The listing as one JSON object: `layerOrder`, `layers` and `types`.
  package var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and arrays only: encoding cannot fail.
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
