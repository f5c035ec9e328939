// Re-exported because ``BookKittyServer/faults`` and ``BookKittyServer/requests`` are
// ServerSupport types (FaultInjector, InjectedFault, FaultGate, RequestCounter): code that imports
// BookKittyServer to inject faults keeps compiling without importing ServerSupport too.
@_exported import ServerSupport
