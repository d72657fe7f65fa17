import difflib
import textwrap

old = """def total(items):
    s = 0
    for i in items:
        s += i.price
    return s
""".splitlines(keepends=True)
new = """def total(items, tax=0.0):
    s = 0
    for item in items:
        s += item.price
    return s * (1 + tax)
""".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="a/cart.py", tofile="b/cart.py", n=1)))
print("".join(difflib.context_diff(old[:2], new[:2], "old", "new")))
for line in difflib.ndiff(["apple pie\n", "banana\n"], ["apple pies\n", "bananas split\n"]):
    print(repr(line))
sm = difflib.SequenceMatcher(None, "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(sm.ratio(), 4), round(sm.quick_ratio(), 4), round(sm.real_quick_ratio(), 4))
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f"{tag:<8} a[{i1}:{i2}] b[{j1}:{j2}]")
print(sm.get_matching_blocks()[:3], sm.find_longest_match(0, 10, 0, 10))
commands = ["status", "commit", "checkout", "cherry-pick", "stash", "branch"]
for typo in ["stauts", "comit", "chekout", "brnch", "xyz"]:
    print(typo, "->", difflib.get_close_matches(typo, commands, n=2, cutoff=0.6))
words_a = "the quick brown fox jumps over the lazy dog".split()
words_b = "the quick red fox jumped over the dog".split()
out = []
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=words_a, b=words_b).get_opcodes():
    if tag == "equal":
        out.extend(words_a[i1:i2])
    if tag in ("delete", "replace"):
        out.append("[-" + " ".join(words_a[i1:i2]) + "-]")
    if tag in ("insert", "replace"):
        out.append("{+" + " ".join(words_b[j1:j2]) + "+}")
print(textwrap.fill(" ".join(out), 40))
d = difflib.Differ()
print("".join(d.compare(["one\n", "two\n", "three\n"], ["one\n", "tree\n", "four\n"])))
print(list(difflib.restore(difflib.ndiff(["a\n"], ["b\n"]), 2)), difflib.IS_CHARACTER_JUNK(" "), difflib.IS_LINE_JUNK("#\n"))
