import FuzzSupport

/// libFuzzer's entry point: the bytes say which column of the store to overwrite and with
/// what value, as another program or someone with `sqlite3` could.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  AsyncBridge.run { await StoreRowChecks.shared.check(bytes) }
  return 0
}
