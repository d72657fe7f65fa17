checks = [
    (ZeroDivisionError, ArithmeticError),
    (KeyError, LookupError),
    (IndexError, LookupError),
    (UnboundLocalError, NameError),
    (RecursionError, RuntimeError),
    (NotImplementedError, RuntimeError),
    (FileNotFoundError, OSError),
    (StopIteration, Exception),
    (KeyboardInterrupt, Exception),
    (KeyboardInterrupt, BaseException),
    (SystemExit, BaseException),
    (ModuleNotFoundError, ImportError),
    (UnicodeDecodeError, ValueError),
    (AssertionError, Exception),
    (bool, int),
]
for sub, sup in checks:
    print(f"{sub.__name__:>20} < {sup.__name__:<15} {issubclass(sub, sup)}")
