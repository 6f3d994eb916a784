// sbrender-bench: the in-process figures `make bench` prints.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "layout", nil:
    LayoutBench.run()
case "uikit":
    UIKitBench.run()
case "views":
    ViewControllerBench.run()
case "codecs" where arguments.count >= 2:
    do {
        try CodecBench.run(arguments[1])
    } catch {
        print("sbrender-bench codecs: \(error)")
        exit(1)
    }
default:
    print("usage: sbrender-bench layout | uikit | views | codecs FRAMES-FOLDER")
}
