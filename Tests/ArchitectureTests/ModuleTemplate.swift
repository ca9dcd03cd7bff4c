import Foundation
import TVGuideReviewKit

/// The one shape of a module, read from the table of docs/ARCHITECTURE.md ("The module
/// template"), and the check that every module of a source tree has it: each part the
/// template names declared in `Sources/<layer>/<Module>/`, in `<Part>.swift` or in the module's
/// `<Module>Contract.swift`, or a line of the table saying why the module has none. The check
/// reads declarations, not file names: an empty `CartRouter.swift` declares no `CartRouter`.
///
/// The table's first column names the module; each other column is a layer target and lists
/// that module's parts in it, separated by commas. The row whose first cell says `template`
/// gives the parts with `<M>` for the module's name; a part a module lacks is written
/// `— <Part> (why)`. A module with every part needs no row: the check derives it from the
/// template row (so adding a whole module edits no table), and only a module that lacks a part
/// has a row, to say why.
struct ModuleTemplate: Equatable {
  /// One module row: the parts it has and the parts it says it lacks, by layer.
  struct Module: Equatable {
    var name: String
    var parts: [String: [String]]
    var absences: [String: [String]]
  }

  /// The layer targets, in the table's order.
  var layers: [String]
  /// The template's parts by layer, `<M>` standing for the module's name.
  var parts: [String: [String]]
  var modules: [Module]

  /// The table under the heading `heading` in `markdown`.
  init(markdown: String, heading: String = "## The module template") throws {
    guard let start = markdown.range(of: "\n\(heading)\n") else { throw Problem.noTable(heading) }
    let rows = markdown[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.map(Self.cells)
    guard rows.count > 2,
      let template = rows.dropFirst(2).first(where: { $0.first?.contains("template") == true })
    else { throw Problem.noTable(heading) }
    let layers = rows[0].dropFirst().map(Self.name)
    self.layers = layers
    parts = Self.byLayer(layers, template.dropFirst().map { Self.items($0).compactMap(Self.present) })
    modules = try rows.dropFirst(2).filter { $0 != template }.map { row in
      guard let name = row.first.map(Self.name), !name.isEmpty, row.count == layers.count + 1 else {
        throw Problem.badRow(row.joined(separator: " | "))
      }
      let cells = row.dropFirst().map(Self.items)
      return Module(
        name: name, parts: Self.byLayer(layers, cells.map { $0.compactMap(Self.present) }),
        absences: Self.byLayer(layers, cells.map { $0.compactMap(Self.absent) }))
    }
  }

  /// The template's part names in `layer` for module `name`.
  func expectedParts(of name: String, in layer: String) -> [String] {
    (parts[layer] ?? []).map { $0.replacingOccurrences(of: "<M>", with: name) }
  }

  /// What is wrong with the table and with the sources under `sources` (a `Sources` folder),
  /// one sentence each; empty when every module has the template's shape.
  func findings(sources: URL) -> [String] {
    let declared = DeclaredTypes(root: sources, layers: layers)
    var found: [String] = []
    let listed = Set(modules.map(\.name))
    for module in modules {
      found += findings(for: module, in: declared)
    }
    for name in declared.moduleNames(matching: self).subtracting(listed).sorted() {
      found += findings(for: whole(name), in: declared).map { "\($0) (it has no row, so it has every part)" }
    }
    return found
  }

  /// The row a module with every part would have: the template's, `<M>` read as `name`.
  func whole(_ name: String) -> Module {
    Module(
      name: name,
      parts: Dictionary(uniqueKeysWithValues: layers.map { ($0, expectedParts(of: name, in: $0)) }),
      absences: [:])
  }

  private func findings(for module: Module, in declared: DeclaredTypes) -> [String] {
    var found: [String] = []
    for layer in layers {
      let has = module.parts[layer] ?? []
      let lacks = module.absences[layer] ?? []
      for part in expectedParts(of: module.name, in: layer) where !has.contains(part) && !lacks.contains(part)
      {
        found.append(
          "the template's row for \(module.name) neither lists \(part) in \(layer) nor says why it has none")
      }
      for part in has {
        found += findings(for: part, of: module.name, in: layer, declared: declared)
      }
      for part in lacks where !declared.paths(declaring: part, in: layer).isEmpty {
        found.append("the template says \(module.name) has no \(part), but \(layer) declares one")
      }
    }
    return found
  }

  /// A part is a type declared in its module's folder, in a file of its name or in the module's
  /// contract (`<M>Contract.swift`, where a module keeps its ports together).
  private func findings(for part: String, of module: String, in layer: String, declared: DeclaredTypes)
    -> [String]
  {
    let folder = "\(layer)/\(module)/"
    let homes = ["\(folder)\(part).swift", "\(folder)\(module)Contract.swift"]
    let places = declared.paths(declaring: part, in: layer)
    if places.isEmpty {
      return ["\(module) lacks \(part): no file of \(folder) declares it"]
    }
    if !places.contains(where: { $0.hasPrefix(folder) }) {
      return ["\(part) is in the wrong folder: \(places.joined(separator: ", ")), not \(folder)"]
    }
    if !places.contains(where: homes.contains) {
      return [
        "\(part) is declared in \(places.joined(separator: ", ")), not in its own file or the module's contract "
          + "(\(homes.joined(separator: " or ")))"
      ]
    }
    return []
  }

  enum Problem: Error, CustomStringConvertible {
    case noTable(String)
    case badRow(String)

    var description: String {
      switch self {
      case .noTable(let heading): "no module table (with a template row) under \(heading)"
      case .badRow(let row): "a row of the module table without a module name or a cell per layer: \(row)"
      }
    }
  }

  private static func cells(_ line: Substring) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The items of a cell, split at commas outside the parentheses of a reason.
  private static func items(_ cell: String) -> [String] {
    var items: [String] = []
    var item = ""
    var depth = 0
    for character in cell {
      switch character {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        items.append(item)
        item = ""
        continue
      default: break
      }
      item.append(character)
    }
    items.append(item)
    return items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The first backquoted word of a cell, else the cell: `` `ShowList` `` → `ShowList`.
  private static func name(_ cell: String) -> String {
    let quoted = cell.split(separator: "`", omittingEmptySubsequences: false)
    return quoted.count > 2 ? String(quoted[1]) : cell
  }

  private static func present(_ item: String) -> String? {
    item.hasPrefix("—") ? nil : name(item)
  }

  private static func absent(_ item: String) -> String? {
    item.hasPrefix("—") ? name(item) : nil
  }

  private static func byLayer(_ layers: [String], _ cells: [[String]]) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: zip(layers, cells))
  }
}

