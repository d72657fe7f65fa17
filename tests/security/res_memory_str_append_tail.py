# expect: memory | budget
# args: --max-memory 16M --max-instructions 100000000
# Linear string building reaches the cap: the spare room of the growable
# tail counts against it, and near the cap the room is left out.
def grow():
    s = "x" * 300
    keep = []
    while True:
        s += "y" * 1000
        if len(s) % 1000000 < 1000:
            keep.append(s)
grow()
