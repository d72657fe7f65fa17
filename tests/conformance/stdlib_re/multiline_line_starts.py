# Prefixing, counting and splitting lines with a multiline ^, on text that
# ends with a newline (the usual case of a file's contents).
import re

text = "first line\nsecond line\n\nlast line\n"
print(repr(re.sub(r"(?m)^", "> ", text)))
print(len(re.findall(r"^", text, re.M)), [m.start() for m in re.finditer(r"^", text, flags=re.M)])
print(re.split(r"(?m)^", text))
print(repr(re.sub(r"^", "# ", "a\nb\n", flags=re.MULTILINE)), repr(re.sub(r"^", "# ", "a\nb\n")))
print(re.findall(r"(?m)^$", text), [m.span() for m in re.finditer(r"(?m)^$", "x\n\n")])
print(re.findall(r"(?m)^\s*$", "a\n  \n"), re.findall(r"(?m)\n^", "a\n"), re.search(r"(?m)\n^\Z", "a\n"))
print(repr(re.sub(r"(?m)^", "-", "é\nü\n")), repr(re.sub(r"(?m)^", "-", "\n")), repr(re.sub(r"(?m)^", "-", "")))
indented = re.sub(r"^(?=.)", "    ", "def f():\n    return 1\n", flags=re.M)
print(indented, end="")
print(re.compile(r"^", re.M).sub("|", "x\r\ny\n"), end="$\n")
