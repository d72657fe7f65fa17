# expect: error AttributeError
# stdout: False False False False
# types is allowed for SimpleNamespace and friends: it must hand out no
# code, frame, traceback or cell type to build or inspect such objects.
import types
print(hasattr(types, 'CodeType'), hasattr(types, 'FrameType'), hasattr(types, 'TracebackType'),
      hasattr(types, 'CellType'))
print('SANDBOX-ESCAPE', types.CodeType)
