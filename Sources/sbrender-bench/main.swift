// sbrender-bench: the in-process figures `make bench` prints.
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "layout", nil:
    LayoutBench.run()
default:
    print("usage: sbrender-bench layout")
}
