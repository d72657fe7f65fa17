import difflib
a = """def add(a, b):
    return a + b

def sub(a, b):
    return a - b
""".splitlines(keepends=True)
b = """def add(a, b):
    '''Add.'''
    return a + b

def sub(a, c):
    return a - c
""".splitlines(keepends=True)
print("".join(difflib.unified_diff(a, b, fromfile="old.py", tofile="new.py")))
print("".join(difflib.context_diff(a, b, n=1)))
print(list(difflib.ndiff(["one\n", "two\n"], ["one\n", "tow\n"])))
sm = difflib.SequenceMatcher(None, "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(sm.ratio(), 4), sm.get_matching_blocks()[:3], sm.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(difflib.get_close_matches("wheel", ["while", "whale", "wheat", "steel"], n=2, cutoff=0.5))
print(round(difflib.SequenceMatcher(lambda c: c == " ", "a b c", "a  b c").quick_ratio(), 3))
print(list(difflib.restore(difflib.ndiff(["a\n"], ["b\n"]), 2)))
