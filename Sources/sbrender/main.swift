import SBCommandLine
import SBScene

SBRenderCommand.main(layouts: .builtIn)
