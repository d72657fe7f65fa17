import difflib
old = """apple
banana
cherry
date
elderberry""".splitlines(keepends=True)
new = """apple
blueberry
cherry
date
fig
elderberry""".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="a.txt", tofile="b.txt")))
print("".join(difflib.context_diff(old, new, fromfile="a", tofile="b", n=1)))
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["ore\n", "tree\n", "emu\n"])))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy", "applet"]), difflib.get_close_matches("x", ["y"]), difflib.get_close_matches("wheel", ["while", "wheat", "whale", "shell"], n=2, cutoff=0.5))
sm = difflib.SequenceMatcher(None, "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(sm.ratio(), 4), sm.quick_ratio(), sm.get_matching_blocks()[:3])
for op in sm.get_opcodes():
    print(op)
sm2 = difflib.SequenceMatcher(lambda c: c == " ", "the cat sat", "the hat sat on")
print(sm2.find_longest_match(0, 11, 0, 14), round(sm2.ratio(), 3), list(sm2.get_grouped_opcodes(1)))
print(list(difflib.unified_diff(["a"], ["b"], lineterm="")), list(difflib.unified_diff(["x\n"], ["x\n"])))
d = difflib.Differ()
print(list(d.compare(["abcdefg\n"], ["abcxefg\n"])))
print("\n".join(difflib.unified_diff("a b c d".split(), "a c d e".split(), "old", "new", "t1", "t2", lineterm="", n=0)))
print(list(difflib.restore(difflib.ndiff(["a\n", "b\n"], ["a\n", "c\n"]), 2)), difflib.IS_CHARACTER_JUNK(" "), difflib.IS_LINE_JUNK("  #  \n"))
words1 = "the quick brown fox jumps".split(); words2 = "the quick red fox leaps high".split()
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=words1, b=words2).get_opcodes():
    print(f"{tag:8} a[{i1}:{i2}] {words1[i1:i2]!s:<20} b[{j1}:{j2}] {words2[j1:j2]}")
