// UIKit re-exports Foundation (CGFloat, CGRect, IndexPath, NSObject...), and layout files rely on
// it: `import UIKit` alone gives them. SBUIKit does the same, so that the same files compile with
// `import SBUIKit` alone. Nothing else is re-exported (SBLayout's value types named like UIKit's
// classes stay out of sight).
@_exported import Foundation
