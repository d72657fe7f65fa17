# Error messages of operators between built-in subclasses and other types.
class Price(float): pass
class Count(int): pass
class Name(str): pass
class Row(list): pass
class Blob(bytes): pass

def attempt(label, fn):
    try:
        print(label, "->", repr(fn()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

attempt("int & Price", lambda: 3 & Price(1.0))
attempt("Count @ Count", lambda: Count(1) @ Count(2))
attempt("Count << Price", lambda: Count(1) << Price(2.0))
attempt("Name + int", lambda: Name("a") + 1)
attempt("Row + tuple", lambda: Row([1]) + (2,))
attempt("Blob + Count", lambda: Blob(b"x") + Count(1))
attempt("float * Name", lambda: 2.5 * Name("ab"))
attempt("Row * Price", lambda: Row([1]) * Price(2.0))
attempt("Count * Row", lambda: Count(2) * Row([1]))
attempt("divmod(int, Name)", lambda: divmod(7, Name("x")))
attempt("divmod(Count, Price)", lambda: divmod(Count(7), Price(2.0)))
attempt("pow(Count, Price, 5)", lambda: pow(Count(2), Price(2.0), 5))
attempt("pow(2, 3, Price)", lambda: pow(2, 3, Price(5.0)))
attempt("pow(2, 3j, 5)", lambda: pow(2, 3j, 5))
attempt("pow(Name, 2, 5)", lambda: pow(Name("a"), 2, 5))
attempt("pow(Count, Count, Count)", lambda: pow(Count(3), Count(4), Count(5)))

def inplace(label, a, b, op):
    try:
        if op == "&":
            a &= b
        elif op == "*":
            a *= b
        elif op == "+":
            a += b
        elif op == "**":
            a **= b
        print(label, "->", repr(a))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

inplace("int &= Price", 3, Price(1.0), "&")
inplace("Count *= str", Count(2), "ab", "*")
inplace("int *= str", 2, "ab", "*")
inplace("dict *= str", {}, "ab", "*")
inplace("Name += int", Name("a"), 1, "+")
inplace("Count **= Price", Count(2), Price(0.5), "**")
