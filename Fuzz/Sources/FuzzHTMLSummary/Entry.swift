import FuzzSupport

/// libFuzzer's entry point: the bytes are a summary as TVMaze could send it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // JSON strings are Unicode, so invalid UTF-8 never reaches the formatter: repair it the
  // way decoding would rather than feed the formatter what it can never get.
  let html = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  SummaryChecks().check(html)
  return 0
}
