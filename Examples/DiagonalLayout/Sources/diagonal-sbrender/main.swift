import Diagonal
import SBCommandLine

// sbrender's command line (render, layout, animate, ...) with the diagonal layout registered.
SBRenderCommand.main(registering: [DiagonalLayout.self])
