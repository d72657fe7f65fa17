import difflib
old = """[server]
host = localhost
port = 8080
debug = true
workers = 4
""".splitlines(keepends=True)
new = """[server]
host = 0.0.0.0
port = 8080
workers = 8
timeout = 30
""".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="a/config.ini", tofile="b/config.ini")))
print("".join(difflib.unified_diff(old, new, n=0)))
print("".join(difflib.ndiff(old, new)))
sm = difflib.SequenceMatcher(None, old, new)
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f"{tag:7} a[{i1}:{i2}] b[{j1}:{j2}]", old[i1:i2], new[j1:j2])
print(round(sm.ratio(), 3))
cmds = ["status", "commit", "checkout", "branch", "stash", "rebase", "merge"]
for typo in ["comit", "chekout", "stats", "xyz", "brnch", "merg"]:
    print(typo, difflib.get_close_matches(typo, cmds), difflib.get_close_matches(typo, cmds, n=1, cutoff=0.8))
print(difflib.SequenceMatcher(None, "kitten", "sitting").get_opcodes(), difflib.SequenceMatcher(a="abc", b="abc").ratio())
print("".join(difflib.context_diff(old, new, fromfile="old", tofile="new", n=1)))
print(list(difflib.unified_diff(["a"], ["a"])), list(difflib.unified_diff([], ["x\n"])), list(difflib.ndiff(["one two three\n"], ["ore tree emu\n"])))
