def classify(exc_type):
    if issubclass(exc_type, (KeyError, IndexError)):
        return "lookup"
    if issubclass(exc_type, (ValueError, TypeError)):
        return "bad input"
    if issubclass(exc_type, ArithmeticError):
        return "math"
    return "other"


for exc in [KeyError, IndexError, ValueError, UnicodeDecodeError, ZeroDivisionError, OSError]:
    print(exc.__name__, classify(exc))
print(isinstance(KeyError("k"), (LookupError, ValueError)))
print(issubclass(bool, (int,)), issubclass(int, (bool,)))
