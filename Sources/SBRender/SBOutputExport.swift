// SBRender writes its pictures through SBOutput (atomic files, output targets, temporaries);
// callers of the renderer see those types without importing SBOutput themselves.
@_exported import SBOutput
