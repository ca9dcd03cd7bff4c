import FuzzSupport

/// libFuzzer's entry point: the bytes are an answer's head as a server could send it, cut
/// into lines where libcurl cuts them (after each line feed).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  HeadChecks().check(UnsafeBufferPointer(start: data, count: size))
  return 0
}
