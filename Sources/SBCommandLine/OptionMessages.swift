import SBGallery
import SBLayout
import SBMotion
import SBPNG
import SBPreview
import SBRender
import SBScene
import SBTimeline

/// The libraries' errors name values; the command line says which option gave them. Each
/// function gives the one line `sbrender` prints for a library error, naming the option.
enum OptionMessages {
    /// An animation error: a value out of range names its option (`--fps`, `--duration`,
    /// `--frame-count`, `--to`, `--rows`, `--editing`); errors about the animation itself
    /// start with `--animation`.
    static func animation(_ error: AnimationError, layouts: LayoutRegistry) -> String {
        let line: String
        switch error.value {
        case .fps(let fps)?:
            line = "--fps must be a number above 0 and at most 1000, got \(fps)"
        case .duration(let duration)?:
            line = "--duration must be a positive number of seconds, got \(duration)"
        case .frameCount(let count)?:
            line = "--frame-count must be 1 or more, got \(count)"
        case .framesFromDuration(let count)?:
            line = "\(count) frames is more than the \(FrameSequence.maximumFrames) a sequence may have; shorten --duration or lower --fps"
        case .missingTarget?:
            line = "'transition' needs a layout to go to: --to \(layouts.names.map(\.rawValue).joined(separator: "|"))"
        case .unknownTarget(let target)?:
            line = "--to: \(RegistryError(unknownLayout: target, in: layouts))"
        case .homeScreen?:
            line = "'reorder' needs home-screen mode (--rows, --columns) and an item on the first page"
        case .editing?:
            line = "'detail' cannot run in deletion mode: the tutorial's shouldSelectItemAtIndexPath: returns NO while deleting; drop --editing"
        case .setting(let setting)?:
            // A setting the layout refused: its option, not --animation.
            return LayoutOptions.message(for: setting)
        case nil:
            line = error.description
        }
        return error.subject == .animation ? "--animation \(line)" : line
    }

    /// A plan's refusal when options alone (no scene) gave what it refuses, for the scene keys an
    /// option stands for: the detail view in deletion mode (`--detail` with `--editing`), a frame
    /// without its device (the `--frame-...` options without `--frame`) and a frame's title
    /// (`--frame-title`); nil for any other error.
    static func plan(_ error: SceneError) -> String? {
        if error == RenderPlan.detailInDeletionMode {
            return "--detail cannot show the detail view in deletion mode: the tutorial's shouldSelectItemAtIndexPath: returns NO while deleting; drop --editing or --detail"
        }
        return switch error.path {
        case "frame.device": "--frame is missing; the --frame-... options draw a device's frame, so name it with --frame DEVICE, one of \(FramedDevice.names)"
        case "frame.title": "--frame-title \(error.message)"
        case "frame.padding": "--frame-padding \(error.message)"
        default: nil
        }
    }

    /// The scene keys an option sets, for errors from options alone: `--size` and
    /// ``SceneOptions``'s.
    static let sceneKeyOptions: KeyValuePairs<String, String> = [
        "canvas.size": "--size", "statusBar": "--status-bar", "navigationBar": "--navigation-bar",
        "wallpaper": "--wallpaper", "scale": "--scale",
    ]

    /// A scene error about a key an option sets, from options alone: the option and a colon, then
    /// the message with the remedies it names said as options too (`give --status-bar none` for
    /// `set "statusBar": "none"`); nil for any other key.
    static func sceneKey(_ error: SceneError) -> String? {
        guard let option = sceneKeyOptions.first(where: { $0.key == error.path })?.value else { return nil }
        var message = error.message.replacing("remove the key", with: "leave out \(option)")
        for (key, keyOption) in sceneKeyOptions {
            message = remedy(in: message, verb: "set", key: key, as: "give \(keyOption)")
            message = remedy(in: message, verb: "remove", key: key, as: "leave out \(keyOption)")
        }
        return "\(option): \(message)"
    }

    /// `text` with each `VERB "KEY": "VALUE"` written `REPLACEMENT VALUE`.
    private static func remedy(in text: String, verb: String, key: String, as replacement: String) -> String {
        let opening = "\(verb) \"\(key)\": \""
        var out = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: opening), let close = rest[start.upperBound...].firstIndex(of: "\"") {
            out += rest[..<start.lowerBound] + replacement + " " + rest[start.upperBound..<close]
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// An APNG error: a frame rate whose delay an APNG cannot hold names `--fps`.
    static func apng(_ error: APNGError) -> String {
        guard case .inexactDelay(let fps) = error else { return error.description }
        return "--fps \(fps): a frame's delay, 1/\(fps) s, cannot be written exactly in an APNG (a delay is a fraction of two numbers up to 65535); use a rate such as 30, 29.97 or 12.5"
    }

    /// Work over the memory budget: the budget is raised with `--max-memory` or the environment.
    static func memory(_ error: MemoryBudgetError) -> String {
        "\(error.problem); \(error.remedy), or raise the budget with --max-memory (or \(MemoryBudget.environmentVariable))"
    }

    /// A gallery entry that cannot be drawn: `--only` leaves it out, a larger `--size` may fit it.
    static func galleryEntry(_ error: GalleryEntryError) -> String {
        "\(error) (leave it out with --only, or give a larger --size)"
    }

    /// A preview setting the library refused, `NAME: ...`, as the option that gave it
    /// (`--host: ...`).
    static func preview(_ error: PreviewOptionsError) -> String {
        "--\(error)"
    }

    /// An output name without a known extension: `--format` says the format instead.
    static func format(_ error: OutputFormatError) -> String {
        "\(error), or give --format \(OutputFormat.allCases.map(\.rawValue).joined(separator: "|"))"
    }
}
