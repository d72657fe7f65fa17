import difflib
a = "the quick brown fox jumps over the lazy dog".split()
b = "the quick red fox leaps over the very lazy dog".split()
sm = difflib.SequenceMatcher(None, a, b)
out = []
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    if tag == "equal":
        out.append(" ".join(a[i1:i2]))
    elif tag == "delete":
        out.append("[-" + " ".join(a[i1:i2]) + "-]")
    elif tag == "insert":
        out.append("{+" + " ".join(b[j1:j2]) + "+}")
    else:
        out.append("[-" + " ".join(a[i1:i2]) + "-]{+" + " ".join(b[j1:j2]) + "+}")
print(" ".join(out))
print(round(sm.ratio(), 4), sm.get_matching_blocks()[-1], [m.size for m in sm.get_matching_blocks()])
x = "Hello World"; y = "Hallo Wereld"
s2 = difflib.SequenceMatcher(None, x, y)
print(s2.get_opcodes(), round(s2.ratio(), 4), s2.find_longest_match(0, len(x), 0, len(y)))
lines = ["line %d\n" % i for i in range(300)]
changed = lines[:150] + ["CHANGED\n"] + lines[151:]
print("".join(difflib.unified_diff(lines, changed, "a", "b", n=2)))
print(round(difflib.SequenceMatcher(None, "a" * 300 + "b", "a" * 300 + "c").ratio(), 4), round(difflib.SequenceMatcher(None, "a" * 300 + "b", "a" * 300 + "c", autojunk=False).ratio(), 4))
print(list(difflib.ndiff(["private Thread currentThread;\n"], ["private volatile Thread currentThread;\n"])))
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_LINE_JUNK("  #  \n"), difflib.IS_LINE_JUNK("x\n"))
print(list(difflib.diff_bytes(difflib.unified_diff, [b"a\n"], [b"b\n"], b"x", b"y")))
