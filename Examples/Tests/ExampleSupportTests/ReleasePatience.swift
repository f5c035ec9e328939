import Dispatch

/// How long a body blocked by the pool tests (`OffThePoolTests`, `SerialQueueExecutorTests`)
/// waits for the task that releases it before it gives up: a minute. That task runs on the
/// concurrency pool behind every job queued before it, and at the start of a loaded run (every
/// suite starting at once, two CPU-bound processes beside the test process) it waited more
/// than 10 seconds, the bound these tests had. A body only gives up when the releasing task
/// cannot run at all, which is what the tests are there to catch.
let releasePatience: DispatchTimeInterval = .seconds(60)
