def safe_ratio(a, b):
    try:
        return a / b
    except ArithmeticError as e:
        print(f"  {type(e).__name__} is an ArithmeticError: {e}")
        return None


print(safe_ratio(10, 4))
print(safe_ratio(1, 0))
print(safe_ratio(5.0, 0.0))
try:
    10 % 0
except ArithmeticError as e:
    print(type(e).__name__, e)
for exc in (ZeroDivisionError, OverflowError, FloatingPointError):
    print(exc.__name__, issubclass(exc, ArithmeticError), issubclass(exc, Exception))
print(issubclass(ArithmeticError, LookupError))
