import difflib

old = """def greet(name):
    print("Hello " + name)

def farewell(name):
    print("Bye " + name)

def main():
    greet("world")
    farewell("world")
""".splitlines(keepends=True)
new = """def greet(name):
    print(f"Hello {name}!")

def farewell(name):
    print("Bye " + name)

def main():
    greet("world")
    greet("again")
    farewell("world")
""".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="a/app.py", tofile="b/app.py")), end="")
print("---- n=1, no lineterm")
for line in difflib.unified_diff([l.rstrip("\n") for l in old], [l.rstrip("\n") for l in new], n=1, lineterm=""):
    print(line)
print("---- context")
print("".join(difflib.context_diff(old, new, fromfile="before", tofile="after", fromfiledate="2024-01-01", tofiledate="2024-01-02")), end="")
print(list(difflib.unified_diff(["same\n"], ["same\n"])))
print(list(difflib.unified_diff([], ["new\n"])))
print(list(difflib.unified_diff(["gone\n"], [])))
try:
    list(difflib.unified_diff([1, 2], [3]))
except TypeError as e:
    print("TypeError:", e)
