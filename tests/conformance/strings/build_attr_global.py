# Growing strings stored as attributes, globals and exception arguments.
class Report:
    def __init__(self):
        self.text = "Report\n" + "=" * 260 + "\n"

    def add(self, line):
        self.text += line + "\n"


rep = Report()
saved = rep.text
for i in range(3):
    rep.add(f"row {i}: {i * i}")
print(len(saved), len(rep.text), rep.text.count("\n"), saved.count("\n"))

total = "g" * 280
def grow(k):
    global total
    before = total
    total += "+" * k
    return before

b1 = grow(3)
b2 = grow(2)
print(len(b1), len(b2), len(total), total[-6:], b2[-3:])

msg = "error context: " + "." * 250
try:
    raise ValueError(msg)
except ValueError as e:
    msg += " extra details"
    print(len(e.args[0]), len(msg), e.args[0][-3:], msg[-7:])
    print(str(e) == msg[: -len(" extra details")])