/// The types declared in the Swift files of a `Sources` folder's layers, read from their syntax:
/// a file is a part because it declares one, whatever its name says.
private struct DeclaredTypes {
  /// The files declaring each type, by layer, as paths below the `Sources` folder.
  private var pathsByLayer: [String: [String: [String]]] = [:]

  init(root: URL, layers: [String]) {
    var files: [SourceFile] = []
    for layer in layers {
      let folder = root.appendingPathComponent(layer)
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      let prefix = root.standardizedFileURL.path + "/"
      while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else {
          continue
        }
        let path = String(file.standardizedFileURL.path.dropFirst(prefix.count))
        files.append(SourceFile(path: path, source: text, module: layer, relativePath: path))
      }
    }
    for declaration in TypeIndex(files: files).allDeclarations {
      guard let layer = declaration.module else { continue }
      pathsByLayer[layer, default: [:]][declaration.name, default: []].append(declaration.relativePath)
    }
  }

  /// The files of `layer` that declare a type named `name`, sorted.
  func paths(declaring name: String, in layer: String) -> [String] {
    (pathsByLayer[layer]?[name] ?? []).sorted()
  }

  /// The modules the declarations name by their main parts, the first of each layer in the
  /// template (`ShowListPresenter` makes `ShowList` a module; `ErrorViewModel`, a model the
  /// modules share, does not).
  func moduleNames(matching template: ModuleTemplate) -> Set<String> {
    var names: Set<String> = []
    for layer in template.layers {
      let suffixes = (template.parts[layer] ?? []).prefix(1).filter { $0.hasPrefix("<M>") }.map {
        $0.dropFirst(3)
      }
      for name in (pathsByLayer[layer] ?? [:]).keys {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
          names.insert(String(name.dropLast(suffix.count)))
        }
      }
    }
    return names
  }
}
