import difflib

a = "one\ntwo\nthree\nfour\n".splitlines(keepends=True)
b = "ore\ntree\nemu\nfour\n".splitlines(keepends=True)
delta = list(difflib.ndiff(a, b))
print("".join(delta), end="")
print("".join(difflib.restore(delta, 1)), end="")
print("".join(difflib.restore(delta, 2)), end="")
text1 = ["The quick brown fox\n", "jumps over\n", "the lazy dog\n"]
text2 = ["The quick red fox\n", "jumps over\n", "the lazy cat\n", "and runs\n"]
for line in difflib.Differ().compare(text1, text2):
    print(repr(line))
print(list(difflib.ndiff(["abc"], ["xyz"])))
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("x"), difflib.IS_LINE_JUNK(" # \n"), difflib.IS_LINE_JUNK("x\n"))
try:
    list(difflib.restore(delta, 3))
except ValueError as e:
    print("ValueError:", e)
