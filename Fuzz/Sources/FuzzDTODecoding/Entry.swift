import Foundation
import FuzzSupport

/// libFuzzer's entry point: the bytes are read as every answer the app decodes, and what
/// decodes goes on through the use cases and the presenter's mappers; the bundled catalog
/// then reads the same bytes as its index page files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = Data(bytes: data, count: size)
  let responses = DecodedResponses(decoding: input)
  let ids = ListedIDs.idsToOpen(in: input)
  let queries = CatalogPipeline.queries(forNames: responses.shows.map(\.name))
  CatalogPipeline.install(input, asPagesFor: ids)
  AsyncBridge.run {
    if !responses.isEmpty {
      await ResponsePipeline().present(responses)
    }
    await CatalogPipeline().present(ids: ids, queries: queries, page: responses.showIndexPage)
  }
  return 0
}

/// Called once by libFuzzer before the first input.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  CatalogPipeline.removeFilesAtExit()
  return 0
}
