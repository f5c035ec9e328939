import Launcher

/// The executable: everything lives in the `Launcher` library, so that tests can reach it.
@main
enum CairnAppsMain {
  static func main() async {
    await CairnAppsCommand.main()
  }
}
