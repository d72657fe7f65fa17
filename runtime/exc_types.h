/* The built-in exception hierarchy, declared once: X(name, parent).
 * Parents come before their children. */
#ifndef SMOL_EXC_TYPES_H
#define SMOL_EXC_TYPES_H

#define SMOL_EXC_TYPES(X)                               \
    X(BaseException, BaseException)                     \
    X(SystemExit, BaseException)                        \
    X(KeyboardInterrupt, BaseException)                 \
    X(GeneratorExit, BaseException)                     \
    X(Exception, BaseException)                         \
    X(StopIteration, Exception)                         \
    X(StopAsyncIteration, Exception)                    \
    X(ArithmeticError, Exception)                       \
    X(FloatingPointError, ArithmeticError)              \
    X(OverflowError, ArithmeticError)                   \
    X(ZeroDivisionError, ArithmeticError)               \
    X(AssertionError, Exception)                        \
    X(AttributeError, Exception)                        \
    X(BufferError, Exception)                           \
    X(EOFError, Exception)                              \
    X(ImportError, Exception)                           \
    X(ModuleNotFoundError, ImportError)                 \
    X(LookupError, Exception)                           \
    X(IndexError, LookupError)                          \
    X(KeyError, LookupError)                            \
    X(MemoryError, Exception)                           \
    X(NameError, Exception)                             \
    X(UnboundLocalError, NameError)                     \
    X(OSError, Exception)                               \
    X(BlockingIOError, OSError)                         \
    X(ChildProcessError, OSError)                       \
    X(ConnectionError, OSError)                         \
    X(BrokenPipeError, ConnectionError)                 \
    X(ConnectionAbortedError, ConnectionError)          \
    X(ConnectionRefusedError, ConnectionError)          \
    X(ConnectionResetError, ConnectionError)            \
    X(FileExistsError, OSError)                         \
    X(FileNotFoundError, OSError)                       \
    X(InterruptedError, OSError)                        \
    X(IsADirectoryError, OSError)                       \
    X(NotADirectoryError, OSError)                      \
    X(PermissionError, OSError)                         \
    X(ProcessLookupError, OSError)                      \
    X(TimeoutError, OSError)                            \
    X(ReferenceError, Exception)                        \
    X(RuntimeError, Exception)                          \
    X(NotImplementedError, RuntimeError)                \
    X(RecursionError, RuntimeError)                     \
    X(SyntaxError, Exception)                           \
    X(IndentationError, SyntaxError)                    \
    X(TabError, IndentationError)                       \
    X(SystemError, Exception)                           \
    X(TypeError, Exception)                             \
    X(ValueError, Exception)                            \
    X(UnicodeError, ValueError)                         \
    X(UnicodeDecodeError, UnicodeError)                 \
    X(UnicodeEncodeError, UnicodeError)                 \
    X(UnicodeTranslateError, UnicodeError)              \
    X(Warning, Exception)                               \
    X(DeprecationWarning, Warning)                      \
    X(PendingDeprecationWarning, Warning)               \
    X(RuntimeWarning, Warning)                          \
    X(SyntaxWarning, Warning)                           \
    X(UserWarning, Warning)                             \
    X(FutureWarning, Warning)                           \
    X(ImportWarning, Warning)                           \
    X(UnicodeWarning, Warning)                          \
    X(BytesWarning, Warning)                            \
    X(ResourceWarning, Warning)

typedef enum {
#define X(n, p) EXC_##n,
    SMOL_EXC_TYPES(X)
#undef X
    EXC__COUNT
} ExcId;

#endif
