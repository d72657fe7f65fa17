records = {"alice": [3, 5, 8], "bob": [], "chloé": [1]}
print(len(records), len(records["alice"]), len(records["bob"]))
for name, marks in records.items():
    print(name, len(name), len(marks))
print(len(""), len("a"), len("héllo wörld"), len("日本語テキスト"), len("😀👍"))
print(len(range(10)), len(range(3, 30, 4)), len(range(10, 0, -3)), len(range(5, 5)), len(range(0)))
print(len(range(0, 10 ** 12, 7)))
print(len((1,)), len(()), len([[], [], []]), len({1, 2, 2, 3}), len({}))
print(len("line1\nline2\n"), len("tab\there"), len("a" * 1000))
text = "the cat sat on the mat"
words = text.split()
print(len(words), len(set(words)), max([len(w) for w in words]))
lengths = {w: len(w) for w in words}
print(lengths)
