import fnmatch

files = ["report.txt", "data_01.csv", "data_02.csv", "data_final.csv", "image.PNG",
         "notes.md", "archive.tar.gz", "script.py", ".hidden", "src/main.py", "README"]
for pattern in ["*.csv", "data_[0-9][0-9].csv", "*.py", "*.[pP][nN][gG]", "?????.md",
                "*.tar.*", "[!.]*", "*/*.py", "README", "*"]:
    print(f"{pattern:22}", fnmatch.filter(files, pattern))
print(fnmatch.fnmatch("Report.TXT", "*.txt"), fnmatch.fnmatchcase("Report.TXT", "*.txt"))
print(fnmatch.fnmatch("a[b", "a[b"), fnmatch.fnmatch("a-c", "a[x-]c"), fnmatch.fnmatch("]", "[]]"))
for p in ["*.txt", "a*b*c", "[!a-c]?x", "[]]", "[!]", "**/*.py", "a[b-a]c", "[a-z-]", "x[&~|]y", ""]:
    print(repr(p), repr(fnmatch.translate(p)))
print(fnmatch.fnmatch(b"data.bin", b"*.bin"))
try:
    fnmatch.fnmatch(42, "*")
except TypeError as e:
    print("TypeError:", e)
