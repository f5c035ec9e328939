import Foundation

/// What a ``DiskCache`` shares between its actor (which makes every change that adds bytes)
/// and the readers that run on their callers' executors, behind one lock.
struct DiskCacheState {
  /// Every entry, its file, size and place in the order of use.
  var index: DiskIndex
  /// The size limit now in force.
  var sizeLimit: Int
  /// Keys whose new file is being written: a reader that finds such a key's old file damaged
  /// or gone leaves it to the writer instead of removing the entry.
  var writing: Set<String> = []
  /// When the access stamps were last written back to the files.
  var lastWriteBack: Date
}
