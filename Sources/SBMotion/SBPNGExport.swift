// The APNG writer moved from SBMotion to SBPNG (issue 21, item 4); code that wrote animations
// with `import SBMotion` alone keeps compiling.
@_exported import SBPNG
