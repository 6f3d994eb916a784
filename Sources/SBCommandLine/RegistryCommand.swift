import ArgumentParser
import SBLayout
import SBRender
import SBScene

/// A command that reads layouts by name (`render`, `layout`, `animate`, `preview`) or shows
/// them all (`docs`): run with the layouts
/// the executable registers (``SBRenderCommand/main(layouts:)``), so that a package's own layout
/// is drawn, laid out and animated like sbrender's.
protocol RegistryCommand: ParsableCommand {
    /// The layout names the command line gives, each with its option, to check against the
    /// registry before anything runs.
    var layoutNames: [(option: String, name: LayoutName)] { get }
    /// Runs the command with `layouts`; `preparation` is the renderer being set up since the
    /// process started (`render` only uses it).
    func run(layouts: LayoutRegistry, preparation: RendererPreparation?) throws
}

extension RenderCommand: RegistryCommand {
    var layoutNames: [(option: String, name: LayoutName)] { options.layout.map { [("--layout", $0)] } ?? [] }
}

extension LayoutCommand: RegistryCommand {
    var layoutNames: [(option: String, name: LayoutName)] { options.layout.map { [("--layout", $0)] } ?? [] }
}

extension AnimateCommand: RegistryCommand {
    var layoutNames: [(option: String, name: LayoutName)] {
        (options.layout.map { [("--layout", $0)] } ?? []) + (to.map { [("--to", $0)] } ?? [])
    }
}

extension PreviewCommand: RegistryCommand {
    var layoutNames: [(option: String, name: LayoutName)] { options.layout.map { [("--layout", $0)] } ?? [] }
}

extension DocsCommand: RegistryCommand {
    var layoutNames: [(option: String, name: LayoutName)] { [] }
}

/// A layout a package registers with `sbrender`'s command line, in the manner of
/// swift-argument-parser's command types: `SBRenderCommand.main(registering: [MyLayout.self])`.
public protocol RegisteredLayout {
    /// The layout's registration: its definition (with its named animations) and look.
    static var registration: LayoutRegistration { get }
}

extension SBRenderCommand {
    /// Runs `sbrender` (render, layout, animate, ...) with the process's arguments, sbrender's own
    /// layouts and `layouts` too, and exits with its status. A package's executable is this one
    /// line:
    ///
    /// ```swift
    /// SBRenderCommand.main(registering: [DiagonalLayout.self])
    /// ```
    ///
    /// A name taken already (`flow`, or the same name twice) is reported on standard error and
    /// the process exits with status 70 (EX_SOFTWARE): it is the executable's mistake.
    /// - Parameter layouts: the package's layouts, each a type with a registration.
    public static func main(registering layouts: [any RegisteredLayout.Type]) -> Never {
        main(registrations: layouts.map { $0.registration })
    }

    /// Runs `sbrender` with sbrender's own layouts and `registrations` too, and exits with its
    /// status (see ``main(registering:)``).
    /// - Parameter registrations: the package's layouts.
    public static func main(registrations: [LayoutRegistration]) -> Never {
        let layouts: LayoutRegistry
        do {
            layouts = try LayoutRegistry.builtIn.registering(registrations)
        } catch {
            StandardError.write("sbrender: \(error)")
            Entry.exit(70)
        }
        main(layouts: layouts)
    }

    /// Runs `sbrender` with exactly the layouts `layouts` holds, and exits with its status.
    /// - Parameter layouts: the layouts scenes and options may name.
    public static func main(layouts: LayoutRegistry) -> Never {
        Entry.main(layouts: layouts)
    }
}
