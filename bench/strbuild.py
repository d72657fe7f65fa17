# String building: concatenation, join, str(), slicing, methods.
def build_report(n):
    lines = []
    for i in range(n):
        name = "item" + str(i)
        line = name.upper() + ":" + str(i * 7 % 1000).rjust(4) + "|" + "x" * (i % 10)
        lines.append(line)
    return "\n".join(lines)


def concat(n):
    s = ""
    for i in range(n):
        s += str(i % 10)
        if len(s) > 1000:
            s = s[500:]
    return s


report = build_report(200000)
tail = concat(1100000)
words = report.replace("|", " ").split()
print(len(report), len(words), report[-30:], len(tail), tail[:20])
