// Re-exported because ``OnbanServer/faults`` and ``OnbanServer/requests`` are ServerSupport types
// (FaultInjector, InjectedFault, FaultGate, RequestCounter): code that imports OnbanServer to
// inject faults keeps compiling without importing ServerSupport too.
@_exported import ServerSupport
